import { env } from "cloudflare:workers";
import { data, Form, Link, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { PasswordResetRequestSchema, RECOVERY_MESSAGES } from "~/lib/accounts/recovery";
import { requestPasswordReset } from "~/lib/accounts/recovery.server";
import { readForm } from "~/lib/http/forms.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/forgot-password";
import { requestContext } from "~/lib/http/request-context.server";

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Forgot your password?", description: "Get a link to choose a new StudyShelf password." }),
    { name: "robots", content: "noindex" },
  ];
}

/** The same answer whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request, PasswordResetRequestSchema);
  const email = form.values.email ?? "";
  if (!form.ok) return data({ sent: false as const, error: form.fields.email, email }, { status: 400 });
  requestPasswordReset(env.DB, context.get(requestContext).visitor, form.data.email);
  return { sent: true as const, message: RECOVERY_MESSAGES.reset_requested };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.sent) {
    return (
      <div className="page narrow">
        <h1>Check your email</h1>
        <p className="lede" role="status">
          {actionData.message}
        </p>
        <p>
          Nothing arrived? Check your spam folder, or <Link to="/forgot-password">ask again</Link>.{" "}
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page narrow">
      <h1>Forgot your password?</h1>
      <p className="lede">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <Form method="post" className="contact-form" noValidate>
        <FormField
          id="forgot-email"
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          defaultValue={actionData?.email}
          error={actionData?.error}
        />
        <button type="submit" disabled={busy}>
          {busy ? "Please wait..." : "Send me a link"}
        </button>
      </Form>
      <p>
        Remembered it? <Link to="/login">Log in</Link>
      </p>
    </div>
  );
}
