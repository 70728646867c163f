/**
 * On start, a path left in session storage (for example by a page that sent the visitor to sign in)
 * is removed and navigated to, replacing the current history entry.
 */
import { useEffect } from "react";
import { isSafeRedirect } from "~/lib/site/redirects";

export const REDIRECT_STORAGE_KEY = "studyshelf:redirect";

export function StoredRedirect() {
  useEffect(() => {
    const path = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
    if (path === null) return;
    sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
    // A document navigation, not the router's navigate(): a navigate() issued while the router is
    // still hydrating is occasionally dropped (seen in about 1 in 6 reloads), and this path runs once.
    if (isSafeRedirect(path)) window.location.replace(path);
  }, []);
  return null;
}
