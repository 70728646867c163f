/**
 * Pages made by the build (worker/built-pages.ts, docs/decisions/0036): a visitor without a session
 * gets the built bytes with this response's nonce, through the same front door, and React never runs
 * for them; a query, a session, a post, another build's or another address's pages are rendered.
 * The static assets are a stand-in here, so a built page is recognisable by its text.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { createRequestContext } from "~/lib/http/request-context.server";
import { BUILD_ID } from "~/lib/site/build-id";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/site/cache-headers";
import { builtPage } from "../../worker/built-pages";
import { BUILT_PAGE_NONCE, builtManifestFile, builtPageFile, type BuiltPagesManifest } from "../../worker/built-pages-files";
import worker from "../../worker/index";
import { BASE } from "./fetch";
import { signedInVisitor } from "./fixtures";

const SITE = new URL(BASE).origin;
const HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": PUBLIC_PAGE_CACHE_CONTROL };

function builtHtml(text: string, nonce = BUILT_PAGE_NONCE) {
  return `<!DOCTYPE html><html><head><style nonce="${nonce}">p{}</style></head><body><p>${text}</p><script nonce="${nonce}">1</script><script type="module" nonce="${nonce}">2</script></body></html>`;
}

/** Static assets holding a build's pages: counts what is asked of it. */
function assetStore({ build = BUILD_ID, siteUrl = SITE, paths = ["/about", "/"] } = {}) {
  const manifest: BuiltPagesManifest = {
    build,
    siteUrl,
    nonce: BUILT_PAGE_NONCE,
    pages: Object.fromEntries(paths.map((path) => [path, HEADERS])),
  };
  const files = new Map<string, string>([[builtManifestFile(build), JSON.stringify(manifest)]]);
  for (const path of paths) {
    files.set(builtPageFile(build, "shown", path), builtHtml(`built ${path} with the banner`));
    files.set(builtPageFile(build, "dismissed", path), builtHtml(`built ${path} without the banner`));
  }
  const asked: string[] = [];
  const assets = {
    fetch(input: RequestInfo | URL) {
      const path = new URL(input instanceof Request ? input.url : input).pathname;
      asked.push(path);
      const body = files.get(path);
      return Promise.resolve(body === undefined ? new Response("Not found", { status: 404 }) : new Response(body));
    },
  } as unknown as Fetcher;
  return { assets, asked };
}

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";

async function built(path: string, init: RequestInit = {}, store = assetStore(), nonce = NONCE) {
  const request = new Request(`${BASE}${path}`, init);
  const response = await builtPage(request, createRequestContext(request, env.DB).visitor, store.assets, nonce, SITE);
  return response && { status: response.headers.get("x-page-cache"), headers: response.headers, body: await response.text() };
}

describe("a page the build made", () => {
  test("is served to a visitor without a session with this response's nonce on every script and style", async () => {
    const page = await built("/about");
    expect(page).toMatchObject({ status: "built", body: builtHtml("built /about with the banner", NONCE) });
    expect(page?.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(page?.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  test("takes a nonce of another length than the stored one just as well", async () => {
    const page = await built("/about", {}, assetStore(), "short");
    expect(page?.body).toBe(builtHtml("built /about with the banner", "short"));
  });

  test("comes without the welcome banner for a visitor who dismissed it", async () => {
    const page = await built("/", { headers: { Cookie: "welcome_dismissed=1" } });
    expect(page?.body).toContain("built / without the banner");
  });

  test("is read from the static assets once, then kept in memory", async () => {
    const store = assetStore();
    await built("/about", {}, store);
    await built("/about", {}, store);
    const second = await built("/about", {}, store);
    expect(second?.body).toContain("built /about");
    expect(store.asked.filter((path) => path.endsWith("about.html"))).toHaveLength(1);
    expect(store.asked.filter((path) => path.endsWith("manifest.json"))).toHaveLength(1);
  });

  test("is not used for a query, a session, a post, a path the build did not make, or another address", async () => {
    expect(await built("/about?answers=1")).toBeNull();
    expect(await built("/about", { headers: { Cookie: `__Host-session=${"a".repeat(43)}` } })).toBeNull();
    expect(await built("/about", { method: "POST" })).toBeNull();
    expect(await built("/about", { method: "HEAD" })).toBeNull();
    expect(await built("/login")).toBeNull();
    expect(await built("/about", {}, assetStore({ siteUrl: "https://elsewhere.example" }))).toBeNull();
  });

  test("of another build is never served: a Worker reads only its own build's manifest", async () => {
    const store = assetStore({ build: "an-older-build" });
    expect(await built("/about", {}, store)).toBeNull();
    expect(store.asked).toEqual([builtManifestFile(BUILD_ID)]);
  });
});

describe("the front door with pages the build made", () => {
  async function visit(path: string, store: ReturnType<typeof assetStore>, headers: Record<string, string> = {}) {
    const context = createExecutionContext();
    const response = await worker.fetch(new Request(`${BASE}${path}`, { headers }), { ...env, ASSETS: store.assets }, context);
    const body = await response.text();
    await waitOnExecutionContext(context);
    return { response, body };
  }

  test("an anonymous visitor gets the built page, never the renderer, with the same protective headers", async () => {
    const { response, body } = await visit("/about", assetStore());
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeDefined();
    // The stand-in's text: React rendered nothing, or the page would be the real About page.
    expect(body).toBe(builtHtml("built /about with the banner", nonce));
    expect(response.headers.get("x-page-cache")).toBe("built");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  test("a signed-in visitor gets the page rendered for them, with their own header", async () => {
    const visitor = await signedInVisitor("built");
    const store = assetStore();
    const { response, body } = await visit("/about", store, { Cookie: visitor.cookie ?? "" });
    expect(response.headers.get("x-page-cache")).not.toBe("built");
    expect(body).not.toContain("built /about");
    expect(body).toMatch(/About StudyShelf/);
    expect(body).toContain("Log out");
    expect(store.asked.some((path) => path.endsWith(".html"))).toBe(false);
  });

  test("the build's own files are not served at their asset paths", async () => {
    const { response } = await visit(builtPageFile(BUILD_ID, "shown", "/about"), assetStore());
    expect(response.status).toBe(404);
  });
});
