/**
 * POST /api/auth/signup, /login and /logout with JSON `{ email, password }`; the session is a cookie,
 * and the D1 bookmark cookie makes the new session visible to the visitor's next reads. Sign-up
 * answers the same 200 "check your email" for a new and a registered address; only a new account's
 * answer logs the visitor in.
 */
import { Hono, type Context } from "hono";
import type { z } from "zod";
import {
  AUTH_ERRORS,
  logIn,
  logOut,
  SIGN_UP_SENT,
  signUp,
  type AuthOutcome,
  type SignUpOutcome,
} from "~/lib/accounts/auth.server";
import { LogInSchema, SignUpSchema } from "~/lib/accounts/credentials";
import { AUTH_STATUS, retryAfterHeaders } from "~/lib/http/auth-status";
import type { RequestContextVariables } from "~/lib/http/request-context.server";
import { fieldErrors } from "~/lib/schemas";
import { jsonError } from "./errors";
import { jsonBody } from "./validate";

function credentialsRefusal(error: z.ZodError<z.input<typeof SignUpSchema>> | null, c: Context) {
  const fields = error ? fieldErrors(error) : {};
  // A body that is not an object names no field: point at the first one.
  if (!fields.email && !fields.password) fields.email = "Please enter your email and password.";
  return jsonError(c, 400, "Some fields need attention.", { fields });
}

function refusal(c: Context, outcome: Exclude<AuthOutcome | SignUpOutcome, { ok: true }>) {
  for (const [name, value] of Object.entries(retryAfterHeaders(outcome))) c.header(name, value);
  return jsonError(c, AUTH_STATUS[outcome.error], AUTH_ERRORS[outcome.error]);
}

function answer(c: Context, outcome: AuthOutcome) {
  if (!outcome.ok) return refusal(c, outcome);
  return c.json({ user: { email: outcome.email } });
}

/** What a sign-up answers, for a new and a registered address alike. */
export type SignUpResponse = { message: string };

function signUpAnswer(c: Context, outcome: SignUpOutcome) {
  if (!outcome.ok) return refusal(c, outcome);
  return c.json<SignUpResponse>({ message: SIGN_UP_SENT });
}

// Each writes through the request's write session; the front door then sets its bookmark cookie.
export const auth = new Hono<RequestContextVariables>()
  .post("/signup", jsonBody(SignUpSchema, credentialsRefusal), async (c) => {
    const { visitor, db } = c.var.requestContext;
    return signUpAnswer(c, await signUp(db.writes(), visitor, c.req.valid("json")));
  })
  .post("/login", jsonBody(LogInSchema, credentialsRefusal), async (c) => {
    const { visitor, db } = c.var.requestContext;
    return answer(c, await logIn(db.writes(), visitor, c.req.valid("json")));
  })
  .post("/logout", async (c) => {
    const { visitor, db } = c.var.requestContext;
    await logOut(db.writes(), visitor);
    return c.json({ user: null });
  });
