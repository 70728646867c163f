/**
 * Password hashing: PBKDF2-SHA256 at 100,000 iterations, the most production Workers allow
 * (docs/decisions/0005), stored as `pbkdf2-sha256$iterations$salt$hash` so the cost can be raised
 * later without losing old hashes.
 */
import { fromBase64, timingSafeEqual, toBase64, utf8 } from "../encoding";

export const PBKDF2_ITERATIONS = 100_000;
const HASH_PREFIX = "pbkdf2-sha256";

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const key = await crypto.subtle.importKey("raw", utf8(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return `${HASH_PREFIX}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string) {
  const [prefix, iterations, salt, expected] = stored.split("$");
  if (prefix !== HASH_PREFIX || !iterations || !salt || !expected) return false;
  const actual = await pbkdf2(password, fromBase64(salt), Number(iterations));
  return timingSafeEqual(actual, fromBase64(expected));
}

// Verified against when an email is unknown, so both answers take the same time. Made on first
// use: Workers allow no random values at module scope.
let unknownAccountHash: Promise<string> | undefined;

/** Checks a password against an account's hash, or against a dummy one when there is no account. */
export async function verifyPasswordOrDummy(password: string, stored: string | undefined) {
  const valid = await verifyPassword(password, stored ?? (await (unknownAccountHash ??= hashPassword(crypto.randomUUID()))));
  return stored !== undefined && valid;
}
