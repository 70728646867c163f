/**
 * `npm run figures:gallery [-- worksheet|quiz ID] [--out FILE]`: writes /tmp/figure-gallery.html (or FILE) with every figure
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
  /** Null when the catalogue's figure is invalid: `where` then says why. */
  figure: Figure | null;
}

/** Every `figure` and `optionFigures` entry under an item, with where it is. */
function figuresIn(value: unknown, where: string, into: Entry[]) {
  if (Array.isArray(value)) value.forEach((each, index) => figuresIn(each, `${where}[${index}]`, into));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "figure") {
        const parsed = FigureSchema.safeParse(inner);
        into.push(
          parsed.success
            ? { where: `${where}.${key}`, figure: parsed.data }
            : { where: `${where}.${key} INVALID: ${parsed.error.issues[0]?.message}`, figure: null },
        );
      } else if (key === "optionFigures" && Array.isArray(inner)) {
        (inner as unknown[]).forEach((each, index) => {
          if (each) figuresIn({ figure: each }, `${where}.option ${String.fromCharCode(65 + index)}`, into);
        });
      } else figuresIn(inner, `${where}.${key}`, into);
    }
  }
}

// `--out FILE` writes elsewhere, so sessions sharing /tmp do not overwrite each other's gallery.
const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args.splice(outAt, 2)[1]! : "/tmp/figure-gallery.html";
const [kind, id] = args;
const entries: Entry[] = [];
if (!kind) FIGURE_SAMPLES.forEach((figure, index) => entries.push({ where: `sample ${index + 1}: ${figure.type}`, figure }));
for (const [file, singular] of [
  ["worksheets", "worksheet"],
  ["quizzes", "quiz"],
] as const) {
  if (kind && !file.startsWith(kind)) continue;
  const items = JSON.parse(readFileSync(`catalogue/${file}.json`, "utf8")) as { title: string }[];
  items.forEach((item, index) => {
    if (id !== undefined && String(index) !== id) return;
    figuresIn(item, `${singular} ${index} "${item.title}"`, entries);
  });
}

const cards = entries.map(({ where, figure }) => {
  const svg = figure ? renderToStaticMarkup(<FigureSvg figure={figure} />) : "<p>(not drawn: invalid)</p>";
  const alt = figure ? figureAlt(figure) : "";
  return `<section><h2>${escape(where)}</h2>${svg}<p class="alt">${escape(alt)}</p></section>`;
});

function escape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

writeFileSync(
  out,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Figure gallery</title>
<style>body{font-family:"Noto Sans",system-ui,sans-serif;margin:16px;display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
section{border:1px solid #ccc;padding:8px;max-width:520px}h2{font-size:12px;margin:0 0 6px}.alt{font-size:12px;color:#333;max-width:500px}
svg.figure{display:block;max-width:100%;height:auto;background:#fff}</style>
${cards.join("\n")}</html>`,
);
console.log(`wrote ${out}: ${entries.length} figures`);
