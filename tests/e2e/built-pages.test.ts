/**
 * The pages the build made (docs/decisions/0036), against the served build: for every built path
 * and both banner variants, the built page is byte for byte what the Worker renders for a visitor
 * without a session (nonces aside), whatever the Worker's secrets; the served page is that file
 * with the response's nonce, from this build; and each runs its scripts in Chromium under the policy
 * it is served with, with no violation: none on the console (tests/e2e/browser.ts fails a test on
 * any) and no CSP issue in DevTools (a refused eval is reported only there).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { builtWorkerOptions, ROOT } from "../../scripts/built-worker";
import {
  BANNER_VARIANTS,
  BUILT_PAGES_ROOT,
  builtPageFile,
  eachConcurrently,
  type BannerVariant,
  type BuiltPagesManifest,
} from "../../worker/built-pages-files";
import { FAKE_STRIPE_SECRET_KEY, TEST_WEBHOOK_SECRET } from "../support/stripe-keys";
import { baseURL, useBrowser } from "./browser";

const CLIENT_DIR = join(ROOT, "build/client");

function readManifest(): BuiltPagesManifest {
  const builds = readdirSync(join(CLIENT_DIR, BUILT_PAGES_ROOT));
  expect(builds, "one build's pages in build/client").toHaveLength(1);
  return JSON.parse(readFileSync(join(CLIENT_DIR, BUILT_PAGES_ROOT, builds[0], "manifest.json"), "utf8")) as BuiltPagesManifest;
}

const withoutNonces = (html: string) => html.replaceAll(/ nonce="[^"]*"/g, ' nonce=""');
const builtFile = (manifest: BuiltPagesManifest, variant: BannerVariant, path: string) =>
  readFileSync(join(CLIENT_DIR, builtPageFile(manifest.build, variant, path)), "utf8");

let manifest: BuiltPagesManifest;
let paths: string[];

beforeAll(() => {
  manifest = readManifest();
  paths = Object.keys(manifest.pages);
});

describe("pages the build made", () => {
  test("cover every public page the sitemap lists", async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    expect(new Set(paths)).toEqual(new Set(listed));
    expect(paths.length).toBeGreaterThan(500);
    expect(manifest.siteUrl).toBe(baseURL());
  });

  describe("are what the Worker renders", () => {
    let renderer: Miniflare;
    let noPages: string;
    beforeAll(async () => {
      // The same build with static assets that hold no built pages: every page is rendered. Payments are
      // configured here and were not where the pages were made: a page without a session must not differ.
      noPages = mkdtempSync(join(tmpdir(), "studyshelf-no-pages-"));
      renderer = new Miniflare(
        convertV4MiniflareOptions({
          ...builtWorkerOptions({
            vars: {
              SITE_URL: manifest.siteUrl,
              STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
              STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
            },
            assetsDirectory: noPages,
          }),
        }),
      );
      await renderer.ready;
    }, 60_000);
    afterAll(async () => {
      await renderer?.dispose();
      rmSync(noPages, { recursive: true, force: true });
    });

    test("byte for byte, nonces aside, for every built path with the banner shown and dismissed", async () => {
      const differing: string[] = [];
      await eachConcurrently(paths, 4, async (path) => {
        for (const [variant, headers] of BANNER_VARIANTS) {
          const response = await renderer.dispatchFetch(`${manifest.siteUrl}${path}`, { headers });
          expect(response.headers.get("x-page-cache"), path).not.toBe("built");
          const rendered = withoutNonces(await response.text());
          if (rendered !== withoutNonces(builtFile(manifest, variant, path))) differing.push(`${path} (${variant})`);
        }
      });
      expect(differing).toEqual([]);
    }, 240_000);
  });

  test("are served to visitors without a session from this build, with the response's nonce", async () => {
    // A page the build did not make names the running Worker's build.
    const rendered = await (await fetch(`${baseURL()}/login`)).text();
    expect(rendered).toContain(`<meta name="build" content="${manifest.build}"/>`);
    const wrong: string[] = [];
    await eachConcurrently(paths, 4, async (path) => {
      for (const [variant, headers] of BANNER_VARIANTS) {
        const response = await fetch(`${baseURL()}${path}`, { headers });
        const body = await response.text();
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
        const expected = builtFile(manifest, variant, path).replaceAll(`nonce="${manifest.nonce}"`, `nonce="${nonce}"`);
        if (response.headers.get("x-page-cache") !== "built" || body !== expected) wrong.push(`${path} (${variant})`);
      }
    });
    expect(wrong).toEqual([]);
  }, 120_000);
});

describe("each built page in Chromium", () => {
  const browser = useBrowser();

  test("runs its scripts under the policy it is served with: it hydrates, with no violation", async () => {
    // Three tabs at once: several hundred pages one after another would take minutes.
    const tabs = await Promise.all([1, 2, 3].map(() => browser.page()));
    // What the console does not show: a refused eval (Zod probes for it as it loads) is only an issue.
    const issues: string[] = [];
    const queue = [...paths];
    await Promise.all(
      tabs.map(async (page) => {
        const devtools = await page.context().newCDPSession(page);
        devtools.on("Audits.issueAdded", ({ issue }) => {
          if (issue.code === "ContentSecurityPolicyIssue") issues.push(`${page.url()}: ${JSON.stringify(issue.details)}`);
        });
        await devtools.send("Audits.enable");
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const response = await page.goto(path);
          expect(response?.headers()["x-page-cache"], path).toBe("built");
          // Hydrated (browser.ts waits for React's props on the page) and the router is running.
          expect(await page.evaluate(() => "__reactRouterDataRouter" in window), path).toBe(true);
        }
      }),
    );
    expect(issues).toEqual([]);
  }, 600_000);
});
