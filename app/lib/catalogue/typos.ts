/**
 * When a typed word may be a slip of the keyboard for an accepted word. Shared by the quiz checker
 * (quiz-check.ts) and by the script that lists the real words no typo may ever be
 * (scripts/quiz-near-words.ts), so the two always agree on what "within typo distance" means.
 */

/**
 * How many single-letter edits a word of this many letters tolerates. Short words get none, so "swum"
 * is not "swam" and "C" is not "D".
 */
export function allowedTypos(letters: number) {
  if (letters <= 4) return 0;
  if (letters <= 8) return 1;
  if (letters <= 14) return 2;
  return 3;
}

/** Letters only: an apostrophe is not a letter the student had to type right. */
export function letterCount(word: string) {
  return word.replaceAll("'", "").length;
}

/**
 * Optimal string alignment distance: inserting, deleting or changing a letter, or swapping two
 * adjacent letters, each count as one edit, so "hyrdogen" is one slip from "hydrogen", not two.
 */
export function editDistance(a: string, b: string) {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        current[j] = Math.min(current[j], beforePrevious[j - 2] + 1);
      }
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * Whether `typed` is close enough in spelling to be a slip for `accepted` (two different lowercase
 * words). This alone does not forgive it: a typed word that is itself a real word is a different
 * answer, which the checker tells apart with the list this spelling test builds.
 * - The first letter must be right: close wrong answers often differ there ("decrescendo" for
 *   "crescendo", "effect" for "affect") and slips of the keyboard rarely do.
 * - An apostrophe the accepted word lacks is never a slip: "she'll" is not "shell".
 */
export function couldBeTypo(typed: string, accepted: string) {
  if (typed === accepted || typed[0] !== accepted[0]) return false;
  if (typed.includes("'") && !accepted.includes("'")) return false;
  const allowed = allowedTypos(letterCount(accepted));
  if (Math.abs(typed.length - accepted.length) > allowed) return false;
  return editDistance(typed, accepted) <= allowed;
}
