/** The welcome banner's dismissal, remembered in a cookie so the server never renders it again. */
import { parse, serialize } from "cookie-es";

const COOKIE = "welcome_dismissed";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isBannerDismissed(request: Request) {
  return parse(request.headers.get("cookie") ?? "")[COOKIE] === "1";
}

export function dismissBannerCookie(secure: boolean) {
  return serialize(COOKIE, "1", { path: "/", maxAge: ONE_YEAR_SECONDS, sameSite: "lax", secure });
}
