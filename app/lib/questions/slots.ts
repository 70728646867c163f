/**
 * The answerable units of an item's questions ("slots"): a question without parts is one slot, a
 * question with parts one slot per part. Scores count slots. Each slot has a stable key ("3", "2c")
 * that names its form fields, its stored answers and its row in a class's results; and the order in
 * which match and order questions show their shuffled side, fixed by the question's own text so the
 * page, the print, the PDF and the server agree without storing it.
 */
import type { Answerable, Question } from "./model.ts";
import { hasParts } from "./kinds.ts";

export const LETTERS = "ABCDEFGHIJKL";

export interface Slot {
  /** "3" for question 3, "2c" for part c of question 2. */
  key: string;
  /** What a reader sees: "3", "2 c)". */
  label: string;
  question: number;
  part: number | null;
  unit: Answerable;
}

export function partLetter(part: number) {
  return LETTERS[part].toLowerCase();
}

export function slotsOf(questions: readonly Question[]): Slot[] {
  return questions.flatMap((question, index): Slot[] =>
    hasParts(question)
      ? question.parts.map((unit, part) => ({
          key: `${index + 1}${partLetter(part)}`,
          label: `${index + 1} ${partLetter(part)})`,
          question: index,
          part,
          // A block marked `spelling` is a spelling skill in every part: no typo forgiven in any of them.
          unit: question.spelling && unit.spelling === undefined ? { ...unit, spelling: true } : unit,
        }))
      : [{ key: String(index + 1), label: String(index + 1), question: index, part: null, unit: question }],
  );
}

/** A 32-bit FNV-1a hash: a stable seed from text. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A fixed shuffle of 0…n-1 seeded by `seedText`, never the identity (which would give the answer
 * away): display position i shows original item `order[i]`.
 */
export function displayOrder(n: number, seedText: string): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let state = hash(seedText) || 1;
  for (let i = n - 1; i > 0; i--) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const j = state % (i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  if (n > 1 && order.every((item, i) => item === i)) order.push(order.shift()!);
  return order;
}

/** The right-hand column of a match question as shown: original pair indices, shuffled. */
export function matchOrder(unit: Extract<Answerable, { type: "match" }>) {
  return displayOrder(unit.pairs.length, unit.pairs.map((pair) => pair.right).join("\u0000"));
}

/** The steps of an order question as shown: original step indices, shuffled. */
export function stepOrder(unit: Extract<Answerable, { type: "order" }>) {
  return displayOrder(unit.steps.length, unit.steps.join("\u0000"));
}
