/**
 * The independent check of "Naming Flat and Solid Shapes": each shape is named from its drawing's
 * coordinates — corners counted, side lengths compared and corners tested for square (dot product 0) —
 * so a turned square is still a square and a tilted rectangle still a rectangle; a solid figure is
 * solid, a polygon or circle flat. Support shows nothing turned and no hexagons or pentagons.
 */
import type { Figure } from "../../figures/schema";
import type { GeneratedSheet, Level } from "../generator";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const NAMES = ["circle", "triangle", "square", "rectangle", "pentagon", "hexagon"];
const ALLOWED: Record<Level, string[]> = {
  support: NAMES.slice(0, 4),
  core: [...NAMES.slice(0, 4), "hexagon"],
  challenge: NAMES,
};

/** The corners a flat figure has (a circle none), or null for a solid. */
function cornersOf(figure: Figure): number | null {
  if (figure.type === "circle") return 0;
  if (figure.type === "polygon") return figure.vertices?.length ?? figure.regular ?? null;
  return null;
}

/** The name a child gives the flat shape, worked out from its corners and sides. */
function nameOf(figure: Figure): string | null {
  const corners = cornersOf(figure);
  if (corners === null || figure.type === "solid") return null;
  if (corners !== 4) return { 0: "circle", 3: "triangle", 5: "pentagon", 6: "hexagon" }[corners] ?? null;
  const points = figure.type === "polygon" ? figure.vertices : undefined;
  if (!points) return figure.type === "polygon" && figure.regular === 4 ? "square" : null;
  const sides = points.map((point, i) => {
    const next = points[(i + 1) % 4];
    return [next[0] - point[0], next[1] - point[1]];
  });
  const square = sides.every((side, i) => {
    const after = sides[(i + 1) % 4];
    return side[0] * after[0] + side[1] * after[1] === 0;
  });
  if (!square) return null;
  const lengths = new Set(sides.map(([x, y]) => x * x + y * y));
  return lengths.size === 1 ? "square" : "rectangle";
}

/** Whether the shape sits turned: not every side runs straight across or up and down. */
function turned(figure: Figure) {
  if (figure.type !== "polygon" || !figure.vertices) return false;
  const points = figure.vertices;
  if (points.length === 3) return points[0][1] !== points[1][1];
  return points.some((point, i) => {
    const next = points[(i + 1) % points.length];
    return point[0] !== next[0] && point[1] !== next[1];
  });
}

export function checkFlatAndSolidShapes(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  const allowed = ALLOWED[level];
  const fits = (figure: Figure, where: string) => {
    const name = nameOf(figure);
    if (figure.type === "solid") return;
    if (name === null || !allowed.includes(name))
      problems.push(`${where}: a shape this level does not name (${name ?? "unnamed"})`);
    if (level === "support" && turned(figure)) problems.push(`${where}: a turned shape in a support sheet`);
  };
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    if (question === 5) {
      const asked = /^Which shape is an? (\w+)\?$/.exec(unit.question)?.[1];
      const figures = unit.type === "choice" ? (unit.optionFigures ?? []) : [];
      if (unit.type !== "choice" || !asked || figures.length !== unit.options.length || figures.some((f) => !f)) {
        problems.push(`${where}: not a "find the shape" question`);
        continue;
      }
      const names = figures.map((figure) => (figure ? nameOf(figure) : null));
      for (const figure of figures) if (figure) fits(figure, where);
      problems.push(...choiceProblems(where, unit, (option) => names[unit.options.indexOf(option)] === asked));
      const right = figures[names.indexOf(asked)];
      order.next(question, right ? (cornersOf(right) ?? 0) : 0, where);
      continue;
    }
    const figure = unit.figure;
    if (!figure) {
      problems.push(`${where}: no shape drawn`);
      continue;
    }
    fits(figure, where);
    if (question === 1 && unit.type === "choice") {
      const name = nameOf(figure);
      problems.push(...choiceProblems(where, unit, (option) => option === name));
      order.next(question, cornersOf(figure) ?? 0, where);
    } else if (question === 2 && unit.type === "choice") {
      const solid = figure.type === "solid";
      problems.push(...choiceProblems(where, unit, (option) => option === (solid ? "solid" : "flat")));
      order.next(question, solid ? 1 : 0, where);
    } else if ((question === 3 || question === 4) && unit.type === "number") {
      const corners = cornersOf(figure);
      if (!corners) {
        problems.push(`${where}: no sides to count`);
        continue;
      }
      // A closed shape has as many sides as corners: each side runs from one corner to the next.
      problems.push(...keyProblem(where, unit.value, String(corners)));
      order.next(question, corners, where);
    } else problems.push(`${where}: not this block's kind of question`);
  }
  return problems;
}
