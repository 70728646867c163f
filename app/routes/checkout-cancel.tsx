import { Link } from "react-router";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/checkout-cancel";
import { BUY_CREDITS_PATH } from "~/components/pricing-section";

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Payment cancelled", description: "Your StudyShelf payment was cancelled." }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutCancel() {
  return (
    <section className="page narrow" aria-labelledby="cancel-title">
      <h1 id="cancel-title">Payment cancelled</h1>
      <p>You left the checkout before paying, so nothing was charged and your balance is unchanged.</p>
      <p>
        <Link to={BUY_CREDITS_PATH} className="button">
          Try again
        </Link>{" "}
        <Link to="/">Back to worksheets</Link>
      </p>
    </section>
  );
}
