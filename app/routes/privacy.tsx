import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/privacy";
import { publicPageHeaders } from "~/lib/site/cache-headers";

export const headers = publicPageHeaders;
export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Privacy", description: "What StudyShelf stores about you, why, and for how long." });
}

export default function Privacy() {
  return (
    <div className="page narrow prose">
      <h1>Privacy</h1>
      <p className="lede">We store as little as we can, and we never sell or share your data for advertising.</p>
      <h2>Cookies</h2>
      <ul>
        <li>
          <strong>Session cookie</strong> (<code>__Host-session</code>): a random token that identifies your account, so your free
          downloads, credits and purchased worksheets stay yours. It is HttpOnly and Secure, and we store only a hash of it.
        </li>
        <li>
          <strong>Welcome banner</strong> (<code>welcome_dismissed</code>): remembers that you closed the welcome message, for one
          year.
        </li>
      </ul>
      <p>We use no advertising or tracking cookies and no third-party analytics.</p>
      <h2>What we keep in our database</h2>
      <ul>
        <li>Your account: an id, and if you sign up, your email address and a salted hash of your password.</li>
        <li>Your balance as a ledger of events: free downloads used, credits bought, downloads and refunds.</li>
        <li>The worksheets and quizzes you have paid for, so you can download them again.</li>
        <li>Messages you send through the contact form or the help panel: your name, email and message.</li>
        <li>
          Your network address (your IP address, or the first half of an IPv6 address), for at most a day, only to limit failed
          logins and new visitor accounts from one network.
        </li>
      </ul>
      <p>
        Our database runs on Cloudflare D1. Your browser also keeps your last known balance in local storage so it shows
        instantly.
      </p>
      <h2>Payments</h2>
      <p>
        Payments are handled by Stripe Checkout. Your card details go to Stripe and never reach us; we receive only whether the
        payment succeeded, the pack you bought and the amount.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask us for a copy of your data or to delete your account and messages through the contact page. We keep purchase
        records only as long as the law requires.
      </p>
    </div>
  );
}
