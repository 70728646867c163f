import { env } from "cloudflare:workers";
import { data, Form, Link, useNavigation } from "react-router";
import { FormField } from "~/components/form-field";
import { DELETE_ERRORS, deleteAccount } from "~/lib/accounts/account-data.server";
import { DeleteAccountSchema } from "~/lib/accounts/recovery";
import { readForm } from "~/lib/http/forms.server";
import { requestContext } from "~/lib/http/request-context.server";
import { pageMeta } from "~/lib/site/seo";
import type { Route } from "./+types/account-delete";

export function meta(args: Route.MetaArgs) {
  return [
    ...pageMeta(args, { title: "Delete your account", description: "Delete your StudyShelf account and your personal data." }),
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const session = await context.get(requestContext).visitor.currentSignedIn();
  return { email: session?.email ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { visitor } = context.get(requestContext);
  const session = await visitor.currentSignedIn();
  if (!session) return data({ deleted: false as const, error: "Please log in to delete your account." }, { status: 401 });
  const form = await readForm(request, DeleteAccountSchema);
  if (!form.ok) return data({ deleted: false as const, error: form.fields.password }, { status: 400 });
  const outcome = await deleteAccount(env.DB, visitor, session, form.data.password);
  if (!outcome.ok) return data({ deleted: false as const, error: DELETE_ERRORS[outcome.error] }, { status: 403 });
  return { deleted: true as const };
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (actionData?.deleted) {
    return (
      <div className="page narrow">
        <h1>Your account has been deleted</h1>
        <p className="lede" role="status">
          You are logged out, and your email address, password and messages are gone. Thank you for using StudyShelf.
        </p>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    );
  }
  if (!loaderData.email) {
    return (
      <div className="page narrow">
        <h1>Delete your account</h1>
        <p className="lede">
          <Link to="/login?next=/account/delete">Log in</Link> to the account you want to delete.
        </p>
      </div>
    );
  }
  return (
    <div className="page narrow">
      <h1>Delete your account</h1>
      <p className="lede">This deletes the account {loaderData.email} for good. It cannot be undone.</p>
      <ul>
        <li>Every device logged in to it is logged out.</li>
        <li>Your email address, your password and the messages you sent us are removed.</li>
        <li>
          Your remaining free downloads, credits and library are lost. The record of payments and downloads is kept for
          accounting, with nothing in it that says it was yours.
        </li>
      </ul>
      <p>
        Want a copy first?{" "}
        <a href="/api/account/data" download>
          Download your data
        </a>{" "}
        (JSON).
      </p>
      <Form method="post" className="contact-form" noValidate>
        <FormField
          id="delete-password"
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          error={actionData?.error}
        />
        <button type="submit" className="button-danger" disabled={busy}>
          {busy ? "Please wait..." : "Delete my account"}
        </button>
      </Form>
      <p>
        <Link to="/account">Keep my account</Link>
      </p>
    </div>
  );
}
