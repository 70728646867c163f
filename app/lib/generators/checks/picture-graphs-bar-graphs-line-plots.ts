/**
 * The independent check of "Picture Graphs, Bar Graphs and Line Plots": each question's graph is read
 * from its figure data (a picture graph's symbols times its key, a bar's value, a line plot's X marks
 * by length), each part's prompt is read for what it asks (one category, two put together, a
 * difference, the total, the most or fewest, the X marks at, above or across lengths), and the answer
 * recomputed from the graph. Graphs keep grade 2's four categories on a one-unit scale.
 */
import type { Figure } from "../../figures/schema";
import type { Answerable } from "../../questions/model";
import { hasParts } from "../../questions/kinds";
import type { GeneratedSheet, Level } from "../generator";
import { EasiestFirst, keyProblem } from "./parts";
import { sheetProblems } from "./sheet";

/** Each category's count as a child reads it off the graph; null for a figure that is not a graph. */
export function graphCounts(figure: Figure | undefined): Map<string, number> | null {
  if (figure?.type === "pictograph") {
    const each = figure.key.each;
    return new Map(figure.rows.map((row) => [row.label, Math.round(row.value / each) * each]));
  }
  if (figure?.type === "bar-graph") return new Map(figure.bars.map((bar) => [bar.label, bar.value]));
  if (figure?.type === "line-plot") return new Map(figure.marks.map((mark) => [mark.at, mark.count]));
  return null;
}

/** What a prompt asks of the graph, worked out, with its place in the easiest-first order. */
export function askGraph(prompt: string, counts: Map<string, number>): { value: number; rank: number } | null {
  const of = (label: string) => counts.get(label) ?? Number.NaN;
  const all = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const lengths = [...counts.keys()].map(Number);
  const rules: [RegExp, (match: RegExpExecArray) => number, number][] = [
    [/^How many \w+ are (\d+) (?:cm|inches) long\?$/, (m) => of(m[1]), 1],
    [/^How many \w+ were measured\?$/, () => all, 2],
    [
      /^How many \w+ are longer than (\d+) (?:cm|inches)\?$/,
      (m) => [...counts].filter(([at]) => Number(at) > Number(m[1])).reduce((sum, [, count]) => sum + count, 0),
      3,
    ],
    [/^How much longer is the longest than the shortest/, () => Math.max(...lengths) - Math.min(...lengths), 4],
    [/^How many children chose (\w+)\?$/, (m) => of(m[1]), 1],
    [/^How many children chose (\w+) or (\w+)\?$/, (m) => of(m[1]) + of(m[2]), 2],
    [/^How many books did (\w+) and (\w+) read in all\?$/, (m) => of(m[1]) + of(m[2]), 2],
    [/^(\w+) reads (\d+) more books\. How many has \1 read now\?$/, (m) => of(m[1]) + Number(m[2]), 2],
    [/^How many more (?:children chose|votes did) (\w+) (?:get )?than (\w+)\?$/, (m) => of(m[1]) - of(m[2]), 3],
    [/^How many more books did (\w+) read than (\w+)\?$/, (m) => of(m[1]) - of(m[2]), 3],
    [/^How many more books must (\w+) read to catch up with (\w+)\?$/, (m) => of(m[2]) - of(m[1]), 3],
    [/^How many fewer votes did (\w+) get than (\w+)\?$/, (m) => of(m[2]) - of(m[1]), 3],
    [/^How many children answered the \w+ question\?$/, () => all, 4],
  ];
  for (const [pattern, work, rank] of rules) {
    const match = pattern.exec(prompt);
    if (match) return { value: work(match), rank };
  }
  return null;
}

function graphProblems(where: string, figure: Figure | undefined, level: Level): string[] {
  const problems: string[] = [];
  if (figure?.type === "bar-graph" && figure.scale.step !== 1) problems.push(`${where}: a bar graph not in ones`);
  if (figure?.type === "pictograph" && figure.key.each !== 1) problems.push(`${where}: a symbol worth more than 1`);
  if (figure?.type !== "line-plot") {
    const counts = [...(graphCounts(figure)?.values() ?? [])];
    const most = level === "support" ? 8 : level === "core" ? 12 : 18;
    if (counts.length !== 4) problems.push(`${where}: ${counts.length} categories, not 4`);
    if (counts.some((count) => count < 1 || count > most)) problems.push(`${where}: a count outside 1 to ${most}`);
  }
  return problems;
}

export function checkPictureGraphsBarGraphsLinePlots(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  sheet.questions.forEach((question, index) => {
    if (!hasParts(question)) return;
    const counts = graphCounts(question.figure);
    problems.push(...graphProblems(`question ${index + 1}`, question.figure, level));
    for (const unit of question.parts as Answerable[]) {
      const where = `question ${index + 1} "${unit.question}"`;
      if (!counts) {
        problems.push(`${where}: no graph to read`);
        continue;
      }
      if (unit.type === "choice") {
        const fewest = /fewest/.test(unit.question);
        const target = fewest ? Math.min(...counts.values()) : Math.max(...counts.values());
        const right = unit.options.flatMap((option, at) => (counts.get(option) === target ? [at] : []));
        if (right.length !== 1) problems.push(`${where}: ${right.length} options are the ${fewest ? "fewest" : "most"}`);
        problems.push(...keyProblem(where, unit.correct.join(","), right.join(",")));
        order.next(index + 1, 1, where);
        continue;
      }
      const worked = askGraph(unit.question, counts);
      if (unit.type !== "number" || !worked || Number.isNaN(worked.value)) {
        problems.push(`${where}: not a question the checker can read from the graph`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, String(worked.value)));
      if (worked.value < 1) problems.push(`${where}: an answer of ${worked.value}`);
      order.next(index + 1, worked.rank, where);
    }
  });
  return problems;
}
