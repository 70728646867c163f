/**
 * The independent check of "Shapes and Equal Shares": a shape's sides are counted from its corners,
 * and each corner is checked from the coordinates to be a real corner (the outline turns there by a
 * visible angle, the same way round every time), so the count a child sees is the count keyed; names
 * come from a table of corners; squares are counted row by row; a shaded share is read from the
 * fraction model and matched to the option's words, with no other option naming the same amount.
 */
import type { Figure } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const CORNERS_OF: Record<string, number> = { triangle: 3, quadrilateral: 4, pentagon: 5, hexagon: 6 };
const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3 };
const SHARES: Record<string, number> = { half: 2, halves: 2, third: 3, thirds: 3, fourth: 4, fourths: 4 };

/** "two thirds" → [2, 3]; null for words that are not a share. */
export function shareOf(words: string): [number, number] | null {
  const [count, share] = words.split(" ");
  return COUNTS[count] && SHARES[share] ? [COUNTS[count], SHARES[share]] : null;
}

/**
 * The corners a child counts on a polygon figure; null when a corner is too flat to see, the outline
 * bends both ways, or the figure is not a polygon.
 */
export function visibleCorners(figure: Figure | undefined): number | null {
  if (figure?.type !== "polygon") return null;
  if (figure.regular) return figure.regular;
  const points = figure.vertices ?? [];
  let sign = 0;
  for (let at = 0; at < points.length; at++) {
    const [a, b, c] = [points[(at + points.length - 1) % points.length], points[at], points[(at + 1) % points.length]];
    const [ux, uy, vx, vy] = [b[0] - a[0], b[1] - a[1], c[0] - b[0], c[1] - b[1]];
    const cross = ux * vy - uy * vx;
    // sin of the turn: |u × v| / (|u| |v|); 20° is the least a child can be sure of.
    if (Math.abs(cross) / (Math.hypot(ux, uy) * Math.hypot(vx, vy)) < Math.sin((20 * Math.PI) / 180)) return null;
    if (sign !== 0 && Math.sign(cross) !== sign) return null;
    sign = Math.sign(cross);
  }
  return points.length;
}

export function checkShapesAndEqualShares(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const figure = unit.figure;
    if (figure?.type === "polygon") {
      const corners = visibleCorners(figure);
      if (corners === null || corners < 3 || corners > 6) {
        problems.push(`${where}: not a shape with 3 to 6 plain corners`);
        continue;
      }
      if ((level === "support") !== Boolean(figure.regular)) problems.push(`${where}: regular shapes are for support only`);
      if (unit.type === "number") problems.push(...keyProblem(where, unit.value, String(corners)));
      else if (unit.type === "choice") problems.push(...choiceProblems(where, unit, (option) => CORNERS_OF[option] === corners));
      else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
      order.next(question, corners, where);
    } else if (figure?.type === "array" && unit.type === "number") {
      let counted = 0;
      for (let row = 0; row < figure.rows; row++) counted += figure.columns;
      problems.push(...keyProblem(where, unit.value, String(counted)));
      if (figure.rows < 2 || figure.columns < 2) problems.push(`${where}: a single row or column`);
      order.next(question, counted, where);
    } else if (figure?.type === "fraction-model" && unit.type === "choice") {
      const { parts, shaded } = figure;
      problems.push(
        ...choiceProblems(where, unit, (option) => {
          const share = shareOf(option);
          return share !== null && share[0] * parts === shaded * share[1];
        }),
      );
      if (parts < 2 || parts > 4 || shaded >= parts) problems.push(`${where}: not a half, third or fourth share`);
      if (shaded > 1 !== (level === "challenge")) problems.push(`${where}: ${shaded} shaded at ${level}`);
      if (level === "support" && parts === 3) problems.push(`${where}: thirds in a support sheet`);
      order.next(question, parts, where);
    } else if (unit.type === "choice") {
      const sides = Number(/^Which shape has (\d) (?:angles|sides)\?$/.exec(unit.question)?.[1]);
      problems.push(...choiceProblems(where, unit, (option) => CORNERS_OF[option] === sides));
      order.next(question, sides, where);
    } else problems.push(`${where}: unexpected ${unit.type ?? "short"} item`);
  }
  return problems;
}
