/**
 * `npm run catalogue:check`: validates catalogue/*.json with the build's schema and prints, per grade
 * band, how many questions of each type there are, so authors see a problem without a full build.
 */
import { readFileSync } from "node:fs";
import { validateCatalogue } from "../app/lib/catalogue/schema.ts";
import type { Question } from "../app/lib/questions/model.ts";
import { hasParts, typeOf } from "../app/lib/questions/kinds.ts";

const read = (name: string) => JSON.parse(readFileSync(new URL(`../catalogue/${name}`, import.meta.url), "utf8")) as unknown;
const catalogue = validateCatalogue({
  areas: read("areas.json"),
  categories: read("categories.json"),
  worksheets: read("worksheets.json"),
  quizzes: read("quizzes.json"),
});

const band = (to: number, from: number) => (to <= 2 ? "K-2" : from >= 9 ? "9-12" : to <= 5 ? "3-5" : "6-8");
const counts = new Map<string, Map<string, number>>();
const count = (row: string, column: string) => {
  const cells = counts.get(row) ?? new Map<string, number>();
  cells.set(column, (cells.get(column) ?? 0) + 1);
  counts.set(row, cells);
};
for (const item of [...catalogue.worksheets, ...catalogue.quizzes]) {
  const row = band(item.grades.to, item.grades.from);
  for (const question of item.questions as Question[]) {
    for (const unit of hasParts(question) ? question.parts : [question]) count(row, typeOf(unit));
  }
}
for (const [row, cells] of [...counts].sort()) {
  console.log(
    `${row}: ${[...cells]
      .sort()
      .map(([type, n]) => `${type} ${n}`)
      .join(", ")}`,
  );
}
console.log(`valid: ${catalogue.worksheets.length} worksheets, ${catalogue.quizzes.length} quizzes`);
