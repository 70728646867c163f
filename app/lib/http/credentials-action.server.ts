/** Runs a log-in or sign-up form post for a page action: a redirect with the session cookie, or the form again with its errors. */
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { AUTH_ERRORS, logIn, signUp } from "../accounts/auth.server";
import { LogInSchema, SignUpSchema } from "../accounts/credentials";
import { bookmarkHeaders, primaryWrites } from "../database.server";
import { AUTH_STATUS, retryAfterHeaders } from "./auth-status";
import { safeRedirect } from "../site/redirects";
import { readForm } from "./forms.server";

/** Where log-in and sign-up lead: the `next` path when it is on this site, else the account page. */
export function safeNext(value: unknown) {
  return safeRedirect(value, "/account");
}

export async function credentialsAction(request: Request, mode: "login" | "signup") {
  const form = await readForm(request, mode === "login" ? LogInSchema : SignUpSchema);
  const email = form.values.email ?? "";
  if (!form.ok) return data({ fields: form.fields, email }, { status: 400 });
  const db = primaryWrites(env.DB);
  const outcome = await (mode === "login" ? logIn : signUp)(db, request, form.data);
  if (!outcome.ok) {
    return data(
      { error: AUTH_ERRORS[outcome.error], email },
      { status: AUTH_STATUS[outcome.error], headers: retryAfterHeaders(outcome) },
    );
  }
  // The new session, and the bookmark that lets the next page's reads see it.
  const headers = bookmarkHeaders(request, db);
  headers.append("Set-Cookie", outcome.setCookie);
  return redirect(safeNext(form.values.next), { headers });
}
