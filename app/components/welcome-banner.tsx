/**
 * The dismissible welcome banner, one short line on a phone. Dismissal posts to /banner, so it stays
 * dismissed, even without JavaScript; with it, focus moves to the page's heading as the banner goes.
 */
import { useFetcher, useLocation } from "react-router";
import { focusPageHeading } from "./page-focus";

export function WelcomeBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <aside className="welcome-banner" aria-label="Welcome">
      <p>
        <strong>Welcome to StudyShelf!</strong> Your first 10 PDF downloads are free.
      </p>
      <fetcher.Form method="post" action="/banner" onSubmit={focusPageHeading}>
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button type="submit" className="button-quiet">
          Dismiss<span className="visually-hidden"> welcome message</span>
        </button>
      </fetcher.Form>
    </aside>
  );
}
