/** The welcome banner's dismissal, remembered in a cookie so the server never renders it again. */
import type { CookieJar } from "../cookie-jar";

const COOKIE = "welcome_dismissed";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isBannerDismissed(cookies: CookieJar) {
  return cookies.get(COOKIE) === "1";
}

/** Remembers the dismissal for a year. Not HttpOnly: it says nothing about anyone. */
export function dismissBanner(cookies: CookieJar) {
  cookies.set(COOKIE, "1", { maxAge: ONE_YEAR_SECONDS, httpOnly: false });
}
