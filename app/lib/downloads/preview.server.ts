/**
 * The item page's preview of a printable: page 1 of the PDF as the layout made it, on both papers
 * (the visitor's paper is chosen in the browser), with each paper's page count. Laying an item out
 * costs a few milliseconds, so an isolate keeps the latest ones; a build changes the layout, and a
 * build is a new isolate.
 */
import type { CatalogueItem } from "../catalogue/catalogue.server";
import { layoutItem } from "./layout.server";
import type { Box, LaidPage } from "./page-boxes";
import { PAPERS, type Paper } from "./paper";

export type PrintPreview = Record<Paper, { page: LaidPage; pages: number }>;

/** Items whose previews an isolate keeps, least recently used dropped first. */
const KEPT = 500;
const kept = new Map<string, PrintPreview>();

/** Positions to a hundredth of a point: the same drawing, a smaller page. */
const round = (value: number) => Math.round(value * 100) / 100;

function rounded(box: Box): Box {
  switch (box.kind) {
    case "text":
      return { ...box, x: round(box.x), y: round(box.y), width: round(box.width), size: round(box.size) };
    case "line":
      return { ...box, x1: round(box.x1), y1: round(box.y1), x2: round(box.x2), y2: round(box.y2) };
    case "rect":
      return { ...box, x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) };
    case "circle":
      return { ...box, cx: round(box.cx), cy: round(box.cy), r: round(box.r) };
    case "span":
      return { ...box, boxes: box.boxes.map(rounded) };
    case "figure":
      return { ...box, x: round(box.x), y: round(box.y) };
  }
}

export function printPreview(item: CatalogueItem): PrintPreview {
  const key = `${item.kind}:${item.id}:${item.wording}:${item.generated ? `${item.generated.level}:${item.generated.seed}` : ""}`;
  const found = kept.get(key);
  if (found) {
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const preview = Object.fromEntries(
    PAPERS.map((paper) => {
      const { pages } = layoutItem(item, paper);
      return [paper, { page: { ...pages[0], boxes: pages[0].boxes.map(rounded) }, pages: pages.length }];
    }),
  ) as PrintPreview;
  kept.set(key, preview);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return preview;
}
