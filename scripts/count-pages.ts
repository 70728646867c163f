/**
 * `npm run pages:count`: renders every worksheet and quiz in the catalogue as a PDF on A4 and on US
 * Letter and prints how many pages each takes (student pages and answer-key pages), per grade band,
 * plus how many 5-question worksheets for grades 3–8 fit one student page. It loads the PDF code
 * through Vite (the fonts are a virtual module built from the catalogue), so it counts what a
 * download would contain. `--json` prints every item's counts instead.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { createServer } from "vite";
import { pdfFonts } from "../app/lib/downloads/fonts/vite-plugin.ts";

const root = new URL("..", import.meta.url).pathname;
const server = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
  plugins: [pdfFonts({ catalogueDir: `${root}catalogue` })],
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
});

type Item = { kind: string; id: number; title: string; grades: { from: number; to: number }; questions: unknown[] };
const catalogue = (await server.ssrLoadModule("/app/lib/catalogue/catalogue.server.ts")) as {
  worksheetIndex: { items: Item[] };
  quizIndex: { items: Item[] };
};
const pdf = (await server.ssrLoadModule("/app/lib/downloads/pdf.server.ts")) as {
  renderItemPdf: (item: Item, options: { paper: "a4" | "letter" }) => Promise<Uint8Array>;
};

/** Student pages (before the answer key): the pages whose footer (read by poppler's pdftotext) does not say "Answer key". */
function studentPages(bytes: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), "studyshelf-pages-")), "item.pdf");
  writeFileSync(file, bytes);
  const pages = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).split("\f");
  return pages.filter((page) => /Page \d+ of \d+/.test(page) && !/Answer key · Page/.test(page)).length;
}
const band = (from: number) => (from <= 2 ? "K-2" : from <= 5 ? "3-5" : from <= 8 ? "6-8" : "9-12");

interface Row {
  kind: string;
  id: number;
  band: string;
  questions: number;
  a4: number;
  letter: number;
  a4Student: number;
  letterStudent: number;
}
const rows: Row[] = [];
for (const item of [...catalogue.worksheetIndex.items, ...catalogue.quizIndex.items]) {
  const [a4, letter] = [await pdf.renderItemPdf(item, { paper: "a4" }), await pdf.renderItemPdf(item, { paper: "letter" })];
  const pagesOf = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).getPageCount();
  rows.push({
    kind: item.kind,
    id: item.id,
    band: band(item.grades.from),
    questions: item.questions.length,
    a4: await pagesOf(a4),
    letter: await pagesOf(letter),
    a4Student: studentPages(a4),
    letterStudent: studentPages(letter),
  });
}
await server.close();

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(rows));
} else {
  const mean = (values: number[]) => (values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(2);
  console.log("kind       band   items  mean pages A4  mean pages Letter  (student pages + key)");
  for (const kind of ["worksheet", "quiz"]) {
    for (const name of ["K-2", "3-5", "6-8", "9-12", "all"]) {
      const group = rows.filter((row) => row.kind === kind && (name === "all" || row.band === name));
      if (group.length === 0) continue;
      console.log(
        `${kind.padEnd(10)} ${name.padEnd(6)} ${String(group.length).padStart(5)}  ${mean(group.map((r) => r.a4)).padStart(13)}  ${mean(group.map((r) => r.letter)).padStart(17)}`,
      );
    }
  }
  const histogram = (paper: "a4" | "letter" | "a4Student" | "letterStudent") => {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row[paper], (counts.get(row[paper]) ?? 0) + 1);
    return [...counts]
      .sort(([a], [b]) => a - b)
      .map(([pages, n]) => `${pages} pages: ${n}`)
      .join(", ");
  };
  console.log(`All pages, A4: ${histogram("a4")}`);
  console.log(`All pages, Letter: ${histogram("letter")}`);
  console.log(`Student pages, A4: ${histogram("a4Student")}`);
  console.log(`Student pages, Letter: ${histogram("letterStudent")}`);
  const five = rows.filter(
    (row) => row.kind === "worksheet" && row.questions === 5 && (row.band === "3-5" || row.band === "6-8"),
  );
  const fit = (paper: "a4Student" | "letterStudent") => five.filter((row) => row[paper] === 1).length;
  console.log(
    `5-question worksheets for grades 3–8 on one student page: A4 ${fit("a4Student")}/${five.length}, Letter ${fit("letterStudent")}/${five.length}, both ${five.filter((row) => row.a4Student === 1 && row.letterStudent === 1).length}/${five.length}`,
  );
}
