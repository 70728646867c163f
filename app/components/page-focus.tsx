/**
 * Where keyboard and screen-reader focus goes when the page changes under it: to the new page's
 * heading after a navigation (with its title announced), to a section named in the URL's hash, and,
 * when an action removes or disables the focused control, somewhere on the page rather than <body>.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Moves focus to an element that is not normally focusable, without scrolling the page. */
export function focusWithoutTabStop(element: HTMLElement, options: FocusOptions = { preventScroll: true }) {
  if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus(options);
}

/** Focuses the page's main heading (or the main region, on a page without one). */
export function focusPageHeading() {
  const target = document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
  if (target) focusWithoutTabStop(target);
}

function hashTarget(hash: string) {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function focusIsLost() {
  return document.hasFocus() && (document.activeElement === null || document.activeElement === document.body);
}

/** After each in-app navigation: focus the heading (or the hash's target) and announce the new title. */
export function NavigationFocus() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    // The first render is a page load: the browser and screen readers start at the top themselves.
    if (!before || before.key === location.key) return;
    const target = hashTarget(location.hash);
    if (target) {
      focusWithoutTabStop(target, { preventScroll: false });
    } else if (before.pathname !== location.pathname || focusIsLost()) {
      // Same page, new search (typing in the search box, paging): focus stays where the visitor is.
      focusPageHeading();
    }
    if (before.pathname !== location.pathname) setAnnouncement(document.title);
  }, [location.key, location.pathname, location.hash]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}

/** How long after a change to check where focus went: the browser moves it off a removed or disabled control lazily. */
const SETTLE_MS = 50;

/**
 * When the focused control is removed (a dismissed banner) or disabled (a button busy with its
 * request), focus would fall to <body> and a keyboard user would start again from the top. It goes
 * to the nearest section instead (or the page's heading, when the control is gone), and back to the
 * control once it is enabled again, unless the visitor or the page has moved focus meanwhile.
 */
export function FocusKeeper() {
  useEffect(() => {
    let lastFocused: HTMLElement | null = null;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let stopWatching: (() => void) | undefined;

    function watchUntilEnabled(control: HTMLElement, holder: HTMLElement) {
      stopWatching?.();
      const observer = new MutationObserver(() => {
        if (control.matches(":disabled")) return;
        stopWatching?.();
        if (document.activeElement === holder) control.focus();
      });
      observer.observe(control, { attributes: true, attributeFilter: ["disabled"] });
      stopWatching = () => {
        observer.disconnect();
        stopWatching = undefined;
      };
    }

    function rescue() {
      pending = undefined;
      const lost = lastFocused;
      if (!lost || !focusIsLost()) return;
      if (!lost.isConnected) return focusPageHeading();
      // Still there and enabled: the visitor clicked somewhere that takes no focus, which is their choice.
      if (!lost.matches(":disabled")) return;
      const holder = lost.closest<HTMLElement>("section, article, form, main") ?? document.getElementById("main");
      if (!holder) return;
      focusWithoutTabStop(holder);
      watchUntilEnabled(lost, holder);
    }

    const check = () => {
      pending ??= setTimeout(rescue, SETTLE_MS);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    };
    // Removing a focused element fires no focus event, so changes to the page are watched too.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", check);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", check);
      clearTimeout(pending);
      stopWatching?.();
    };
  }, []);
  return null;
}
