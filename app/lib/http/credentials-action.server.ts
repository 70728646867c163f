/**
 * Runs the log-in and sign-up form posts for the page actions: log-in redirects with the session
 * cookie or shows the form again with its errors; sign-up always answers "check your email".
 */
import { data, redirect } from "react-router";
import { AUTH_ERRORS, logIn, signUp } from "../accounts/auth.server";
import { LogInSchema, SignUpSchema } from "../accounts/credentials";
import { AUTH_STATUS, retryAfterHeaders } from "./auth-status";
import { safeRedirect } from "../site/redirects";
import { siteOrigin } from "../site/site-url.server";
import { readForm } from "./forms.server";
import type { RequestContext } from "./request-context.server";

/** Where log-in and sign-up lead: the `next` target when it is on this site, else the account page. */
export function safeNext(value: unknown) {
  return safeRedirect(value, "/account", siteOrigin());
}

export async function logInAction(request: Request, { visitor, db }: RequestContext) {
  const form = await readForm(request, LogInSchema);
  const email = form.values.email ?? "";
  if (!form.ok) return data({ fields: form.fields, email }, { status: 400 });
  // Decided before anything is written: nothing in `next` can fail the answer after the account changed.
  const next = safeNext(form.values.next);
  const outcome = await logIn(db.writes(), visitor, form.data);
  if (!outcome.ok) {
    return data(
      { error: AUTH_ERRORS[outcome.error], email },
      { status: AUTH_STATUS[outcome.error], headers: retryAfterHeaders(outcome) },
    );
  }
  // The new session's cookie, and the bookmark that lets the next page's reads see it, go out with the redirect.
  return redirect(next);
}

/**
 * The same page for a new and a registered address: "check your email", and a way on to `next`.
 * Only a new account's answer carries a session cookie (the visitor is logged in to it).
 */
export async function signUpAction(request: Request, { visitor, db }: RequestContext) {
  const form = await readForm(request, SignUpSchema);
  const email = form.values.email ?? "";
  if (!form.ok) return data({ sent: false as const, fields: form.fields, email }, { status: 400 });
  const next = safeNext(form.values.next);
  const outcome = await signUp(db.writes(), visitor, form.data);
  if (!outcome.ok) {
    return data(
      { sent: false as const, error: AUTH_ERRORS[outcome.error], email },
      { status: AUTH_STATUS[outcome.error], headers: retryAfterHeaders(outcome) },
    );
  }
  return { sent: true as const, email: form.data.email, next };
}
