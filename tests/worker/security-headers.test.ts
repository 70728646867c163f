import { env } from "cloudflare:workers";
import { RouterContextProvider, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, test, vi } from "vitest";
import { handleError } from "~/entry.server";
import { BASE, call } from "./fetch";
import { testStripe } from "./stripe";
import { Visitor, type DownloadBody } from "./visitor";
import { uniqueEmail } from "./fixtures";

// Forms may lead to Stripe Checkout: checkout.stripe.com, or here the local fake the tests point the site at.
const checkoutOrigin = new URL(env.STRIPE_API_BASE).origin.replace(/[.]/g, "\\.");
const CSP = new RegExp(
  `^default-src 'self'; script-src 'nonce-([A-Za-z0-9+/=_-]{16,})' 'strict-dynamic'; style-src 'self' 'nonce-\\1'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${checkoutOrigin}$`,
);

function expectProtected(response: Response, what: string) {
  const headers = response.headers;
  expect(headers.get("content-security-policy"), what).toMatch(CSP);
  expect(headers.get("strict-transport-security"), what).toBe("max-age=31536000; includeSubDomains");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), what).toMatch(/camera=\(\).*microphone=\(\).*payment=\(\)/);
  expect(headers.get("cross-origin-opener-policy"), what).toBe("same-origin");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
}

const nonceOf = (response: Response) => CSP.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("protective headers on every kind of response", () => {
  test("pages, .data, JSON, PDFs, redirects, refusals and plain text all carry them", async () => {
    const visitor = new Visitor();
    const download = await visitor.download("worksheet", 1);
    const { url } = (await download.json()) as DownloadBody;
    const responses: [string, Response][] = [
      ["page", await call("/about")],
      ["personal page", await visitor.get("/account")],
      ["missing page", await call("/no/such/page")],
      [".data", await call("/about.data")],
      ["JSON", await call("/api/worksheets/1")],
      ["JSON error", await call("/api/worksheets/nope")],
      ["download answer", download],
      ["PDF", await visitor.get(url)],
      ["redirect", await call("/logout", { redirect: "manual" })],
      ["robots.txt", await call("/robots.txt")],
      ["front-door refusal", await call("/about", { method: "DELETE" })],
      ["API refusal", await call("/api/me", { method: "PUT" })],
    ];
    expect(responses.find(([what]) => what === "PDF")?.[1].headers.get("content-type")).toBe("application/pdf");
    for (const [what, response] of responses) expectProtected(response, what);
  });

  test("every response has its own nonce, and every script and style element on a page carries it", async () => {
    const [first, second] = [await call("/worksheet/2"), await call("/worksheet/2")];
    const nonce = nonceOf(first);
    expect(nonce).toBeDefined();
    expect(nonceOf(second)).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const styles = html.match(/<style\b[^>]*>/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style).toContain(`nonce="${nonce}"`);
  });

  test("without a local Stripe fake, forms may lead only to the site and Stripe's own Checkout", async () => {
    const vars = env as unknown as Record<string, string | undefined>;
    const fake = vars.STRIPE_API_BASE;
    vars.STRIPE_API_BASE = undefined;
    try {
      const policy = (await call("/account")).headers.get("content-security-policy");
      expect(policy).toMatch(/; form-action 'self' https:\/\/checkout\.stripe\.com$/);
    } finally {
      vars.STRIPE_API_BASE = fake;
    }
  });

  test("HSTS is never sent over plain http to this machine", async () => {
    const response = await call("http://localhost:8787/about");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(response.headers.get("content-security-policy")).toMatch(CSP);
  });
});

describe("personal answers are never stored by caches", () => {
  test("the account, log-in, sign-up and checkout result pages, and the auth answers, are private, no-store", async () => {
    const visitor = new Visitor();
    const signUp = await visitor.signUp(uniqueEmail());
    for (const [what, response] of [
      ["sign-up answer", signUp],
      ["account", await visitor.get("/account")],
      ["log-in page", await call("/login")],
      ["sign-up page", await call("/signup")],
      ["checkout result", await visitor.get("/checkout-success?session_id=cs_test_unknown")],
      ["me", await visitor.get("/api/me")],
      ["log-out answer", await visitor.logOut()],
    ] as const)
      expect(response.headers.get("cache-control"), what).toBe("private, no-store");
  });
});

describe("pages refuse methods they do not answer", () => {
  test("a post to a page without a form is 405 with Allow, and is not logged as a server error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call("/about", {
      method: "POST",
      headers: { Origin: BASE, "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    const logged = errors.mock.calls;
    errors.mockRestore();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(logged).toEqual([]);
  });

  test("the page renderer logs real failures only, not React Router's refusals or client errors", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const args = {
      request: new Request(`${BASE}/account`, { method: "POST" }),
      params: {},
      context: new RouterContextProvider(),
    };
    handleError(new UNSAFE_ErrorResponseImpl(405, "Method Not Allowed", null), args);
    handleError(new UNSAFE_ErrorResponseImpl(404, "Not Found", null), args);
    handleError(
      new UNSAFE_ErrorResponseImpl(415, "Unsupported Media Type", { message: "This page accepts form posts only." }),
      args,
    );
    const failure = new Error("D1 is down");
    handleError(failure, args);
    const logged = errors.mock.calls.map((call) => call.map(String).join(" "));
    errors.mockRestore();
    // One line, the real failure's, with its message (app/lib/log.server.ts writes it as structured JSON).
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("D1 is down");
  });

  test("other methods are 405 with Allow before any route runs", async () => {
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
      const response = await call("/login", { method, headers: { Origin: BASE } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("GET, HEAD, POST");
    }
  });
});

describe("the site's own address comes from SITE_URL, never from the Host header", () => {
  const EVIL = "https://evil.example";

  test("the sitemap, robots.txt and canonical links name the configured site", async () => {
    expect(env.SITE_URL).toBe(BASE);
    const sitemap = await (await call(`${EVIL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${BASE}/about</loc>`);
    expect(sitemap).not.toContain("evil.example");
    expect(await (await call(`${EVIL}/robots.txt`)).text()).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const page = await (await call(`${EVIL}/about`)).text();
    expect(page).toContain(`<link rel="canonical" href="${BASE}/about"/>`);
    expect(page).not.toContain("evil.example");
  });

  test("Stripe sends the customer back to the configured site, whatever Host the checkout was started with", async () => {
    const visitor = new Visitor();
    await visitor.signUp(uniqueEmail("buyer"));
    const response = await call(`${EVIL}/api/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: EVIL, Cookie: visitor.cookie ?? "", "CF-Connecting-IP": visitor.ip },
      body: JSON.stringify({ pack: "pack-10" }),
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const session = await testStripe().checkout.sessions.retrieve(url.split("/").pop() ?? "");
    expect(session.success_url).toBe(`${BASE}/checkout-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${BASE}/checkout-cancel`);
  });
});
