/**
 * Tells whether a state-changing request came from another site. Browsers send Origin on
 * cross-origin requests and Sec-Fetch-Site on all; a program that sends neither is not a browser
 * carrying a visitor's cookies.
 */
export function isCrossOrigin(request: Request) {
  const origin = request.headers.get("origin");
  if (origin && origin !== new URL(request.url).origin) return true;
  return request.headers.get("sec-fetch-site") === "cross-site";
}
