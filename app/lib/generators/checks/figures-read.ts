/**
 * What the kindergarten and grade 1 checkers share: reading a part's figure of the expected type (a
 * checker recomputes answers from the figure's data, never from the generator's key), and the level
 * ranges a part's numbers must stay inside.
 */
import type { FigureOf, FigureType } from "../../figures/schema";
import type { Answerable } from "../../questions/model";

/** The part's figure when it is of `type`; otherwise a problem is recorded and null returned. */
export function figureOf<T extends FigureType>(unit: Answerable, type: T, where: string, problems: string[]) {
  if (unit.figure?.type === type) return unit.figure as FigureOf<T>;
  problems.push(`${where}: expected a ${type} figure, found ${unit.figure?.type ?? "none"}`);
  return null;
}

/** The option figures of a choice, each of `type`; null (with a problem) when any is missing or another type. */
export function optionFiguresOf<T extends FigureType>(
  unit: Extract<Answerable, { type: "choice" }>,
  type: T,
  where: string,
  problems: string[],
) {
  const figures = unit.optionFigures ?? [];
  if (figures.length !== unit.options.length || figures.some((figure) => figure?.type !== type)) {
    problems.push(`${where}: every option needs a ${type} figure`);
    return null;
  }
  return figures as FigureOf<T>[];
}

/** Records a problem when `value` is outside [low, high] for the level. */
export function inRange(value: number, [low, high]: readonly [number, number], what: string, where: string, problems: string[]) {
  if (!Number.isInteger(value) || value < low || value > high)
    problems.push(`${where}: ${what} ${value} is outside ${low}–${high}`);
}
