/**
 * On start, a path left in session storage (for example by a page that sent the visitor to sign in)
 * is removed and navigated to, replacing the current history entry (spec section 2).
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";

export const REDIRECT_STORAGE_KEY = "studyshelf:redirect";

/** Only same-site paths: "//evil.example" and "https://..." are ignored. */
export function isSafeRedirect(path: string) {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}

export function StoredRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    const path = sessionStorage.getItem(REDIRECT_STORAGE_KEY);
    if (path === null) return;
    sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
    if (isSafeRedirect(path)) navigate(path, { replace: true });
  }, [navigate]);
  return null;
}
