/**
 * The independent check of "Factors, Multiples, Primes and Composites", by trial division: a number's
 * factors are every whole number from 1 to it that leaves no remainder (a factor pair is two at mirror
 * places in that list, confirmed by the inverse operation), a prime is a number with
 * exactly two factors, and a multiple of k is a number k divides. Every choice is judged option by
 * option that way. Then whole numbers from 2 to 100, the level's ranges, and smallest first.
 */
import type { GeneratedSheet, Level } from "../generator";
import { numbersIn } from "./expression";
import { choiceProblems, EasiestFirst, keyProblem, solveByInverse } from "./parts";
import { itemsOf, sheetProblems } from "./sheet";

/** Every factor of n, trying each whole number from 1 to n. */
export function trialFactors(n: number) {
  const found: number[] = [];
  for (let d = 1; d <= n; d++) if (n % d === 0) found.push(d);
  return found;
}

const PAIR = /^(\d+) = (\d+) × \?$/;
const COUNT = /^How many factors does (\d+) have\?$/;
const PRIME = /^Is (\d+) prime or composite\?$/;
const MULTIPLE = /^Which number is a multiple of (\d+)\?$/;
const ALL = /^Choose all the factors of (\d+)\.$/;
const LARGEST: Record<Level, number> = { support: 50, core: 100, challenge: 100 };

export function checkFactorsMultiplesPrimes(sheet: GeneratedSheet, level: Level): string[] {
  const problems = sheetProblems(sheet);
  const order = new EasiestFirst(problems);
  for (const { question, unit } of itemsOf(sheet)) {
    const where = `question ${question} "${unit.question}"`;
    const q = unit.question;
    let size: number;
    if (unit.type === "number" && PAIR.test(q)) {
      const [n, k] = numbersIn(q);
      // The other factor is the one trial division pairs with k: n's factor at the mirror position.
      const found = trialFactors(n);
      const at = found.indexOf(k);
      const other = at < 0 ? null : found[found.length - 1 - at];
      if (other === null || solveByInverse(q) !== other) problems.push(`${where}: ${k} is not a factor of ${n}`);
      else problems.push(...keyProblem(where, unit.value, String(other)));
      if (Math.min(k, other ?? 0) < (level === "challenge" ? 3 : 2))
        problems.push(`${where}: too easy a factor pair for ${level}`);
      size = n;
    } else if (unit.type === "number" && COUNT.test(q)) {
      const [n] = numbersIn(q);
      problems.push(...keyProblem(where, unit.value, String(trialFactors(n).length)));
      size = n;
    } else if (unit.type === "choice" && PRIME.test(q)) {
      const [n] = numbersIn(q);
      if (n < 2) problems.push(`${where}: ${n} is neither prime nor composite`);
      problems.push(
        ...choiceProblems(where, unit, (option) => option === (trialFactors(n).length === 2 ? "Prime" : "Composite")),
      );
      size = n;
    } else if (unit.type === "choice" && MULTIPLE.test(q)) {
      const [k] = numbersIn(q);
      if (unit.options.some((option) => !/^\d+$/.test(option))) problems.push(`${where}: an option is not a whole number`);
      problems.push(...choiceProblems(where, unit, (option) => trialFactors(Number(option)).includes(k)));
      if (Math.max(...unit.options.map(Number)) > LARGEST[level]) problems.push(`${where}: an option beyond ${LARGEST[level]}`);
      size = k;
    } else if (unit.type === "choice" && ALL.test(q)) {
      const [n] = numbersIn(q);
      const found = trialFactors(n);
      if (unit.options.some((option) => option === "1" || option === String(n)))
        problems.push(`${where}: 1 or the number itself offered`);
      problems.push(...choiceProblems(where, unit, (option) => found.includes(Number(option)), true));
      size = n;
    } else {
      problems.push(`${where}: not a factors item the sheet may use`);
      continue;
    }
    if (size < 2 || size > 100) problems.push(`${where}: ${size} is not from 2 to 100`);
    if (level === "support" && numbersIn(q).some((n) => n > 30)) problems.push(`${where}: beyond 30 at support`);
    if (level === "challenge" && !MULTIPLE.test(q) && size < 50) problems.push(`${where}: under 50 at challenge`);
    order.next(question, size, where);
  }
  return problems;
}
