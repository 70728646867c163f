/**
 * `npm run figures:gallery [-- worksheet|quiz ID]`: writes /tmp/figure-gallery.html with every figure
 * type drawn from sample data and every figure in the catalogue (or one item's), each with its text
 * alternative, so authors and reviewers can look at them (`chromium --headless --screenshot`).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { FigureSvg } from "../app/components/figure-svg.tsx";
import { figureAlt } from "../app/lib/figures/figure.ts";
import { FigureSchema, type Figure } from "../app/lib/figures/schema.ts";
import { FIGURE_SAMPLES } from "../tests/support/figure-samples.ts";

interface Entry {
  where: string;
  figure: Figure;
}

/** Every `figure` and `optionFigures` entry under an item, with where it is. */
function figuresIn(value: unknown, where: string, into: Entry[]) {
  if (Array.isArray(value)) value.forEach((each, index) => figuresIn(each, `${where}[${index}]`, into));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "figure") {
        const parsed = FigureSchema.safeParse(inner);
        into.push(parsed.success ? { where: `${where}.${key}`, figure: parsed.data } : { where: `${where}.${key} INVALID: ${parsed.error.issues[0]?.message}`, figure: inner as Figure });
      } else if (key === "optionFigures" && Array.isArray(inner)) {
        inner.forEach((each, index) => each && figuresIn({ figure: each }, `${where}.option ${String.fromCharCode(65 + index)}`, into));
      } else figuresIn(inner, `${where}.${key}`, into);
    }
  }
}

const [kind, id] = process.argv.slice(2);
const entries: Entry[] = [];
if (!kind) FIGURE_SAMPLES.forEach((figure, index) => entries.push({ where: `sample ${index + 1}: ${figure.type}`, figure }));
for (const file of ["worksheets", "quizzes"] as const) {
  if (kind && !file.startsWith(kind)) continue;
  const items = JSON.parse(readFileSync(`catalogue/${file}.json`, "utf8")) as { title: string }[];
  items.forEach((item, index) => {
    if (id !== undefined && String(index) !== id) return;
    figuresIn(item, `${file.slice(0, -1)} ${index} "${item.title}"`, entries);
  });
}

const cards = entries.map(({ where, figure }) => {
  const valid = FigureSchema.safeParse(figure).success;
  const svg = valid ? renderToStaticMarkup(<FigureSvg figure={figure} />) : "<p>(not drawn: invalid)</p>";
  const alt = valid ? figureAlt(figure) : "";
  return `<section><h2>${escape(where)}</h2>${svg}<p class="alt">${escape(alt)}</p></section>`;
});

function escape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

writeFileSync(
  "/tmp/figure-gallery.html",
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Figure gallery</title>
<style>body{font-family:"Noto Sans",system-ui,sans-serif;margin:16px;display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
section{border:1px solid #ccc;padding:8px;max-width:520px}h2{font-size:12px;margin:0 0 6px}.alt{font-size:12px;color:#333;max-width:500px}
svg.figure{display:block;max-width:100%;height:auto;background:#fff}</style>
${cards.join("\n")}</html>`,
);
console.log(`wrote /tmp/figure-gallery.html: ${entries.length} figures`);
