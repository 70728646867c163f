/**
 * Building blocks the grade 3–4 generators share: a practice item with the size it is ordered by,
 * and a block of distinct items under one instruction, easiest first. The sign characters live here
 * so every prompt prints the same "−", "×" and "÷".
 */
import type { Answerable } from "../../questions/model";
import type { Random } from "../random";

export const MINUS = "\u2212";

/** One practice item and how hard it is: a block lists its items smallest size first. */
export interface Item {
  unit: Answerable;
  size: number;
  /** What makes two items the same exercise (e.g. 3 × 4 and 4 × 3); the prompt when left out. */
  key?: string;
}

export function numberItem(question: string, value: number | string, size: number, key?: string): Item {
  return { unit: { type: "number", question, value: String(value) }, size, key };
}

/** A choice item whose right options are those at `correct`. */
export function choiceItem(question: string, options: string[], correct: number[], size: number, key?: string): Item {
  return { unit: { type: "choice", question, options, correct }, size, key };
}

/** `count` items from `make`, none the same exercise as one already on the sheet, easiest first. */
export function block(random: Random, question: string, count: number, make: () => Item, seen: Set<string>) {
  const items = random.distinct(count, make, (item) => item.key ?? item.unit.question, seen);
  return { question, parts: items.sort((a, b) => a.size - b.size).map((item) => item.unit) };
}

/** First names for word problems, written so no sentence needs a pronoun. */
export const NAMES = ["Maya", "Leo", "Ava", "Sam", "Zara", "Omar", "Lily", "Noah", "Priya", "Ben", "Chen", "Rosa"] as const;

/** A blanks item: `text` with each gap as ___, and the one answer each gap takes. */
export function blanksItem(question: string, text: string, answers: (number | string)[], size: number, key?: string): Item {
  return { unit: { type: "blanks", question, text, blanks: answers.map((answer) => [String(answer)]) }, size, key };
}

/** 276544 → "276,544": grade 4 writes large numbers with commas between the periods. */
export function withCommas(n: number) {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
