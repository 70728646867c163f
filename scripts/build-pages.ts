/**
 * The last step of `npm run build` (docs/decisions/0036): makes every page that is the same for all
 * visitors without a session, by asking the built Worker itself for it, so a built page is exactly
 * what the server renders. It runs the build in Miniflare with an empty database (a page that needs
 * D1 to render is not the same for everyone, and fails the build), reads the sitemap for the public
 * paths, renders each with the welcome banner shown and dismissed, keeps those the Worker declares
 * public (200, `Cache-Control: public`, no cookie), and writes them with a stand-in nonce and a
 * manifest into the static assets under the build's name.
 *
 * `node scripts/build-pages.ts [--site-url=URL]`: the pages name the site's own address (canonical
 * links), so a server on another address (the test suites, the benchmark) makes them again for it.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import {
  BANNER_VARIANTS,
  BUILT_PAGE_NONCE,
  BUILT_PAGES_ROOT,
  builtManifestFile,
  builtPageFile,
  eachConcurrently,
  type BannerVariant,
  type BuiltPagesManifest,
} from "../worker/built-pages-files.ts";
import { builtConfig, builtWorkerOptions, ROOT } from "./built-worker.ts";

const CLIENT_DIR = join(ROOT, "build/client");
/** The route headers a built page keeps; the front door adds the rest to every response. */
const PAGE_HEADERS = ["content-type", "cache-control", "content-language", "link", "vary"];
const CONCURRENCY = 4;

export interface BuiltPagesReport {
  build: string;
  siteUrl: string;
  pages: number;
  files: number;
  bytes: number;
  skipped: string[];
  ms: number;
}

function nonceOf(response: Response) {
  const nonce = response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  if (!nonce) throw new Error(`${response.url}: no CSP nonce in the response`);
  return nonce;
}

function buildOf(html: string, path: string) {
  const build = html.match(/<meta name="build" content="([^"]+)"/)?.[1];
  if (!build) throw new Error(`${path}: the page names no build (<meta name="build">)`);
  return build;
}

/** Makes the pages for `siteUrl` (default: the build's SITE_URL), replacing any made before. */
export async function makeBuiltPages({ siteUrl = builtConfig().vars.SITE_URL } = {}): Promise<BuiltPagesReport> {
  const started = performance.now();
  const origin = new URL(siteUrl).origin;
  rmSync(join(CLIENT_DIR, BUILT_PAGES_ROOT), { recursive: true, force: true });
  const miniflare = new Miniflare(convertV4MiniflareOptions(builtWorkerOptions({ vars: { SITE_URL: origin } })));
  try {
    const sitemap = await (await miniflare.dispatchFetch(`${origin}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
    if (paths.length === 0) throw new Error("the sitemap lists no pages");

    const manifest: BuiltPagesManifest = { build: "", siteUrl: origin, nonce: BUILT_PAGE_NONCE, pages: {} };
    const files = new Map<string, string>();
    const skipped: string[] = [];
    const render = async (path: string) => {
      const rendered: { variant: BannerVariant; html: string; headers: Record<string, string> }[] = [];
      for (const [variant, headers] of BANNER_VARIANTS) {
        const response = await miniflare.dispatchFetch(`${origin}${path}`, { headers });
        const html = await response.text();
        if (response.status >= 500) throw new Error(`${path} (${variant}): ${response.status}\n${html.slice(0, 2000)}`);
        const cacheControl = response.headers.get("cache-control") ?? "";
        if (response.status !== 200 || !/(^|,)\s*public\b/.test(cacheControl) || response.headers.has("set-cookie")) {
          skipped.push(`${path}: ${response.status} ${cacheControl}`);
          return;
        }
        const nonce = nonceOf(response as unknown as Response);
        rendered.push({
          variant,
          html: html.replaceAll(`nonce="${nonce}"`, `nonce="${BUILT_PAGE_NONCE}"`),
          headers: Object.fromEntries(
            PAGE_HEADERS.flatMap((name) => {
              const value = response.headers.get(name);
              return value === null ? [] : [[name, value]];
            }),
          ),
        });
      }
      for (const { variant, html, headers } of rendered) {
        const build = buildOf(html, path);
        if (manifest.build && build !== manifest.build) throw new Error(`${path} names build ${build}, not ${manifest.build}`);
        manifest.build = build;
        files.set(builtPageFile(build, variant, path), html);
        manifest.pages[path] = headers;
      }
    };
    await eachConcurrently([...new Set(paths)], CONCURRENCY, render);

    let bytes = 0;
    for (const [file, html] of files) {
      const target = join(CLIENT_DIR, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, html);
      bytes += Buffer.byteLength(html);
    }
    const manifestText = JSON.stringify(manifest);
    writeFileSync(join(CLIENT_DIR, builtManifestFile(manifest.build)), manifestText);
    return {
      build: manifest.build,
      siteUrl: origin,
      pages: Object.keys(manifest.pages).length,
      files: files.size + 1,
      bytes: bytes + manifestText.length,
      skipped,
      ms: performance.now() - started,
    };
  } finally {
    await miniflare.dispose();
  }
}

if (import.meta.main) {
  const siteUrl = process.argv.find((arg) => arg.startsWith("--site-url="))?.slice("--site-url=".length);
  const report = await makeBuiltPages({ siteUrl });
  console.log(
    `built pages: ${report.pages} pages (${report.files} files, ${(report.bytes / 2 ** 20).toFixed(1)} MiB) for ${report.siteUrl}, build ${report.build}, in ${(report.ms / 1000).toFixed(1)} s` +
      (report.skipped.length ? `; rendered per request instead: ${report.skipped.join("; ")}` : ""),
  );
}
