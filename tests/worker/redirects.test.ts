import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { BASE, call } from "./fetch";
import { PASSWORD, uniqueEmail } from "./fixtures";

/** A form post from the site's own pages, answered without following redirects, as a browser sees it. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: BASE,
      "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}`,
      ...headers,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** What the form's hidden field holds when the page was opened with `?next=` + this raw query value. */
const fromQuery = (raw: string) => new URLSearchParams(`next=${raw}`).get("next") ?? "";

const LEAVING_THE_SITE = [
  fromQuery("/%09/evil.example"),
  fromQuery("/%0a/evil.example"),
  "//evil.example",
  "/\\evil.example",
  "/.//evil.example",
  "https://evil.example/account",
  "javascript:alert(document.cookie)",
];

/**
 * Sign-up answers "check your email" for every address, with a Continue link to where the visitor
 * was going: the target a browser would follow next.
 */
async function continueTarget(response: Response) {
  expect(response.status).toBe(200);
  const html = await response.text();
  const link = /<a [^>]*href="([^"]*)"[^>]*>\s*Continue/.exec(html);
  return link ? link[1].replaceAll("&amp;", "&") : null;
}

describe("after signing up or logging in, the visitor stays on the site", () => {
  test.each(LEAVING_THE_SITE)("sign-up with next=%j goes to the account page", async (next) => {
    const response = await postForm("/signup", { email: uniqueEmail(), password: PASSWORD, next });
    expect(await continueTarget(response)).toBe("/account");
  });

  test.each(LEAVING_THE_SITE)("log-in with next=%j goes to the account page", async (next) => {
    const email = uniqueEmail();
    await postForm("/signup", { email, password: PASSWORD });
    const response = await postForm("/login", { email, password: PASSWORD, next });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account");
  });

  test("a next page on the site is kept, query and all", async () => {
    const relative = await postForm("/signup", {
      email: uniqueEmail(),
      password: PASSWORD,
      next: "/worksheet/3?answers=all",
    });
    expect(await continueTarget(relative)).toBe("/worksheet/3?answers=all");
    const absolute = await postForm("/signup", {
      email: uniqueEmail(),
      password: PASSWORD,
      next: `${BASE}/quiz/2`,
    });
    expect(await continueTarget(absolute)).toBe("/quiz/2");
  });

  test("a newline in next cannot fail the sign-up after the account was made: the visitor is signed in", async () => {
    const email = uniqueEmail();
    const response = await postForm("/signup", { email, password: PASSWORD, next: "/account\r\nSet-Cookie: x=1" });
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__Host-session="))).toBe(true);
    expect(await continueTarget(response)).toBe("/account");
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM accounts WHERE email = ?").bind(email).first("n")).toBe(1);
  });

  test("the log-in page carries only a safe next into its form", async () => {
    const page = await call(`/login?next=${encodeURIComponent("/\t/evil.example")}`);
    const html = await page.text();
    expect(html).toContain('<input type="hidden" name="next" value="/account"/>');
  });
});

describe("dismissing the welcome banner", () => {
  test.each(LEAVING_THE_SITE)("returnTo=%j goes back to the home page", async (returnTo) => {
    const response = await postForm("/banner", { returnTo }, { Accept: "text/html" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/^welcome_dismissed=1/);
  });

  test("returnTo a page on the site goes back there", async () => {
    const response = await postForm("/banner", { returnTo: "/math/all?page=2" }, { Accept: "text/html" });
    expect(response.headers.get("location")).toBe("/math/all?page=2");
  });

  test("a post from another site is refused", async () => {
    const response = await postForm("/banner", { returnTo: "/" }, { Origin: "https://evil.example", Accept: "text/html" });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
