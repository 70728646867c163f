/**
 * The credit packs with their prices and buy buttons. Each buy button is a form that posts to the
 * account page's action, which starts a Stripe Checkout Session and redirects to it: a plain form
 * post without JavaScript, the same post through a fetcher with it (docs/decisions/0038). Either way
 * one idempotency key per attempt makes a double click open one session, and what went wrong stays
 * beside the buttons after the toast has gone. Shown on the account page (#buy-credits).
 */
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatPrice, PACKS, pricePerCredit, type Pack } from "~/lib/payments/packs";
import { withNext } from "~/lib/site/redirects";
import type { CheckoutProblem } from "~/lib/http/checkout-action.server";
import { useToast } from "./toast";

export const PRICING_ANCHOR = "buy-credits";
/** Where every "Buy credits" link leads. */
export const BUY_CREDITS_PATH = `/account#${PRICING_ANCHOR}`;

/** The packs, with `returnTo` (an item's download panel) as where the visitor lands once the credits are in. */
export function buyCreditsPath(returnTo?: string) {
  return returnTo ? `/account?${new URLSearchParams({ return: returnTo })}#${PRICING_ANCHOR}` : BUY_CREDITS_PATH;
}

/** What a visitor is told wherever buying would start when payments are not configured. */
export const PAYMENTS_OFF_NOTE = "Buying credits is not available right now, so there is nothing to sign up or pay for.";

/** The `intent` of a buy form, which the account page's action answers. */
export const CHECKOUT_INTENT = "checkout";

export function PricingSection({
  paymentsConfigured,
  signedIn,
  attemptKey,
  problem,
  returnTo,
}: {
  paymentsConfigured: boolean;
  signedIn: boolean;
  /** Where the visitor goes once the credits are in (the item they were downloading). */
  returnTo?: string;
  /** A fresh idempotency key from the server for a purchase posted without JavaScript. */
  attemptKey: string;
  /** Why the last purchase posted without JavaScript did not start. */
  problem?: string;
}) {
  const blocked = !paymentsConfigured ? "not-configured" : !signedIn ? "sign-in" : null;
  const [clientProblem, setClientProblem] = useState<string | null>(null);
  const shown = clientProblem ?? problem;
  return (
    <section id={PRICING_ANCHOR} className="pricing" aria-labelledby="buy-credits-title">
      <h2 id="buy-credits-title">Buy credits</h2>
      <p>One credit downloads one printable PDF. Credits never expire.</p>
      {returnTo && !blocked ? <p>Once you have paid, you come straight back to the PDF you were downloading.</p> : null}
      {blocked === "not-configured" ? (
        <p className="notice" id="pricing-blocked">
          Payments are not available right now, so credits cannot be bought at the moment. Your free downloads and the items you
          own work as usual.
        </p>
      ) : blocked === "sign-in" ? (
        <p className="notice" id="pricing-blocked">
          <Link to={withNext("/login", buyCreditsPath(returnTo))}>Log in</Link> or{" "}
          <Link to={withNext("/signup", buyCreditsPath(returnTo))}>sign up</Link> to buy credits, so they are kept safe with your
          account.
        </p>
      ) : null}
      {shown ? (
        <p className="form-error" role="alert">
          {shown}
        </p>
      ) : null}
      <ul className="packs">
        {PACKS.map((pack) => (
          <li key={pack.id} className="pack">
            <h3>{pack.credits} credits</h3>
            <p className="pack-price">{formatPrice(pack.amount, pack.currency)}</p>
            <p className="muted">
              {pack.name} · {pricePerCredit(pack)} per credit
            </p>
            <BuyButton
              pack={pack}
              disabled={blocked !== null}
              attemptKey={attemptKey}
              returnTo={returnTo}
              onProblem={setClientProblem}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BuyButton({
  pack,
  disabled,
  attemptKey: serverKey,
  returnTo,
  onProblem,
}: {
  pack: Pack;
  disabled: boolean;
  attemptKey: string;
  returnTo?: string;
  onProblem: (problem: string | null) => void;
}) {
  const toast = useToast();
  // Coming back from Stripe restores this page from the back-forward cache with the post still
  // "loading" (the redirect left the page): a new fetcher starts idle.
  const [visit, setVisit] = useState(0);
  const fetcher = useFetcher<CheckoutProblem>({ key: `buy-${pack.id}-${visit}` });
  const busy = fetcher.state !== "idle";
  // One key per purchase attempt: clicks while a request is in flight reuse it.
  const attemptKey = useRef<string | null>(null);

  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      attemptKey.current = null;
      setVisit((value) => value + 1);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  // A refusal, once: said in a toast and kept beside the buttons; the next click is a new attempt.
  const answer = fetcher.data;
  const handled = useRef<CheckoutProblem | undefined>(undefined);
  useEffect(() => {
    if (!answer || answer === handled.current) return;
    handled.current = answer;
    attemptKey.current = null;
    toast(answer.checkoutProblem);
    onProblem(answer.checkoutProblem);
  }, [answer, toast, onProblem]);

  return (
    <form
      method="post"
      action={`/account#${PRICING_ANCHOR}`}
      onSubmit={(event) => {
        event.preventDefault();
        attemptKey.current ??= crypto.randomUUID();
        const form = new FormData(event.currentTarget);
        form.set("key", `${attemptKey.current}:${pack.id}`);
        onProblem(null);
        void fetcher.submit(form, { method: "post", action: "/account" });
      }}
    >
      <input type="hidden" name="intent" value={CHECKOUT_INTENT} />
      <input type="hidden" name="pack" value={pack.id} />
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {/* One key per pack on this page: posting twice opens one session, and another pack never collides. */}
      <input type="hidden" name="key" value={`${serverKey}:${pack.id}`} />
      <button type="submit" disabled={disabled || busy} aria-describedby={disabled ? "pricing-blocked" : undefined}>
        {busy ? "Opening checkout…" : `Buy ${pack.credits} credits for ${formatPrice(pack.amount, pack.currency)}`}
      </button>
    </form>
  );
}
