/**
 * `npm run standards:coverage`: the coverage table of issue 25 from the served catalogue (authored
 * and generated items): per set and grade, how many standards have 0, 1 and 2+ items, and whether
 * the K–5 targets hold (every mathematics standard a worksheet, every domain per grade a quiz, every
 * ELA RF and L standard an item, every NGSS DCI an item). `--gaps` also lists each uncovered code,
 * so authors can see what is missing. Loads the catalogue through Vite, like `pages:count`.
 */
import { createServer } from "vite";
import type { Standard } from "../app/lib/standards/standards.ts";

const root = new URL("..", import.meta.url).pathname;
const server = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  resolve: { tsconfigPaths: true },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
});

interface Item {
  kind: "worksheet" | "quiz";
  standards: { code: string }[];
}
const catalogue = (await server.ssrLoadModule("/app/lib/catalogue/catalogue.server.ts")) as {
  worksheetIndex: { items: Item[] };
  quizIndex: { items: Item[] };
};
const { ALL_STANDARDS } = (await server.ssrLoadModule("/app/lib/standards/standards.ts")) as {
  ALL_STANDARDS: readonly Standard[];
};
const { k5Gaps } = (await server.ssrLoadModule(
  "/app/lib/standards/coverage.ts",
)) as typeof import("../app/lib/standards/coverage.ts");
await server.close();

const items = [...catalogue.worksheetIndex.items, ...catalogue.quizIndex.items];
const parentOf = new Map(ALL_STANDARDS.map((standard) => [standard.code, standard.parent]));
/** code → the items teaching it (a tag on a lettered part counts toward its parent). */
const holders = new Map<string, Item[]>();
for (const item of items) {
  for (const code of new Set(item.standards.flatMap(({ code }) => [code, parentOf.get(code) ?? code]))) {
    holders.set(code, [...(holders.get(code) ?? []), item]);
  }
}
const count = (code: string, kind?: Item["kind"]) =>
  (holders.get(code) ?? []).filter((item) => !kind || item.kind === kind).length;
const gradeName = (grade: number) => (grade === 0 ? "K" : String(grade));

console.log(`${items.filter((item) => item.standards.length > 0).length} of ${items.length} items carry standards\n`);
console.log("| set | grade | standards | 0 items | 1 item | 2+ items |");
console.log("|---|---|---:|---:|---:|---:|");
for (const set of ["ccss-math", "ccss-ela", "ngss"]) {
  const bySet = ALL_STANDARDS.filter((standard) => standard.set === set);
  for (const grade of [...new Set(bySet.map((standard) => gradeName(standard.band[0])))]) {
    const list = bySet.filter((standard) => gradeName(standard.band[0]) === grade);
    const tally = [0, 1, 2].map((n) => list.filter((standard) => Math.min(count(standard.code), 2) === n).length);
    console.log(`| ${set} | ${grade} | ${list.length} | ${tally.join(" | ")} |`);
  }
}

const gaps = k5Gaps(ALL_STANDARDS, items);
const targets = [
  { name: "K–5 mathematics standards without a worksheet", missing: gaps.mathWithoutWorksheet },
  { name: "K–5 mathematics domains (per grade) without a quiz", missing: gaps.mathDomainsWithoutQuiz },
  {
    name: "K–5 ELA foundational skills (RF) and language (L) standards without an item",
    missing: gaps.elaFoundationsWithoutItem,
  },
  { name: "NGSS K–5 disciplinary core ideas without an item", missing: gaps.ngssIdeasWithoutItem },
];
console.log("");
for (const { name, missing } of targets) {
  console.log(`${name}: ${missing.length}${process.argv.includes("--gaps") && missing.length ? `\n  ${missing.join(" ")}` : ""}`);
}
