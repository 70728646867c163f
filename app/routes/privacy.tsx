import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/privacy";
import { publicPageHeaders } from "~/lib/site/cache-headers";
import { RETENTION_SCHEDULE } from "~/lib/site/retention";

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
        <li>
          <strong>Assignment receipt</strong> (<code>assignment_receipt</code>, only on an assignment&apos;s page, set when a
          student sends answers): a random token that lets the same browser show the student&apos;s result again. It names no one,
          is HttpOnly, and lasts until the assignment is deleted (at most a year).
        </li>
      </ul>
      <p>We use no advertising or tracking cookies and no third-party analytics.</p>
      <h2>What we keep in our database</h2>
      <ul>
        <li>
          Your account: an id, and if you sign up, your email address, whether you have confirmed it, and a salted hash of your
          password.
        </li>
        <li>Your balance as a ledger of events: free downloads used, credits bought, downloads and refunds.</li>
        <li>The worksheets and quizzes you have paid for, so you can download them again.</li>
        <li>Messages you send through the contact form or the help panel: your name, email and message.</li>
        <li>Links we email you to confirm your address or reset your password: only a hash of each.</li>
        <li>
          Your network address (your IP address, or the first part of an IPv6 address), only to limit failed logins, sign-ups,
          password resets, messages, class answers and new visitor accounts from one network.
        </li>
      </ul>
      <h2 id="retention">How long we keep it</h2>
      <table className="retention">
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">How long</th>
            <th scope="col">What deletes it</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_SCHEDULE.map((row) => (
            <tr key={row.data}>
              <th scope="row">{row.data}</th>
              <td>{row.kept}</td>
              <td>{row.deletedBy}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Emails</h2>
      <p>
        We email you only about your account: a link to confirm your address when you sign up, a link to reset your password when
        you ask for one, and a note if someone tries to sign up with your address. They are sent through our email provider,
        Resend, which receives your address and the message. We never send marketing email.
      </p>
      <h2>Classroom assignments</h2>
      <p>
        Teachers can assign a quiz or worksheet to a class. Students answer without an account and get no cookie from us. For each
        student we store only what they send: the display name they type (up to 40 characters), their answers, whether each answer
        was marked right, wrong or for the teacher to check (and the teacher&apos;s own marks), and when they sent it. Only the
        teacher who set the assignment can see these answers. For the teacher we store the assignment with their account: which
        quiz or worksheet, its code, the optional title and closing date.
      </p>
      <p>
        The answers are deleted together with the assignment: when the teacher deletes it, when the teacher&apos;s account is
        deleted, and automatically one year after the assignment was set. From that moment it can no longer be opened, and an
        hourly job removes it from our database.
      </p>
      <p>
        Our database runs on Cloudflare D1. Your browser also keeps your last known balance in local storage so it shows
        instantly.
      </p>
      <h2>Payments</h2>
      <p>
        Payments are handled by Stripe Checkout. Your card details go to Stripe and never reach us; we receive only whether the
        payment succeeded, the pack you bought and the amount.
      </p>
      <h2>Your data, and deleting your account</h2>
      <p>
        When you are logged in, your account page lets you <strong>download your data</strong> as a JSON file: your account, the
        history of your downloads and purchases, the items in your library and the messages you sent us.
      </p>
      <p>
        The same page lets you <strong>delete your account</strong>. Deleting logs you out on every device and removes your email
        address, your password and your messages at once (the messages you sent while logged in, and those sent from your address
        after you signed up once you have confirmed it). The record of downloads and payments stays, because accounting rules
        require it, but nothing in it says whose it was any more. You can also ask us through the contact page.
      </p>
    </div>
  );
}
