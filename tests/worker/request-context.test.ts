/**
 * The request context (docs/decisions/0037): the visitor is looked up once per request and only
 * when they send a session cookie, and every answer's cookies are written once, by one rule.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { BOOKMARK_COOKIE } from "~/lib/database.server";
import { PASSWORD } from "../support/fixtures";
import { BASE, call } from "./fetch";
import { uniqueEmail } from "./fixtures";
import { Visitor } from "./visitor";

/** Every statement the app prepares, on the primary or on a D1 session over it. */
const prepared: string[] = [];
let sessionsOpened = 0;

beforeEach(() => {
  prepared.length = 0;
  sessionsOpened = 0;
  const prepare = env.DB.prepare.bind(env.DB);
  const withSession = env.DB.withSession.bind(env.DB);
  vi.spyOn(env.DB, "prepare").mockImplementation((query) => {
    prepared.push(query);
    return prepare(query);
  });
  vi.spyOn(env.DB, "withSession").mockImplementation((constraint) => {
    sessionsOpened += 1;
    const session = withSession(constraint);
    const sessionPrepare = session.prepare.bind(session);
    session.prepare = (query) => {
      prepared.push(query);
      return sessionPrepare(query);
    };
    return session;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const sessionLookups = () => prepared.filter((query) => /FROM sessions s JOIN accounts a/.test(query)).length;

/** The attributes of a Set-Cookie value, sorted, without its name and value. */
const attributes = (cookie: string) => cookie.split("; ").slice(1).sort();

describe("one visitor per request", () => {
  test("a page request without cookies asks D1 nothing", async () => {
    for (const path of ["/", "/account", "/worksheet/1", "/api/me"]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(prepared).toEqual([]);
    expect(sessionsOpened).toBe(0);
  });

  test("the account page of a signed-in visitor looks their session up once", async () => {
    const visitor = new Visitor();
    expect((await visitor.signUp(uniqueEmail())).status).toBe(200);
    prepared.length = 0;
    const page = await visitor.get("/account");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Log out");
    expect(sessionLookups()).toBe(1);
  });

  test("a download that creates the visitor's account and pays looks the session up at most once", async () => {
    const visitor = new Visitor();
    expect((await visitor.download("worksheet", 1)).status).toBe(200);
    prepared.length = 0;
    expect((await visitor.download("worksheet", 2)).status).toBe(200);
    expect(sessionLookups()).toBe(1);
  });
});

describe("cookies, written once on the way out by one rule", () => {
  test("a log-in form sets the session and the bookmark once each: HttpOnly, SameSite=Lax, the whole site, Secure", async () => {
    const email = uniqueEmail();
    const visitor = new Visitor();
    await visitor.signUp(email);
    const response = await new Visitor().postForm("/login", { email, password: PASSWORD });
    expect(response.status).toBe(302);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0]).sort()).toEqual([BOOKMARK_COOKIE, "__Host-session"].sort());
    for (const cookie of cookies)
      expect(attributes(cookie)).toEqual(expect.arrayContaining(["HttpOnly", "Path=/", "SameSite=Lax", "Secure"]));
  });

  test("over plain http to this machine the same cookies are not Secure (browsers would refuse them)", async () => {
    const local = "http://localhost:8787";
    const email = uniqueEmail();
    const response = await exports.default.fetch(
      new Request(`${local}/api/auth/signup`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: local, "CF-Connecting-IP": "203.0.113.77" },
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0]).sort()).toEqual([BOOKMARK_COOKIE, "session"].sort());
    for (const cookie of cookies) expect(attributes(cookie)).not.toContain("Secure");
  });

  test("the welcome banner's cookie follows the same Secure rule, and page code may read it", async () => {
    const response = await call("/banner", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE, Accept: "application/json" },
      body: new URLSearchParams({ returnTo: "/" }),
    });
    expect(response.status).toBe(200);
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie.split(";")[0]).toBe("welcome_dismissed=1");
    expect(attributes(cookie)).toEqual(["Max-Age=31536000", "Path=/", "SameSite=Lax", "Secure"]);
  });
});
