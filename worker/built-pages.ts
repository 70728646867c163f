/**
 * Pages the build made ahead of time (docs/decisions/0036). Every page that is the same for all
 * visitors without a session (home, items at their default version, topics, subjects, grades,
 * standards, the static pages) was rendered once by `npm run build` (scripts/build-pages.ts) into the
 * static assets, under this build's name, with a manifest. A GET for one of them, without a query and
 * without a session cookie, is answered from those bytes with this response's CSP nonce written in:
 * React never runs for it. Anything else (a query, a session, a form post, a path the build did not
 * make) returns null and is rendered as before.
 *
 * The bytes come from the static assets once per isolate and are then kept in memory (up to
 * MEMORY_BUDGET_BYTES, least recently used out first): the asset store is a round trip, and a page
 * served from memory costs about what a static file does.
 */
import { Buffer } from "node:buffer";
import type { Visitor } from "~/lib/accounts/visitor.server";
import { isBannerDismissed } from "~/lib/site/banner.server";
import { BUILD_ID } from "~/lib/site/build-id";
import { builtManifestFile, builtPageFile, type BannerVariant, type BuiltPagesManifest } from "./built-pages-files";
import { CACHE_STATUS_HEADER } from "./page-cache";

/** A page in memory: its bytes and where the stored nonce's value stands in them. */
interface Kept {
  bytes: Buffer;
  offsets: number[];
}

/** A build's manifest and the pages read so far, least recently used first (a Map keeps its order). */
interface BuiltPages {
  manifest: BuiltPagesManifest;
  kept: Map<string, Kept>;
  keptBytes: number;
}

const utf8 = new TextEncoder();
const MEMORY_BUDGET_BYTES = 24 * 1024 * 1024;

// One manifest read per isolate and asset store; a missing manifest (a build without pages, or the
// page-making step itself) means every page is rendered.
const builds = new WeakMap<Fetcher, Promise<BuiltPages | null>>();

function builtPagesIn(assets: Fetcher, origin: string) {
  let built = builds.get(assets);
  if (!built) {
    built = assets
      .fetch(new URL(builtManifestFile(BUILD_ID), origin))
      .then(async (response) =>
        response.ok ? { manifest: (await response.json()) as BuiltPagesManifest, kept: new Map(), keptBytes: 0 } : null,
      )
      .catch(() => null);
    builds.set(assets, built);
  }
  return built;
}

async function pageBytes(assets: Fetcher, origin: string, built: BuiltPages, variant: BannerVariant, path: string) {
  const key = `${variant}${path}`;
  const hit = built.kept.get(key);
  if (hit) {
    built.kept.delete(key);
    built.kept.set(key, hit);
    return hit;
  }
  const response = await assets.fetch(new URL(builtPageFile(built.manifest.build, variant, path), origin));
  if (!response.ok) return null;
  const bytes = Buffer.from(await response.arrayBuffer());
  const attribute = `nonce="${built.manifest.nonce}"`;
  const offsets: number[] = [];
  for (let at = bytes.indexOf(attribute); at !== -1; at = bytes.indexOf(attribute, at + attribute.length))
    offsets.push(at + 'nonce="'.length);
  const page = { bytes, offsets };
  built.kept.set(key, page);
  built.keptBytes += bytes.length;
  for (const [oldest, { bytes: evicted }] of built.kept) {
    if (built.keptBytes <= MEMORY_BUDGET_BYTES) break;
    built.kept.delete(oldest);
    built.keptBytes -= evicted.length;
  }
  return page;
}

/**
 * The built page for this request with `nonce` written over the stored one, or null when the
 * request must be rendered. React writes the nonce only as `nonce="…"` attributes and escapes quotes
 * in text, so the stored nonce's places are those attributes and nothing else.
 */
export async function builtPage(
  request: Request,
  visitor: Visitor,
  assets: Fetcher | undefined,
  nonce: string,
  siteOrigin: string,
) {
  if (!assets || request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.search !== "" || visitor.hasSessionCookie()) return null;
  const built = await builtPagesIn(assets, url.origin);
  const headers = built?.manifest.siteUrl === siteOrigin ? built.manifest.pages[url.pathname] : undefined;
  if (!built || !headers) return null;
  const variant: BannerVariant = isBannerDismissed(visitor.cookies) ? "dismissed" : "shown";
  const page = await pageBytes(assets, url.origin, built, variant, url.pathname);
  if (!page) return null;
  const fresh = utf8.encode(nonce);
  let body: Uint8Array<ArrayBuffer> | string;
  const stored = built.manifest.nonce;
  if (fresh.length === stored.length) {
    body = new Uint8Array(page.bytes);
    for (const at of page.offsets) body.set(fresh, at);
  } else {
    body = page.bytes.toString().replaceAll(`nonce="${stored}"`, `nonce="${nonce}"`);
  }
  return new Response(body, { headers: { ...headers, [CACHE_STATUS_HEADER]: "built" } });
}
