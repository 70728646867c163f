/**
 * On start, a path left in session storage (for example by a page that sent the visitor to sign in)
 * is removed and navigated to, replacing the current history entry (spec section 2).
 */
import { useEffect } from "react";

export const REDIRECT_STORAGE_KEY = "studyshelf:redirect";

/** Only same-site paths: "//evil.example" and "https://..." are ignored. */
export function isSafeRedirect(path: string) {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

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
