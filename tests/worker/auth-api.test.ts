import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "~/lib/accounts/passwords.server";
import { call } from "./fetch";
import { sessionSetCookie, Visitor } from "./visitor";
import { PASSWORD, signedUp, uniqueEmail } from "./fixtures";

describe("sign up", () => {
  test("keeps the anonymous account's balance and owned items, and issues a new __Host- session cookie", async () => {
    const visitor = new Visitor();
    await visitor.download("worksheet", 0);
    await visitor.download("quiz", 1);
    const anonymousCookie = visitor.cookie;
    const email = uniqueEmail();
    const response = await visitor.signUp(`  ${email.toUpperCase()} `);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.stringContaining("Check your email") });
    const cookie = sessionSetCookie(response)!;
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax", "Secure"]);
    expect(visitor.cookie).not.toBe(anonymousCookie);
    expect(await visitor.me()).toEqual({
      user: { email },
      freeDownloadsRemaining: 8,
      credits: 0,
      owned: expect.arrayContaining([
        { kind: "worksheet", id: 0 },
        { kind: "quiz", id: 1 },
      ]),
    });
    const stored = await env.DB.prepare("SELECT password_hash FROM accounts WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(stored?.password_hash).toMatch(new RegExp(`^pbkdf2-sha256\\$${PBKDF2_ITERATIONS}\\$`));
    const token = visitor.cookie!.split("=")[1];
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE id = ?").bind(token).first("n")).toBe(0);
  });

  test("a new visitor signing up starts with 10 free downloads", async () => {
    const { visitor } = await signedUp();
    expect(await visitor.me()).toMatchObject({ freeDownloadsRemaining: 10, credits: 0, owned: [] });
  });

  test("an email already registered gets the same answer as a new one and no session; bad input 400", async () => {
    const { email } = await signedUp();
    const again = await new Visitor().signUp(email);
    expect(again.status).toBe(200);
    expect(sessionSetCookie(again)).toBeNull();
    expect(await again.json()).toEqual({ message: expect.stringContaining("Check your email") });
    const short = await new Visitor().signUp(uniqueEmail(), "short");
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ fields: { password: expect.any(String) } });
    expect((await new Visitor().signUp("not-an-email")).status).toBe(400);
    expect((await new Visitor().post("/api/auth/signup", "{oops")).status).toBe(400);
    const empty = await new Visitor().post("/api/auth/login", "null");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "Some fields need attention.", fields: { email: expect.any(String) } });
  });

  test("over plain http on localhost the cookie drops Secure and the __Host- prefix, and still works", async () => {
    const response = await call("http://localhost:5173/api/auth/signup", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://localhost:5173" },
      body: JSON.stringify({ email: uniqueEmail(), password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = sessionSetCookie(response)!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax"]);
    const me = await call("http://localhost:5173/api/me", { headers: { Cookie: cookie.split(";")[0] } });
    expect(await me.json()).toMatchObject({ user: { email: expect.any(String) } });
    // The plain cookie is not accepted over https, where only the __Host- one is valid.
    const overHttps = await call("/api/me", { headers: { Cookie: cookie.split(";")[0] } });
    expect(await overHttps.json()).toMatchObject({ user: null });
  });
});

describe("log in and log out", () => {
  test("logging in issues a new token; logging out invalidates it on the server", async () => {
    const { visitor, email } = await signedUp();
    const signUpCookie = visitor.cookie;
    await visitor.logOut();
    expect(visitor.cookie).toBeNull();
    const stale = new Visitor();
    stale.cookie = signUpCookie;
    expect(await stale.me()).toMatchObject({ user: null });

    const login = await visitor.logIn(email);
    expect(login.status).toBe(200);
    expect(visitor.cookie).not.toBe(signUpCookie);
    const loggedIn = visitor.cookie;
    expect(await visitor.me()).toMatchObject({ user: { email } });
    const logout = await visitor.logOut();
    const cleared = sessionSetCookie(logout)!;
    expect(cleared).toMatch(/^__Host-session=; /);
    expect(cleared.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=0", "Path=/", "SameSite=Lax", "Secure"]);
    const replay = new Visitor();
    replay.cookie = loggedIn;
    expect(await replay.me()).toMatchObject({ user: null });
  });

  test("a wrong password and an unknown email get the same answer", async () => {
    const { email } = await signedUp();
    const wrong = await new Visitor().logIn(email, "not the password");
    const unknown = await new Visitor().logIn(uniqueEmail(), "not the password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});

test("PBKDF2-SHA256 at 100,000 iterations: verifies the right password only, and its cost is measured", async () => {
  const started = performance.now();
  const hash = await hashPassword(PASSWORD);
  const elapsed = performance.now() - started;
  expect(await verifyPassword(PASSWORD, hash)).toBe(true);
  expect(await verifyPassword("correct horse batterz", hash)).toBe(false);
  expect(await verifyPassword("anything", "md5$1$abc$def")).toBe(false);
  console.log(`PBKDF2-SHA256 x${PBKDF2_ITERATIONS}: ${elapsed.toFixed(1)} ms per hash`);
});
