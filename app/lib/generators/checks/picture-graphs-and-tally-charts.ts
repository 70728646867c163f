/**
 * The independent check of "Reading Picture Graphs and Tally Charts": each group is counted from the
 * question's figure as a child reads it — pictures times the key's value, tallies in bundles of five
 * and the marks left over, a bar's height — and each prompt names the groups it asks about, which are
 * looked up by label. Three groups, counts in the level's range, the most and fewest never tied.
 */
import type { Figure } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { hasParts } from "../../questions/kinds";
import { inRange } from "./figures-read";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { sheetProblems } from "./sheet";

const RANGES = {
  support: { range: [1, 6], gap: 1 },
  core: { range: [1, 10], gap: 1 },
  challenge: { range: [3, 12], gap: 2 },
} as const satisfies Record<Level, { range: readonly [number, number]; gap: number }>;

const KINDS = ["pictograph", "tally-chart", "pictograph", "tally-chart", "bar-graph"];

/** Each group's count by its label (lower case), read from the chart. */
function groups(figure: Figure): Map<string, number> | null {
  if (figure.type === "pictograph") {
    const pictures = (value: number) => {
      let count = 0;
      for (let picture = 0; picture < value / figure.key.each; picture++) count += figure.key.each;
      return count;
    };
    return new Map(figure.rows.map((row) => [row.label.toLowerCase(), pictures(row.value)]));
  }
  if (figure.type === "tally-chart") {
    const tallies = (count: number) => {
      let marks = 0;
      for (let bundle = 0; bundle < Math.floor(count / 5); bundle++) marks += 5;
      return marks + (count % 5);
    };
    return new Map(figure.rows.map((row) => [row.label.toLowerCase(), tallies(row.count)]));
  }
  if (figure.type === "bar-graph") return new Map(figure.bars.map((bar) => [bar.label.toLowerCase(), bar.value]));
  return null;
}

export function checkPictureGraphsAndTallyCharts(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const { range, gap } = RANGES[level];
  sheet.questions.forEach((block, index) => {
    const question = index + 1;
    const at = `question ${question}`;
    const counts = block.figure ? groups(block.figure) : null;
    if (!hasParts(block) || !counts || block.figure?.type !== KINDS[index] || counts.size !== 3) {
      problems.push(`${at}: needs a ${KINDS[index]} of three groups shared by its parts`);
      return;
    }
    const values = [...counts.values()];
    for (const value of values) inRange(value, range, "count", at, problems);
    const sorted = [...values].sort((a, b) => a - b);
    if (sorted[1] - sorted[0] < gap || sorted[2] - sorted[1] < gap) problems.push(`${at}: two groups closer than ${gap}`);
    const count = (label: string | undefined) => counts.get(label ?? "") ?? null;
    for (const unit of block.parts) {
      const where = `${at} "${unit.question}"`;
      if (unit.figure) problems.push(`${where}: the parts share the question's chart`);
      const one = /^How many ([a-z]+)\?$/.exec(unit.question);
      const compare = /^How many (more|fewer) ([a-z]+) than ([a-z]+)\?$/.exec(unit.question);
      const all = /^How many [a-z ]+ in all\?$/.test(unit.question);
      const extreme = /^Which [a-z]+ has the (most|fewest)\?$/.exec(unit.question);
      let worked: number | null = null;
      if (unit.type === "choice" && extreme) {
        const target = extreme[1] === "most" ? Math.max(...values) : Math.min(...values);
        problems.push(...choiceProblems(where, unit, (option) => count(option.toLowerCase()) === target));
        order.next(question, 2, where);
        continue;
      }
      if (unit.type !== "number") {
        problems.push(`${where}: not a question about the chart`);
        continue;
      }
      if (one) worked = count(one[1]);
      else if (compare) {
        const [first, second] = [count(compare[2]), count(compare[3])];
        if (first !== null && second !== null) {
          const more = compare[1] === "more";
          if (more ? first <= second : first >= second) problems.push(`${where}: the comparison runs the wrong way`);
          worked = Math.abs(first - second);
        }
      } else if (all) worked = values.reduce((sum, value) => sum + value, 0);
      if (worked === null) {
        problems.push(`${where}: names a group the chart does not have`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, String(worked)));
      order.next(question, all ? 2 : 1, where);
    }
  });
  return problems;
}
