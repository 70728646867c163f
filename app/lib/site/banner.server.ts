/** The welcome banner's dismissal, remembered in a cookie so the server never renders it again. */
const COOKIE = "welcome_dismissed";

export function isBannerDismissed(request: Request) {
  return (request.headers.get("cookie") ?? "").split(/;\s*/).includes(`${COOKIE}=1`);
}

export function dismissBannerCookie(secure: boolean) {
  return `${COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
