/**
 * The cache of rendered PDFs: the Workers Cache API (cache "printables"), with the files this
 * isolate served lately kept in its memory in front of it. A printable depends only on its item,
 * its paper size, its version and copies (a generated worksheet's) and the build (catalogue,
 * generators, fonts and layout all ship with a deploy), so the key is
 * exactly those: nothing about the visitor, and no signed-link parameter. Callers check the link and
 * the session before asking for the file (app/lib/downloads/paid-file.server.ts); the cache only
 * saves the render. It stores HTTP responses, so it is an HTTP adapter. In `vite dev` every
 * request renders afresh, so layout edits show at once.
 */
import { buildId } from "virtual:pdf-fonts";
import type { Printable } from "../downloads/printable";
import { versionCode } from "../generators/version";

const CACHE_NAME = "printables";
const ENABLED = !import.meta.env.DEV || import.meta.env.MODE === "test";

export type PdfCacheStatus = "hit" | "miss" | "off";

/**
 * The isolate's own copies, least recently used first, up to this many bytes (a typical printable is
 * 12–18 KB): a repeat fetch then costs no Cache API lookup either (docs/decisions/0022).
 */
const MEMORY_BUDGET_BYTES = 4 * 1024 * 1024;
const memory = new Map<string, Uint8Array>();
let memoryBytes = 0;

function recall(key: string) {
  const pdf = memory.get(key);
  if (pdf) {
    // Re-inserting moves it to the end: the most recently used.
    memory.delete(key);
    memory.set(key, pdf);
  }
  return pdf;
}

function remember(key: string, pdf: Uint8Array) {
  if (pdf.byteLength > MEMORY_BUDGET_BYTES || memory.has(key)) return;
  memory.set(key, pdf);
  memoryBytes += pdf.byteLength;
  for (const [oldest, old] of memory) {
    if (memoryBytes <= MEMORY_BUDGET_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= old.byteLength;
  }
}

/** The cache key: this deployment's origin, a path no route serves, the printable and the build. */
export function pdfCacheKey(origin: string, { item, paper, version, copies }: Printable, build = buildId) {
  const variant = version ? `/${versionCode(version)}` + (copies > 1 ? `/x${copies}` : "") : "";
  return new Request(`${origin}/__printables/${item.kind}/${item.id}/${paper}${variant}?build=${encodeURIComponent(build)}`);
}

/** The cached PDF for this item and paper, or a fresh render that is then stored. Later requests share the bytes: never change them. */
export async function cachedPdf(
  origin: string,
  printable: Printable,
  render: () => Promise<Uint8Array>,
): Promise<{ pdf: Uint8Array; cache: PdfCacheStatus }> {
  if (!ENABLED) return { pdf: await render(), cache: "off" };
  const key = pdfCacheKey(origin, printable);
  const kept = recall(key.url);
  if (kept) return { pdf: kept, cache: "hit" };
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(key);
  if (hit) {
    const pdf = new Uint8Array(await hit.arrayBuffer());
    remember(key.url, pdf);
    return { pdf, cache: "hit" };
  }
  const pdf = await render();
  remember(key.url, pdf);
  await cache.put(
    key,
    new Response(new Uint8Array(pdf), {
      headers: { "Content-Type": "application/pdf", "Cache-Control": "public, max-age=86400" },
    }),
  );
  return { pdf, cache: "miss" };
}
