/**
 * Prints each item's grades, difficulty and measured reading grade as a Markdown table, flagging
 * items that read far above their band. Usage:
 *   node tests/support/readability-report.ts [catalogue file ...]   (default: both catalogue files)
 * A file is either a catalogue array or a draft `{ "worksheets": [...], "quizzes": [...] }`.
 */
import { readFileSync } from "node:fs";
import { READING_GRADE_MARGIN, readingGrade } from "./readability.ts";

interface Item {
  title: string;
  description: string;
  difficulty?: string;
  grades?: { from: number; to: number };
  questions: { question: string }[];
}

const files = process.argv.slice(2);
const sources = files.length ? files : ["catalogue/worksheets.json", "catalogue/quizzes.json"];
console.log("| file | id | title | grades | difficulty | FK grade | far above? |\n|---|---|---|---|---|---|---|");
for (const file of sources) {
  const data = JSON.parse(readFileSync(file, "utf8")) as Item[] | { worksheets?: Item[]; quizzes?: Item[] };
  const lists: [string, Item[]][] = Array.isArray(data)
    ? [[file, data]]
    : [
        [`${file} worksheets`, data.worksheets ?? []],
        [`${file} quizzes`, data.quizzes ?? []],
      ];
  for (const [label, items] of lists) {
    items.forEach((item, id) => {
      const grade = readingGrade(item);
      const band = item.grades ? `${item.grades.from}–${item.grades.to}` : "none";
      const far = item.grades && grade > item.grades.to + READING_GRADE_MARGIN ? "YES" : "";
      console.log(`| ${label} | ${id} | ${item.title} | ${band} | ${item.difficulty ?? ""} | ${grade} | ${far} |`);
    });
  }
}
