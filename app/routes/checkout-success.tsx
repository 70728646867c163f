import { useEffect } from "react";
import { data, Link, redirect, useLocation, useRevalidator } from "react-router";
import { z } from "zod";
import { fulfilCheckout } from "~/lib/payments/fulfilment.server";
import { requestContext } from "~/lib/http/request-context.server";
import { stripeClient } from "~/lib/payments/stripe.server";
import { sameOriginPath } from "~/lib/site/redirects";
import { pageMeta } from "~/lib/site/seo";
import { siteOrigin } from "~/lib/site/site-url.server";
import type { Route } from "./+types/checkout-success";
import { BUY_CREDITS_PATH } from "~/components/pricing-section";

const SessionIdSchema = z.string().regex(/^cs_[A-Za-z0-9_]{1,255}$/);

/** Between re-checks while a delayed payment is still processing. */
const RECHECK_MS = 5000;

/**
 * Stripe sends the customer here after paying. The loader runs the same fulfilment as the webhook,
 * so the credits are there when the page shows, whichever of the two arrives first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const sessionId = SessionIdSchema.safeParse(search.get("session_id"));
  if (!sessionId.success) return data({ state: "missing" as const }, { status: 400 });
  const { visitor, db: databases } = context.get(requestContext);
  const viewer = await visitor.currentSignedIn();
  if (!viewer) return data({ state: "signed-out" as const }, { status: 401 });
  const stripe = stripeClient();
  if (!stripe) return data({ state: "not-configured" as const }, { status: 503 });

  // Written through the request's write session, whose bookmark then lets the header's and the
  // account page's next reads see the new credits.
  const outcome = await fulfilCheckout(databases.writes(), stripe, sessionId.data, { viewerAccountId: viewer.accountId });
  switch (outcome.status) {
    case "credited": {
      const returnTo = sameOriginPath(search.get("return"), siteOrigin());
      // Bought from an item's download panel: straight back there, where the new balance shows.
      if (returnTo) throw redirect(returnTo);
      return data({
        state: "credited" as const,
        pack: { name: outcome.pack.name, credits: outcome.pack.credits },
        credits: outcome.balance.credits,
      });
    }
    case "processing":
      return {
        state: "processing" as const,
        pack: { name: outcome.pack.name, credits: outcome.pack.credits },
      };
    case "unpaid":
      return data({ state: "unpaid" as const }, { status: 402 });
    case "other_account":
      return data({ state: "other-account" as const }, { status: 403 });
    case "not_found":
    case "not_a_purchase":
      return data({ state: "missing" as const }, { status: 404 });
  }
}

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Your purchase", description: "The result of your StudyShelf credit purchase." }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  switch (loaderData.state) {
    case "credited":
      return (
        <Result title="Thank you for your purchase">
          <p>
            {loaderData.pack.credits} credits ({loaderData.pack.name} pack) were added to your account.
          </p>
          <p className="balance">
            Your balance is now <strong>{loaderData.credits} credits</strong>. Credits never expire.
          </p>
          <p>
            <Link to="/">Find a worksheet to download</Link> · <Link to="/account">Your account</Link>
          </p>
        </Result>
      );
    case "processing":
      return (
        <Result title="Payment processing">
          <RecheckWhileProcessing />
          <p role="status">
            Your payment for {loaderData.pack.credits} credits is processing. The credits will appear in your account shortly;
            this page checks again every few seconds.
          </p>
          <p>
            {/* Without JavaScript, the same check (this address, with its `return`) is one click away. */}
            <Link to={{ search }} reloadDocument>
              Check again now
            </Link>{" "}
            · <Link to="/account">Your account</Link>
          </p>
        </Result>
      );
    case "unpaid":
      return (
        <Result title="Payment not completed">
          <p>This checkout has not been paid, so nothing was charged.</p>
          <p>
            <Link to={BUY_CREDITS_PATH}>Choose a pack again</Link>
          </p>
        </Result>
      );
    case "signed-out":
      return (
        <Result title="Log in to see your purchase">
          <p>Your payment is safe: credits go to the account that started the checkout, even if you are logged out here.</p>
          <p>
            <Link to="/login">Log in</Link> to see your balance.
          </p>
        </Result>
      );
    case "other-account":
      return (
        <Result title="This purchase belongs to another account">
          <p>The checkout on this link was started from a different account, so its credits stay there.</p>
          <p>
            <Link to="/account">Your account</Link>
          </p>
        </Result>
      );
    case "not-configured":
      return (
        <Result title="Payments are not available right now">
          <p>We cannot look up payments at the moment. If you paid, your credits are added to your account automatically.</p>
          <p>
            <Link to="/account">Your account</Link>
          </p>
        </Result>
      );
    case "missing":
      return (
        <Result title="We couldn't find that payment">
          <p>The link may be incomplete. If you paid, your credits are added to your account automatically.</p>
          <p>
            <Link to="/account">Your account</Link>
          </p>
        </Result>
      );
  }
}

/**
 * Re-runs the loader (and so fulfilment) every few seconds; the page updates in place rather than
 * reloading, which a meta refresh would do (a WCAG 2.2.1 failure).
 */
function RecheckWhileProcessing() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  return null;
}

function Result({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="page narrow" aria-labelledby="checkout-result-title">
      <h1 id="checkout-result-title">{title}</h1>
      {children}
    </section>
  );
}
