import { env } from "cloudflare:workers";
import { data, Form, Link, useNavigation } from "react-router";
import { AssignmentsSection } from "~/components/assignments-section";
import { DownloadButton } from "~/components/download-button";
import { PaperChoice, usePaper } from "~/components/paper-choice";
import { CHECKOUT_INTENT, PricingSection } from "~/components/pricing-section";
import { RECOVERY_MESSAGES } from "~/lib/accounts/recovery";
import { isEmailVerified, resendVerification } from "~/lib/accounts/recovery.server";
import { getAccountPage } from "~/lib/accounts/summary.server";
import { getItem } from "~/lib/catalogue/catalogue.server";
import { checkoutAction } from "~/lib/http/checkout-action.server";
import { readFormFields } from "~/lib/http/forms.server";
import { requestContext } from "~/lib/http/request-context.server";
import { assignmentsForAccountPage } from "~/lib/classroom/account-listing.server";
import type { LedgerEntry } from "~/lib/ledger/ledger.server";
import { pageMeta } from "~/lib/site/seo";
import { paymentsConfigured } from "~/lib/payments/stripe.server";
import { sameOriginPath } from "~/lib/site/redirects";
import { siteOrigin } from "~/lib/site/site-url.server";
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

/** The balance, library and history come from the nearest D1 replica that has the visitor's last write. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { visitor, db } = context.get(requestContext);
  const [account, session] = await Promise.all([getAccountPage(db.nearby(), visitor), visitor.signedIn()]);
  const payments = paymentsConfigured();
  return {
    ...account,
    emailVerified: session ? await isEmailVerified(env.DB, session) : null,
    library: account.owned.map((item) => ({
      ...item,
      title: titleOf(item),
      available: getItem(item.kind, item.id) !== undefined,
    })),
    history: account.history.map((entry) => ({ ...entry, description: describe(entry) })),
    paymentsConfigured: payments,
    // "Buy credits" from an item's download panel: the buyer comes back there once the credits are in.
    returnTo: sameOriginPath(new URL(request.url).searchParams.get("return"), siteOrigin()) ?? undefined,
    assignments: await assignmentsForAccountPage(env.DB, visitor),
    // Each render's buy forms carry a new key: a double post opens one Checkout, a later visit a new one.
    checkoutKey: crypto.randomUUID(),
  };
}

/** This page's forms: "email me a new verification link", and the buy forms when the browser runs no JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readFormFields(request);
  const current = context.get(requestContext);
  if (fields.intent === CHECKOUT_INTENT) return checkoutAction(current, fields);
  if (fields.intent !== "resend-verification") return data({ notice: "This form is not one we know." }, { status: 400 });
  const session = await current.visitor.currentSignedIn();
  if (!session) return data({ notice: "Please log in to confirm your email address." }, { status: 401 });
  const outcome = await resendVerification(env.DB, session);
  if (!outcome.ok) {
    return data(
      { notice: RECOVERY_MESSAGES[outcome.error] },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return { notice: outcome.sent ? RECOVERY_MESSAGES.verification_sent : RECOVERY_MESSAGES.already_verified };
}

function VerificationReminder({ email, notice }: { email: string; notice?: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="notice verification-reminder" aria-labelledby="verify-title">
      <h2 id="verify-title">Please confirm your email address</h2>
      <p>
        Open the link we emailed to {email}, so that you can always get back into your account if you forget your password.
        Can&apos;t find the email? We can send a new link.
      </p>
      {notice ? <p role="status">{notice}</p> : null}
      <Form method="post">
        <input type="hidden" name="intent" value="resend-verification" />
        <button type="submit" disabled={busy}>
          {busy ? "Please wait..." : "Email me a new link"}
        </button>
      </Form>
    </section>
  );
}

const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { user, emailVerified, freeDownloadsRemaining, credits, library, history } = loaderData;
  const [paper, setPaper] = usePaper();
  const notice = actionData && "notice" in actionData ? actionData.notice : undefined;
  const checkoutProblem = actionData && "checkoutProblem" in actionData ? actionData.checkoutProblem : undefined;
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
      {user && emailVerified === false ? <VerificationReminder email={user.email} notice={notice} /> : null}

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
          <>
            <PaperChoice paper={paper} onChange={setPaper} />
            <ul className="library">
              {library.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  {item.available ? <Link to={itemPath(item)}>{item.title}</Link> : <span>{item.title}</span>}{" "}
                  <span className="hint">({item.kind})</span>
                  {item.available ? <DownloadButton item={item} paper={paper} /> : null}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <AssignmentsSection assignments={loaderData.assignments} />

      <PricingSection
        paymentsConfigured={loaderData.paymentsConfigured}
        signedIn={user !== null}
        attemptKey={loaderData.checkoutKey}
        problem={checkoutProblem}
        returnTo={loaderData.returnTo}
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

      {user ? (
        <section aria-labelledby="your-data-title">
          <h2 id="your-data-title">Your data</h2>
          <p>
            <a href="/api/account/data" download>
              Download your data
            </a>{" "}
            as a JSON file: your account, history, library and the messages you sent us.
          </p>
          <p>
            <Link to="/account/delete">Delete your account</Link>: logs you out everywhere and removes your email address,
            password and messages.
          </p>
        </section>
      ) : null}
    </div>
  );
}
