/** Where the site may send a visitor after an action: only paths on this site ("//evil.example" and "https://..." are not). */

export function isSafeRedirect(path: string) {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

/** `value` when it is a safe path, else `fallback`. */
export function safeRedirect(value: unknown, fallback: string) {
  return typeof value === "string" && isSafeRedirect(value) ? value : fallback;
}

/** A log-in or sign-up path that passes `next` on, so switching between the two keeps where the visitor was going. */
export function withNext(path: string, next: string) {
  return next === "/account" ? path : `${path}?next=${encodeURIComponent(next)}`;
}
