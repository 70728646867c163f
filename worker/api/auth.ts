/** POST /api/auth/signup, /login and /logout with JSON `{ email, password }`; the session is a cookie. */
import { env } from "cloudflare:workers";
import { Hono, type Context } from "hono";
import { LogInSchema, SignUpSchema, logIn, logOut, parseCredentials, signUp, type AuthResult } from "~/lib/accounts/auth.server";
import { jsonError, readJson } from "./http";

async function credentials(c: Context, schema: typeof SignUpSchema | typeof LogInSchema) {
  const body = await readJson(c);
  if (!body.ok) return { ok: false as const, response: jsonError(c, 400, "The request body must be valid JSON.") };
  const parsed = parseCredentials(schema, body.value);
  if (!parsed.ok)
    return { ok: false as const, response: jsonError(c, 400, "Some fields need attention.", { fields: parsed.fields }) };
  return parsed;
}

function answer(c: Context, result: AuthResult) {
  c.header("Cache-Control", "private, no-store");
  if (!result.ok) {
    if (result.retryAfter) c.header("Retry-After", String(result.retryAfter));
    return jsonError(c, result.status, result.error);
  }
  c.header("Set-Cookie", result.setCookie);
  return c.json({ user: { email: result.email } });
}

export const auth = new Hono()
  .post("/signup", async (c) => {
    const parsed = await credentials(c, SignUpSchema);
    return parsed.ok ? answer(c, await signUp(env.DB, c.req.raw, parsed.credentials)) : parsed.response;
  })
  .post("/login", async (c) => {
    const parsed = await credentials(c, LogInSchema);
    return parsed.ok ? answer(c, await logIn(env.DB, c.req.raw, parsed.credentials)) : parsed.response;
  })
  .post("/logout", async (c) => {
    const { setCookie } = await logOut(env.DB, c.req.raw);
    c.header("Set-Cookie", setCookie);
    return c.json({ user: null });
  });
