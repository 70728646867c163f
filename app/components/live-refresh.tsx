/**
 * Keeps a teacher's results current while the page is open: with JavaScript the route's loader runs
 * again every few seconds while the tab is visible (and at once when it becomes visible again), and a
 * status line names the students whose answers arrived since the page was opened. Without
 * JavaScript, the same line offers a Refresh link.
 */
import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { LocalTime } from "./local-time";
import { useHydrated } from "./use-hydrated";

/** Often enough that a class's answers show up while the teacher watches, rarely enough to cost little. */
export const RESULTS_POLL_MS = 10_000;

export function LiveRefresh({ href, checkedAt, arrived }: { href: string; checkedAt: string; arrived: string[] }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    const check = () => {
      // A form being sent will bring fresh data with its redirect; a hidden tab needs none.
      if (!busy && document.visibilityState === "visible") void revalidator.revalidate();
    };
    const timer = setInterval(check, RESULTS_POLL_MS);
    document.addEventListener("visibilitychange", check);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", check);
    };
  }, [revalidator, busy]);
  return (
    <div className="live-refresh">
      <p className="hint">
        {hydrated ? "New answers appear here as students send them. " : "Refresh the page to see new answers. "}
        Last checked <LocalTime iso={checkedAt} />. <a href={href}>Refresh now</a>
      </p>
      <p role="status" className="arrived">
        {arrived.length === 0
          ? ""
          : `New since you opened this page: ${arrived.length === 1 ? "1 student" : `${arrived.length} students`} (${arrived.join(", ")}).`}
      </p>
    </div>
  );
}
