/**
 * The dismissible welcome banner, one short line on a phone, saying what the visitor's free
 * allowance is now (it follows the balance as downloads use it). Dismissal posts to /banner, so it stays
 * dismissed, even without JavaScript; with it, focus moves to the page's heading as the banner goes.
 */
import { useFetcher, useLocation } from "react-router";
import { FREE_DOWNLOADS_AT_START } from "~/lib/ledger/allowance";
import { useAccount, type ClientAccount } from "./account-context";
import { focusPageHeading } from "./page-focus";

/** The free allowance as it is now: a banner that promised free downloads already used would mislead. */
function allowanceNote(account: ClientAccount | null) {
  const free = account?.freeDownloadsRemaining ?? FREE_DOWNLOADS_AT_START;
  if (free === FREE_DOWNLOADS_AT_START) return `Your first ${free} PDF downloads are free.`;
  if (free > 0) return `You have ${free} free PDF download${free === 1 ? "" : "s"} left.`;
  return "Reading worksheets and taking quizzes online is always free.";
}

export function WelcomeBanner() {
  const fetcher = useFetcher();
  const { account } = useAccount();
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <aside className="welcome-banner" aria-label="Welcome">
      <p>
        <strong>Welcome to StudyShelf!</strong> {allowanceNote(account)}
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
