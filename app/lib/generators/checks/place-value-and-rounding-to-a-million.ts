/**
 * The independent check of "Place Value and Rounding to 1,000,000", reading digits from the printed
 * strings: a digit's value is that digit followed by one 0 for each place to its right (the digit
 * must appear once); an expanded form is rebuilt digit by digit into its places and also evaluated
 * exactly; a comparison is decided by length and then digit by digit; a rounding looks at the digit
 * to the right of the place and adds one to the part on the left when it is 5 or more (half up, as the
 * example says). Then the level's sizes, nothing already rounded, and smallest first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { asText, evaluate } from "./expression";
import { choiceProblems, EasiestFirst, keyProblem } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

const VALUE = /^What is the value of the digit (\d) in ([\d,]+)\?$/;
const EXPANDED = /^What number is ([\d,]+(?: \+ [\d,]+)+)\?$/;
const COMPARE = /^Compare ([\d,]+) and ([\d,]+)\.$/;
const OPTION = /^([\d,]+) ([<=>]) ([\d,]+)$/;
const ROUND = /^Round ([\d,]+) to the nearest (ten|hundred|thousand|ten thousand|hundred thousand)\.$/;
const PLACES = ["ones", "ten", "hundred", "thousand", "ten thousand", "hundred thousand"];
const DIGITS: Record<Level, [number, number]> = { support: [4, 5], core: [5, 6], challenge: [6, 6] };

const plain = (text: string) => text.replace(/,/g, "");

/** "<", "=" or ">" from the digit strings alone: the longer is larger, else the first differing digit decides. */
function relation(a: string, b: string) {
  if (a.length !== b.length) return a.length < b.length ? "<" : ">";
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? "<" : ">";
  return "=";
}

/** Rounds a digit string half up at `place` (3 = thousands) by reading the digit to its right. */
export function roundDigits(digits: string, place: number) {
  const cut = digits.length - place;
  const head = cut > 0 ? BigInt(digits.slice(0, cut)) : 0n;
  const up = Number(digits[cut] ?? "0") >= 5 ? 1n : 0n;
  return String(head + up) + "0".repeat(place);
}

export function checkPlaceValueAndRoundingToAMillion(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    let match: RegExpExecArray | null;
    let numbers: string[];
    if (unit.type === "number" && (match = VALUE.exec(unit.question))) {
      const [digit, n] = [match[1], plain(match[2])];
      const at = n.indexOf(digit);
      if (at < 0 || n.lastIndexOf(digit) !== at || digit === "0") {
        problems.push(`${where}: the digit is not in the number exactly once`);
        continue;
      }
      problems.push(...keyProblem(where, unit.value, digit + "0".repeat(n.length - 1 - at)));
      numbers = [n];
    } else if (unit.type === "number" && (match = EXPANDED.exec(unit.question))) {
      const terms = match[1].split(" + ").map(plain);
      if (!terms.every((term, i) => /^[1-9]0*$/.test(term) && (i === 0 || term.length < terms[i - 1].length)))
        problems.push(`${where}: not an expanded form, largest place first`);
      const places = Array.from({ length: terms[0].length }, () => "0");
      for (const term of terms) places[places.length - term.length] = term[0];
      const built = places.join("");
      const exact = asText(evaluate(terms.join(" + ")));
      if (built !== exact) problems.push(`${where}: the places give ${built}, the evaluator ${exact}`);
      problems.push(...keyProblem(where, unit.value, built));
      numbers = [built];
    } else if (unit.type === "choice" && (match = COMPARE.exec(unit.question))) {
      const [a, b] = [plain(match[1]), plain(match[2])];
      const differing = [...a].filter((digit, i) => digit !== b[i]).length;
      if (a.length !== b.length || differing !== 1) problems.push(`${where}: the numbers do not differ in exactly one place`);
      problems.push(
        ...choiceProblems(where, unit, (option) => {
          const parts = OPTION.exec(option);
          return parts !== null && plain(parts[1]) === a && plain(parts[3]) === b && relation(a, b) === parts[2];
        }),
      );
      numbers = [a, b];
    } else if (unit.type === "number" && (match = ROUND.exec(unit.question))) {
      const [n, place] = [plain(match[1]), PLACES.indexOf(match[2])];
      if (/^0+$/.test(n.slice(n.length - place))) problems.push(`${where}: already a multiple of a ${match[2]}`);
      problems.push(...keyProblem(where, unit.value, roundDigits(n, place)));
      if (Number(roundDigits(n, place)) > 1_000_000) problems.push(`${where}: beyond 1,000,000`);
      numbers = [n];
    } else {
      problems.push(`${where}: not a place-value item the sheet may use`);
      continue;
    }
    const [least, most] = DIGITS[level];
    for (const n of numbers) {
      if (n.length < least || n.length > most) problems.push(`${where}: ${n.length} digits at ${level}`);
      if (n.length > 4 && !match.slice(1).some((printed) => printed.includes(",")))
        problems.push(`${where}: a large number without commas`);
    }
    order.next(question, Math.max(...numbers.map(Number)), where);
  }
  return problems;
}
