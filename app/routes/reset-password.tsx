import { env } from "cloudflare:workers";
import { data, Form, Link, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { PasswordResetSchema, RECOVERY_MESSAGES, RESET_LINK_MINUTES } from "~/lib/accounts/recovery";
import { resetPassword } from "~/lib/accounts/recovery.server";
import { usableToken } from "~/lib/accounts/tokens.server";
import { readForm } from "~/lib/http/forms.server";
import { requestContext } from "~/lib/http/request-context.server";
import { tokenLinkPageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/reset-password";

export function meta(args: Route.MetaArgs) {
  return tokenLinkPageMeta(args, {
    title: "Choose a new password",
    description: "Choose a new password for your StudyShelf account.",
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  return { token: await usableToken(env.DB, new URL(request.url).searchParams.get("token"), "password-reset") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, PasswordResetSchema);
  if (!form.ok) {
    const invalidLink = form.fields.token !== undefined;
    return data(
      {
        changed: false as const,
        error: invalidLink ? RECOVERY_MESSAGES.invalid_link : undefined,
        password: form.fields.password,
      },
      { status: 400 },
    );
  }
  const { visitor, db } = context.get(requestContext);
  const outcome = await resetPassword(db.writes(), form.data, visitor);
  if (!outcome.ok) return data({ changed: false as const, error: RECOVERY_MESSAGES[outcome.error] }, { status: 400 });
  // This browser is signed in with the new password; the bookmark lets the next page's reads see its session.
  return { changed: true as const, message: RECOVERY_MESSAGES.password_changed_signed_in };
}

function ExpiredLink({ message }: { message: string }) {
  return (
    <div className="page narrow">
      <h1>This link no longer works</h1>
      <p className="lede" role="alert">
        {message}
      </p>
      <p>
        Reset links work once, for {RESET_LINK_MINUTES} minutes. <Link to="/forgot-password">Send me a new link</Link>
      </p>
    </div>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.changed) {
    return (
      <div className="page narrow">
        <h1>Password changed</h1>
        <p className="lede" role="status">
          {actionData.message}
        </p>
        <p>
          <Link className="button" to="/account">
            Go to your account
          </Link>
        </p>
      </div>
    );
  }
  if (actionData?.error) return <ExpiredLink message={actionData.error} />;
  if (!loaderData.token) return <ExpiredLink message={RECOVERY_MESSAGES.invalid_link} />;
  return (
    <div className="page narrow">
      <h1>Choose a new password</h1>
      <p className="lede">Pick a password of at least 8 characters. Every device logged in to your account will be logged out.</p>
      <Form method="post" className="contact-form" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField
          id="reset-password"
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          maxLength={128}
          error={actionData?.password}
        />
        <button type="submit" disabled={busy}>
          {busy ? "Please wait..." : "Change password"}
        </button>
      </Form>
    </div>
  );
}
