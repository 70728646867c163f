/** Runs a log-in or sign-up form post for a page action: a redirect with the session cookie, or the form again with its errors. */
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { AUTH_ERRORS, logIn, signUp } from "../accounts/auth.server";
import { LogInSchema, SignUpSchema } from "../accounts/credentials";
import { AUTH_STATUS, retryAfterHeaders } from "./auth-status";
import { safeRedirect } from "../site/redirects";
import { siteOrigin } from "../site/site-url.server";
import { readForm } from "./forms.server";

/** Where log-in and sign-up lead: the `next` target when it is on this site, else the account page. */
export function safeNext(value: unknown) {
  return safeRedirect(value, "/account", siteOrigin());
}

export async function credentialsAction(request: Request, mode: "login" | "signup") {
  const form = await readForm(request, mode === "login" ? LogInSchema : SignUpSchema);
  const email = form.values.email ?? "";
  if (!form.ok) return data({ fields: form.fields, email }, { status: 400 });
  // Decided before anything is written: nothing in `next` can fail the answer after the account changed.
  const next = safeNext(form.values.next);
  const outcome = await (mode === "login" ? logIn : signUp)(env.DB, request, form.data);
  if (!outcome.ok) {
    return data(
      { error: AUTH_ERRORS[outcome.error], email },
      { status: AUTH_STATUS[outcome.error], headers: retryAfterHeaders(outcome) },
    );
  }
  return redirect(next, { headers: { "Set-Cookie": outcome.setCookie } });
}
