/** Byte encodings, digests, random tokens and constant-time comparison: defined once for every domain. */

const encoder = new TextEncoder();

export function utf8(text: string) {
  return encoder.encode(text);
}

export function toBase64(bytes: Uint8Array) {
  return btoa(String.fromCharCode(...bytes));
}

export function fromBase64(text: string) {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** URL-safe base64 without padding (RFC 4648 section 5). */
export function toBase64url(bytes: Uint8Array) {
  return toBase64(bytes).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function fromBase64url(text: string) {
  return fromBase64(text.replaceAll("-", "+").replaceAll("_", "/"));
}

/** A random base64url token carrying `bytes` bytes of entropy. */
export function randomToken(bytes = 32) {
  return toBase64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", utf8(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Compares secrets in constant time; values of different lengths are simply unequal. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array) {
  return a.byteLength === b.byteLength && crypto.subtle.timingSafeEqual(a, b);
}
