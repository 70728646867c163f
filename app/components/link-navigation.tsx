/**
 * Client-side navigation for plain links. The layout and the long lists of links (header, footer,
 * result cards, breadcrumbs, pages of results) render plain `<a href>`: a React Router `<Link>`
 * resolves its path with several hooks on every server render, which was about a quarter of a cold
 * page render (docs/decisions/0021). This one listener sends an ordinary click on a link to another
 * page of this app through the router, as `<Link>` would; everything else (new tabs, downloads,
 * other sites, links within the page) is left to the browser.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Paths the router does not render: the API and the files it serves. */
function isAppPage(pathname: string) {
  return !pathname.startsWith("/api/") && !pathname.startsWith("/assets/");
}

export function LinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      // A React Router <Link> (it marks its anchor) navigates by itself, or asked for a full page load.
      if (anchor.hasAttribute("data-discover")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || !isAppPage(url.pathname)) return;
      const here = window.location;
      // A link to a place on this page: the browser scrolls to it and moves focus there.
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      void navigate(to, { replace: to === here.pathname + here.search + here.hash });
    }
    // On window, so a <Link> or any handler below has already had its say (defaultPrevented).
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
  return null;
}
