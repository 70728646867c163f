/** Runs a log-in or sign-up form post for a page action: a redirect with the session cookie, or the form's errors. */
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { LogInSchema, SignUpSchema, logIn, parseCredentials, signUp } from "./auth.server";
import { isCrossOrigin } from "../origin.server";

/** Only same-site paths: "//evil.example" and "https://..." fall back to the account page. */
export function safeNext(value: unknown) {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")
    ? value
    : "/account";
}

export async function credentialsAction(request: Request, mode: "login" | "signup") {
  if (isCrossOrigin(request)) throw data({ message: "Cross-origin form posts are not allowed." }, { status: 403 });
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const input = { email, password: String(form.get("password") ?? "") };
  const parsed = parseCredentials(mode === "login" ? LogInSchema : SignUpSchema, input);
  if (!parsed.ok) return data({ fields: parsed.fields, email }, { status: 400 });
  const result = await (mode === "login" ? logIn : signUp)(env.DB, request, parsed.credentials);
  if (!result.ok) {
    const headers: HeadersInit = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : {};
    return data({ error: result.error, email }, { status: result.status, headers });
  }
  return redirect(safeNext(form.get("next")), { headers: { "Set-Cookie": result.setCookie } });
}
