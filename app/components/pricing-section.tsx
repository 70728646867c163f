/**
 * The credit packs with their prices and buy buttons. A buy button asks POST /api/checkout for a
 * Stripe Checkout Session and goes to it; one idempotency key per attempt makes a double click
 * open one session. Shown on the account page (#buy-credits).
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatPrice, PACKS, pricePerCredit, type Pack } from "~/lib/payments/packs";
import type { CheckoutResponse } from "../../worker/api/checkout";
import type { ApiError } from "../../worker/api/errors";
import { useToast } from "./toast";

export const PRICING_ANCHOR = "buy-credits";
/** Where every "Buy credits" link leads. */
export const BUY_CREDITS_PATH = `/account#${PRICING_ANCHOR}`;

export function PricingSection({ paymentsConfigured, signedIn }: { paymentsConfigured: boolean; signedIn: boolean }) {
  const blocked = !paymentsConfigured ? "not-configured" : !signedIn ? "sign-in" : null;
  return (
    <section id={PRICING_ANCHOR} className="pricing" aria-labelledby="buy-credits-title">
      <h2 id="buy-credits-title">Buy credits</h2>
      <p>One credit downloads one printable PDF. Credits never expire.</p>
      {blocked === "not-configured" ? (
        <p className="notice" id="pricing-blocked">
          Payments are not available right now, so credits cannot be bought at the moment. Your free downloads and the items you
          own work as usual.
        </p>
      ) : blocked === "sign-in" ? (
        <p className="notice" id="pricing-blocked">
          <Link to="/login">Log in</Link> or <Link to="/signup">sign up</Link> to buy credits, so they are kept safe with your
          account.
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
            <BuyButton pack={pack} disabled={blocked !== null} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BuyButton({ pack, disabled }: { pack: Pack; disabled: boolean }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  // One key per purchase attempt: clicks while a request is in flight reuse it.
  const attemptKey = useRef<string | null>(null);

  // Coming back from Stripe restores this page from the back-forward cache, still "busy".
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      attemptKey.current = null;
      setBusy(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function buy() {
    attemptKey.current ??= crypto.randomUUID();
    setBusy(true);
    try {
      const response = await fetch("/api/checkout", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": attemptKey.current },
        body: JSON.stringify({ pack: pack.id }),
      });
      const body = (await response.json().catch(() => ({}))) as Partial<CheckoutResponse & ApiError>;
      if (response.ok && body.url) {
        window.location.assign(body.url);
        return;
      }
      toast(body.error ?? "Checkout could not be started. Please try again.");
    } catch {
      toast("Checkout could not be started: check your connection and try again.");
    }
    attemptKey.current = null;
    setBusy(false);
  }

  return (
    <button
      type="button"
      onClick={() => void buy()}
      disabled={disabled || busy}
      aria-describedby={disabled ? "pricing-blocked" : undefined}
    >
      {busy ? "Opening checkout…" : `Buy ${pack.credits} credits for ${formatPrice(pack.amount, pack.currency)}`}
    </button>
  );
}
