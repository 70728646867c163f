/**
 * The independent check of "Greatest Common Factor and Least Common Multiple": the generator uses
 * Euclid's algorithm; this checker factorises both numbers into primes by trial division and takes
 * the lower power of each prime for the GCF and the higher for the LCM. Numbers stay to 100 (an LCM's
 * to 12), a rewritten sum must be GCF × (a ÷ GCF + b ÷ GCF), and a challenge has no GCF of 1 and no
 * number dividing the other.
 */
import type { GeneratedSheet, Level } from "../generator";
import { keyProblem } from "./parts";
import { checkEachPart } from "./rules-5-6";

/** n's prime factors with their powers, by trial division. */
function primeFactors(n: number): Map<number, number> {
  const powers = new Map<number, number>();
  for (let p = 2; p * p <= n; p++)
    while (n % p === 0) {
      powers.set(p, (powers.get(p) ?? 0) + 1);
      n /= p;
    }
  if (n > 1) powers.set(n, (powers.get(n) ?? 0) + 1);
  return powers;
}

function combine(a: number, b: number, pick: (x: number, y: number) => number) {
  const [fa, fb] = [primeFactors(a), primeFactors(b)];
  let result = 1;
  for (const p of new Set([...fa.keys(), ...fb.keys()])) result *= p ** pick(fa.get(p) ?? 0, fb.get(p) ?? 0);
  return result;
}
const gcf = (a: number, b: number) => combine(a, b, Math.min);
const lcm = (a: number, b: number) => combine(a, b, Math.max);

const GCF =
  /^the GCF of (\d+) and (\d+)$|^Rewrite (\d+) \+ (\d+) using the GCF\.$|^[A-Z][a-z]+ has (\d+) red beads and (\d+) blue beads/;
const LCM = /^the LCM of (\d+) and (\d+)$|^Cups come in packs of (\d+) and plates in packs of (\d+)\./;

export function checkGcfAndLcm(sheet: GeneratedSheet, level: Level): string[] {
  return checkEachPart(sheet, (unit, where, problems) => {
    const g = GCF.exec(unit.question);
    const l = LCM.exec(unit.question);
    const numbers = (g ?? l)?.slice(1).filter(Boolean).map(Number);
    if (!numbers || numbers.length !== 2) {
      problems.push(`${where}: not a GCF or LCM question`);
      return;
    }
    const [a, b] = numbers;
    if (a === b) problems.push(`${where}: the two numbers are equal`);
    if (level === "challenge" && (a % b === 0 || b % a === 0))
      problems.push(`${where}: one number divides the other in a challenge`);
    if (g) {
      const worked = gcf(a, b);
      if (Math.max(a, b) > 100) problems.push(`${where}: a number beyond 100`);
      if (level === "challenge" && worked === 1) problems.push(`${where}: a GCF of 1 in a challenge`);
      if (unit.type === "blanks") {
        if (unit.text !== `${a} + ${b} = ___ × (___ + ___)`) problems.push(`${where}: the text is not the sum`);
        const key = unit.blanks.map((gap) => gap[0]).join(", ");
        problems.push(...keyProblem(where, key, [worked, a / worked, b / worked].join(", ")));
      } else if (unit.type === "number") problems.push(...keyProblem(where, unit.value, String(worked)));
      else problems.push(`${where}: not a number or gaps`);
    } else {
      if (Math.max(a, b) > 12) problems.push(`${where}: an LCM of a number beyond 12`);
      if (unit.type === "number") problems.push(...keyProblem(where, unit.value, String(lcm(a, b))));
      else problems.push(`${where}: not a number answer`);
    }
  });
}
