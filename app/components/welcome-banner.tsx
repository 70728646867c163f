/** The dismissible welcome banner; dismissal posts to /banner, so it stays dismissed, even without JavaScript. */
import { useFetcher, useLocation } from "react-router";

export function WelcomeBanner() {
  const fetcher = useFetcher();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <aside className="welcome-banner" aria-label="Welcome">
      <p>
        <strong>Welcome to StudyShelf!</strong> Browse free worksheets and quizzes by subject, read them online, and download
        printable PDFs: your first 10 downloads are free.
      </p>
      <fetcher.Form method="post" action="/banner">
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button type="submit" className="button-quiet">
          Dismiss<span className="visually-hidden"> welcome message</span>
        </button>
      </fetcher.Form>
    </aside>
  );
}
