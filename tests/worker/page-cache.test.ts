import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { createRequestContext } from "~/lib/http/request-context.server";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/site/cache-headers";
import { PERSONAL_CACHE_CONTROL } from "../../worker/front-door/headers";
import { CACHE_STATUS_HEADER, cachedPage } from "../../worker/page-cache";

let served = 0;

/** Stands in for React Router: renders a numbered page so a cached copy is recognisable. */
function renderer(headers: Record<string, string> = { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL }, status = 200) {
  return (request: Request) => {
    served++;
    return Promise.resolve(
      new Response(`<p>render ${served} of ${new URL(request.url).pathname}</p>`, {
        status,
        headers: { "Content-Type": "text/html", ...headers },
      }),
    );
  };
}

async function visit(
  path: string,
  options: { render?: (request: Request) => Promise<Response>; init?: RequestInit; version?: string; nonce?: string } = {},
) {
  const context = createExecutionContext();
  const request = new Request(`https://studyshelf.test${path}`, options.init);
  const response = await cachedPage(
    request,
    context,
    {
      buildVersion: options.version ?? "v1",
      nonce: options.nonce ?? crypto.randomUUID(),
      visitor: createRequestContext(request, env.DB).visitor,
    },
    options.render ?? renderer(),
  );
  const body = await response.text();
  await waitOnExecutionContext(context);
  return {
    status: response.headers.get(CACHE_STATUS_HEADER),
    body,
    cacheControl: response.headers.get("cache-control"),
    headers: response.headers,
  };
}

/** A well-formed session token (43 base64url characters), as the session cookie carries it. */
const SESSION_COOKIE = `__Host-session=${"a".repeat(43)}`;

describe("the edge cache for public pages", () => {
  test("a public page is rendered once, then served from the cache", async () => {
    const first = await visit("/about-cache");
    const second = await visit("/about-cache");
    expect(first.status).toBe("miss");
    expect(second).toMatchObject({ status: "hit", body: first.body, cacheControl: PUBLIC_PAGE_CACHE_CONTROL });
  });

  test("the query string, the banner cookie and the build version are separate variants", async () => {
    const base = await visit("/variants?q=cells");
    expect((await visit("/variants?q=atoms")).body).not.toBe(base.body);
    const dismissed = await visit("/variants?q=cells", { init: { headers: { Cookie: "welcome_dismissed=1" } } });
    expect(dismissed.status).toBe("miss");
    expect(dismissed.body).not.toBe(base.body);
    expect((await visit("/variants?q=cells", { init: { headers: { Cookie: "welcome_dismissed=1" } } })).body).toBe(
      dismissed.body,
    );
    // Another deploy never serves HTML that points at the previous build's assets.
    expect((await visit("/variants?q=cells", { version: "v2" })).status).toBe("miss");
    expect((await visit("/variants?q=cells")).body).toBe(base.body);
  });

  test("pages that did not opt in, set a cookie or are not 200 are never cached", async () => {
    for (const [path, render] of [
      ["/private", renderer({ "Cache-Control": "private, no-store" })],
      ["/no-header", renderer({})],
      ["/cookie", renderer({ "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, "Set-Cookie": "session=abc" })],
      ["/missing", renderer({ "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL }, 404)],
    ] as const) {
      const first = await visit(path, { render });
      const second = await visit(path, { render });
      expect(first.status, path).toBe("bypass");
      expect(second.status, path).toBe("bypass");
      expect(second.body, path).not.toBe(first.body);
    }
  });

  test("a URL with a parameter no page reads is rendered every time and never stored", async () => {
    for (const path of ["/single-use?utm_source=newsletter", "/single-use?q=cells&fbclid=abc", "/single-use?Q=cells"]) {
      const first = await visit(path);
      const second = await visit(path);
      expect([first.status, second.status], path).toEqual(["bypass", "bypass"]);
      expect(second.body, path).not.toBe(first.body);
    }
    // The parameters pages read are kept, React Router's data requests included.
    for (const path of ["/kept?q=cells&subject=Science&grade=5&page=2&sort=newest", "/kept.data?answers=all&_routes=root"]) {
      await visit(path);
      expect((await visit(path)).status, path).toBe("hit");
    }
  });

  test("only GET requests go near the cache", async () => {
    await visit("/form");
    const posted = await visit("/form", { init: { method: "POST", body: "name=x" } });
    expect(posted.status).toBeNull();
    expect(posted.body).toMatch(/render \d+ of \/form/);
    expect((await visit("/form")).status).toBe("hit");
  });

  test("a cached page is served with the nonce of the response it is in, on the scripts that carried the stored one", async () => {
    // Renders with the nonce it was given, as app/entry.server.tsx does, plus an injected script without one.
    const withScripts = (nonce: string) => () =>
      Promise.resolve(
        new Response(
          `<script nonce="${nonce}">boot()</script><link rel="modulepreload" nonce="${nonce}" href="/a.js">` +
            `<p>${nonce}</p><script nonce="guessed">evil()</script><script>evil()</script>`,
          { headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } },
        ),
      );
    const first = await visit("/nonces", { nonce: "first-nonce", render: withScripts("first-nonce") });
    expect(first.status).toBe("miss");
    const second = await visit("/nonces", { nonce: "second-nonce", render: withScripts("second-nonce") });
    expect(second.status).toBe("hit");
    expect(second.body).toBe(
      `<script nonce="second-nonce">boot()</script><link rel="modulepreload" nonce="second-nonce" href="/a.js">` +
        `<p>first-nonce</p><script nonce="guessed">evil()</script><script>evil()</script>`,
    );
    expect([...second.headers.keys()].filter((name) => name.includes("nonce"))).toEqual([]);
    const third = await visit("/nonces", { nonce: "third-nonce" });
    expect(third.body).toContain(`<script nonce="third-nonce">boot()</script>`);
  });

  test("a cached page's nonce is rewritten in place, byte for byte, after any text (curly quotes, dashes, π)", async () => {
    const page = (nonce: string) => () =>
      Promise.resolve(
        new Response(`<p>“Café” – π ≈ 3.14</p><script nonce="${nonce}">boot()</script><p>é</p><style nonce="${nonce}"></style>`, {
          headers: { "Content-Type": "text/html", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
        }),
      );
    // The front door's nonces are all one length (16 random bytes in base64), as these are.
    const first = await visit("/nonce-bytes", { nonce: "AAAAAAAAAAAAAAAAAAAAAA==", render: page("AAAAAAAAAAAAAAAAAAAAAA==") });
    expect(first.status).toBe("miss");
    const second = await visit("/nonce-bytes", { nonce: "bbbbbbbbbbbbbbbbbbbbbb==" });
    expect(second.status).toBe("hit");
    expect(second.body).toBe(
      `<p>“Café” – π ≈ 3.14</p><script nonce="bbbbbbbbbbbbbbbbbbbbbb==">boot()</script><p>é</p><style nonce="bbbbbbbbbbbbbbbbbbbbbb=="></style>`,
    );
    expect([...second.headers.keys()].filter((name) => name.startsWith("x-page-") && name !== "x-page-cache")).toEqual([]);
  });

  test("a visitor with a session gets the page rendered for them: never from the cache, never stored, private", async () => {
    await visit("/with-session");
    const mine = { init: { headers: { Cookie: SESSION_COOKIE } } };
    const first = await visit("/with-session", mine);
    const second = await visit("/with-session", mine);
    expect(first).toMatchObject({ status: "bypass", cacheControl: PERSONAL_CACHE_CONTROL });
    expect(second.status).toBe("bypass");
    expect(second.body).not.toBe(first.body);
    // Visitors without a session still share the cached page, which the personal renders never replaced.
    const anonymous = await visit("/with-session");
    expect(anonymous.status).toBe("hit");
    expect(anonymous.body).not.toBe(first.body);
    // A cookie that is not a session token is not a session.
    expect((await visit("/with-session", { init: { headers: { Cookie: "__Host-session=short" } } })).status).toBe("hit");
  });

  test("the answer to a form post is private, whatever the page declared", async () => {
    const posted = await visit("/posted", { init: { method: "POST", body: "answer-0=42" } });
    expect(posted.cacheControl).toBe(PERSONAL_CACHE_CONTROL);
  });
});
