import { env } from "cloudflare:workers";
import { data, Form, Link, useNavigation } from "react-router";
import { EmailVerificationSchema, RECOVERY_MESSAGES } from "~/lib/accounts/recovery";
import { verifyEmail } from "~/lib/accounts/recovery.server";
import { usableToken } from "~/lib/accounts/tokens.server";
import { readForm } from "~/lib/http/forms.server";
import { tokenLinkPageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/verify-email";

export function meta(args: Route.MetaArgs) {
  return tokenLinkPageMeta(args, {
    title: "Confirm your email address",
    description: "Confirm the email address of your StudyShelf account.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return { token: await usableToken(env.DB, new URL(request.url).searchParams.get("token"), "verify-email") };
}

/** Confirming is a button, not the link itself: mail scanners that open links change nothing. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request, EmailVerificationSchema);
  const outcome = form.ok ? await verifyEmail(env.DB, form.data.token) : ({ ok: false, error: "invalid_link" } as const);
  if (!outcome.ok) return data({ verified: false as const, error: RECOVERY_MESSAGES[outcome.error] }, { status: 400 });
  return { verified: true as const, message: RECOVERY_MESSAGES.email_verified };
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.verified) {
    return (
      <div className="page narrow">
        <h1>Email address confirmed</h1>
        <p className="lede" role="status">
          {actionData.message}
        </p>
        <p>
          <Link to="/account">Go to your account</Link>
        </p>
      </div>
    );
  }
  const error = actionData?.error ?? (loaderData.token ? null : RECOVERY_MESSAGES.invalid_link);
  if (error || !loaderData.token) {
    return (
      <div className="page narrow">
        <h1>This link no longer works</h1>
        <p className="lede" role="alert">
          {error}
        </p>
        <p>
          If your account page still asks you to confirm your address, you can send yourself a new link there.{" "}
          <Link to="/account">Go to your account</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page narrow">
      <h1>Confirm your email address</h1>
      <p className="lede">Press the button to confirm that this address is yours.</p>
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" disabled={busy}>
          {busy ? "Please wait..." : "Confirm my email address"}
        </button>
      </Form>
    </div>
  );
}
