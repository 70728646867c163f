import { Link } from "react-router";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout-cancel";

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: "Payment cancelled", description: "Your StudyShelf payment was cancelled." }), { name: "robots", content: "noindex" }];
}

export default function CheckoutCancel() {
  return (
    <div className="page narrow">
      <h1>Payment cancelled</h1>
      <p>Nothing was charged. You can try again whenever you like.</p>
      <p>
        <Link to="/">Back to worksheets</Link>
      </p>
    </div>
  );
}
