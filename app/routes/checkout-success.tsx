import { Link } from "react-router";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/checkout-success";

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: "Payment received", description: "Your StudyShelf payment was received." }), { name: "robots", content: "noindex" }];
}

export default function CheckoutSuccess() {
  return (
    <div className="page narrow">
      <h1>Thank you for your purchase</h1>
      <p>Your payment was received. Your credits will appear in your balance shortly.</p>
      <p>
        <Link to="/">Back to worksheets</Link>
      </p>
    </div>
  );
}
