import { env } from "cloudflare:workers";
import { data, Link } from "react-router";
import { DownloadButton } from "~/components/download-button";
import { CHECKOUT_INTENT, PricingSection } from "~/components/pricing-section";
import { getAccountPage } from "~/lib/accounts/summary.server";
import { getItem } from "~/lib/catalogue/catalogue.server";
import { checkoutAction } from "~/lib/http/checkout-action.server";
import { readFormFields } from "~/lib/http/forms.server";
import type { LedgerEntry } from "~/lib/ledger/ledger.server";
import { pageMeta } from "~/lib/site/seo";
import { paymentsConfigured } from "~/lib/payments/stripe.server";
import type { Route } from "./+types/account";
import { itemPath, type ItemRef } from "~/lib/catalogue/item-ref";

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Your account", description: "Your StudyShelf balance, downloads and library." }),
    { name: "robots", content: "noindex" },
  ];
}

function titleOf(item: ItemRef) {
  return getItem(item.kind, item.id)?.title ?? `${item.kind === "quiz" ? "Quiz" : "Worksheet"} ${item.id} (withdrawn)`;
}

function describe(entry: LedgerEntry) {
  switch (entry.kind) {
    case "free-grant":
      return "Welcome allowance";
    case "download":
      return entry.item ? `Downloaded “${titleOf(entry.item)}”` : "Download";
    case "purchase":
      return "Bought credits";
    case "refund":
      return "Refund";
    case "merge-out":
      return "Moved to the account you logged in to";
    case "merge-in":
      return "Library added from this device when you logged in";
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const account = await getAccountPage(env.DB, request);
  return {
    ...account,
    library: account.owned.map((item) => ({
      ...item,
      title: titleOf(item),
      available: getItem(item.kind, item.id) !== undefined,
    })),
    history: account.history.map((entry) => ({ ...entry, description: describe(entry) })),
    paymentsConfigured: paymentsConfigured(),
    // Each render's buy forms carry a new key: a double post opens one Checkout, a later visit a new one.
    checkoutKey: crypto.randomUUID(),
  };
}

/** The buy forms post here when the browser runs no JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  if (fields.intent !== CHECKOUT_INTENT) throw data({ message: "This page accepts purchase forms only." }, { status: 400 });
  return checkoutAction(request, fields);
}

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, freeDownloadsRemaining, credits, library, history } = loaderData;
  return (
    <div className="page narrow account-page">
      <h1>Your account</h1>
      {user ? (
        <p className="lede">Logged in as {user.email}.</p>
      ) : (
        <p className="lede">
          You are not logged in. Your downloads are kept on this device. <Link to="/signup">Sign up</Link> to keep them
          everywhere, or <Link to="/login">log in</Link>.
        </p>
      )}

      <section aria-labelledby="balance-title">
        <h2 id="balance-title">Balance</h2>
        <dl className="facts">
          <div>
            <dt>Free downloads left</dt>
            <dd>{freeDownloadsRemaining}</dd>
          </div>
          <div>
            <dt>Credits</dt>
            <dd>{credits}</dd>
          </div>
        </dl>
        <p className="hint">
          Each new PDF uses a free download, or 1 credit when none are left. Items you own download again for free.
        </p>
      </section>

      <section aria-labelledby="library-title">
        <h2 id="library-title">My library</h2>
        {library.length === 0 ? (
          <p>
            Nothing here yet. Download a worksheet or quiz from its page and it stays yours. <Link to="/">Browse worksheets</Link>
          </p>
        ) : (
          <ul className="library">
            {library.map((item) => (
              <li key={`${item.kind}-${item.id}`}>
                {item.available ? <Link to={itemPath(item)}>{item.title}</Link> : <span>{item.title}</span>}{" "}
                <span className="hint">({item.kind})</span>
                {item.available ? <DownloadButton item={item} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <PricingSection
        paymentsConfigured={loaderData.paymentsConfigured}
        signedIn={user !== null}
        attemptKey={loaderData.checkoutKey}
        problem={actionData?.checkoutProblem}
      />

      <section aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        {history.length === 0 ? (
          <p>No downloads or purchases yet.</p>
        ) : (
          <table className="ledger">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col">Free downloads</th>
                <th scope="col">Credits</th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry) => (
                // On a phone each row reads as a small card; data-label names its cells there.
                <tr key={entry.key}>
                  <td data-label="Date">
                    <time dateTime={entry.createdAt}>{entry.createdAt.slice(0, 10)}</time>
                  </td>
                  <td data-label="What">{entry.description}</td>
                  <td data-label="Free downloads">{signed(entry.deltaFree)}</td>
                  <td data-label="Credits">{signed(entry.deltaCredits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
