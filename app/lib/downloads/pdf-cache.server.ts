/**
 * The cache of rendered PDFs (Workers Cache API, cache "printables"). A printable depends only on
 * its item, its paper size and the build (catalogue, fonts and layout all ship with a deploy), so
 * the key is exactly those: nothing about the visitor, and no signed-link parameter. Callers check
 * the link, the session and the entitlement before asking for the file; the cache only saves the
 * render. In `vite dev` every request renders afresh, so layout edits show at once.
 */
import { buildId } from "virtual:pdf-fonts";
import type { ItemRef } from "../catalogue/item-ref";
import type { Paper } from "./paper";

const CACHE_NAME = "printables";
const ENABLED = !import.meta.env.DEV || import.meta.env.MODE === "test";

export type PdfCacheStatus = "hit" | "miss" | "off";

/** The cache key: this deployment's origin, a path no route serves, the item, the paper and the build. */
export function pdfCacheKey(origin: string, item: ItemRef, paper: Paper, build = buildId) {
  return new Request(`${origin}/__printables/${item.kind}/${item.id}/${paper}?build=${encodeURIComponent(build)}`);
}

/** The cached PDF for this item and paper, or a fresh render that is then stored. */
export async function cachedPdf(
  origin: string,
  { item, paper }: { item: ItemRef; paper: Paper },
  render: () => Promise<Uint8Array>,
): Promise<{ pdf: Uint8Array; cache: PdfCacheStatus }> {
  if (!ENABLED) return { pdf: await render(), cache: "off" };
  const cache = await caches.open(CACHE_NAME);
  const key = pdfCacheKey(origin, item, paper);
  const hit = await cache.match(key);
  if (hit) return { pdf: new Uint8Array(await hit.arrayBuffer()), cache: "hit" };
  const pdf = await render();
  await cache.put(
    key,
    new Response(new Uint8Array(pdf), {
      headers: { "Content-Type": "application/pdf", "Cache-Control": "public, max-age=86400" },
    }),
  );
  return { pdf, cache: "miss" };
}
