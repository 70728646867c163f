/**
 * The independent check of "Decimal Place Value": every number is read as a string of digits around
 * its point, never as the whole number of thousandths the generator holds. A digit's value is the
 * digit times the power of ten of its position; expanded form is evaluated exactly by evaluate();
 * two decimals are compared by padding both to the same number of digits on each side of the point
 * and comparing the strings; rounding keeps the digits up to the place and adds one to that digit
 * string (carrying through nines) when the next digit is 5 or more; and the same digit in two places
 * is compared by dividing their values exactly.
 */
import { multiply, rational, type Rational } from "../../questions/rational";
import type { GeneratedSheet, Level } from "../generator";
import { evaluate } from "./expression";
import { choiceProblems, keyProblem } from "./parts";
import { checkEachPart, decimalOf, mixedText } from "./rules-5-6";

const PLACES = ["hundreds", "tens", "ones", "tenths", "hundredths", "thousandths"];
const WHOLE_DIGITS: Record<Level, number> = { support: 1, core: 2, challenge: 3 };

const VALUE = /^What is the value of the digit (\d) in (\d+\.\d+)\?$/;
const EXPANDED =
  /^\d × (?:100|10|1|\(1\/10\)|\(1\/100\)|\(1\/1000\))(?: \+ \d × (?:100|10|1|\(1\/10\)|\(1\/100\)|\(1\/1000\)))*$/;
const COMPARE = /^Compare (\d+(?:\.\d+)?) and (\d+(?:\.\d+)?)\.$/;
const ROUND = /^Round (\d+\.\d+) to the nearest (ten|whole number|tenth|hundredth)\.$/;
const TIMES =
  /^In (\d+\.\d+), the (\d) in the ([a-z]+) place is (how many times|what fraction of) the (\d) in the ([a-z]+) place\?$/;

/** 10 to a whole power, as an exact rational (negative powers are tenths, hundredths …). */
const power = (k: number) => (k >= 0 ? rational(10n ** BigInt(k))! : rational(1n, 10n ** BigInt(-k))!);

/** The place index (0 hundreds … 5 thousandths) of the digit at `index` in a decimal string. */
function placeAt(text: string, index: number) {
  const point = text.indexOf(".");
  return index < point ? 2 - (point - 1 - index) : 2 + (index - point);
}

/** The number of tens the place stands for: hundreds 2, ones 0, tenths −1. */
const exponent = (place: number) => 2 - place;

export function checkDecimalPlaceValue(sheet: GeneratedSheet, level: Level): string[] {
  const wholeDigits = WHOLE_DIGITS[level];
  const decimals = level === "support" ? 2 : 3;
  /** A printed decimal of the level's shape: so many whole digits, so many decimal places. */
  const shaped = (text: string, where: string, problems: string[]) => {
    const [whole, part] = text.split(".");
    if (whole.length !== wholeDigits || /^0/.test(whole) || part?.length !== decimals)
      problems.push(`${where}: ${text} is not ${wholeDigits} whole digits and ${decimals} decimal places`);
  };

  return checkEachPart(sheet, (unit, where, problems) => {
    const q = unit.question;
    let match: RegExpExecArray | null;
    if (unit.type === "number" && (match = VALUE.exec(q))) {
      const [digit, text] = [match[1], match[2]];
      shaped(text, where, problems);
      const at = [...text].flatMap((char, i) => (char === digit ? [i] : []));
      if (at.length !== 1) throw new Error(`the digit ${digit} appears ${at.length} times`);
      const place = placeAt(text, at[0]);
      problems.push(
        ...keyProblem(where, unit.value, decimalOf(multiply(rational(BigInt(digit))!, power(exponent(place)))) ?? "?"),
      );
      if (level !== "challenge" && place < 3) problems.push(`${where}: a whole-number place below challenge`);
      return place;
    }
    if (unit.type === "number" && EXPANDED.test(q)) {
      const value = evaluate(q);
      const text = decimalOf(value) ?? "?";
      problems.push(...keyProblem(where, unit.value, text));
      const places = [...q.matchAll(/\d × (\S+)/g)].map((term) =>
        ["100", "10", "1", "(1/10)", "(1/100)", "(1/1000)"].indexOf(term[1]),
      );
      if (places.some((place, i) => i > 0 && place <= places[i - 1])) problems.push(`${where}: places not in order`);
      if (/ 0 ×|^0 ×/.test(q)) problems.push(`${where}: a zero term`);
      shaped(text, where, problems);
      // An empty place inside the decimal, written as 0 in the answer.
      const zeros = (text.split(".")[1] ?? "").split("0").length - 1;
      if (zeros !== (level === "challenge" ? 2 : 1)) problems.push(`${where}: ${zeros} empty decimal places`);
      return Number(text);
    }
    if (unit.type === "choice" && (match = COMPARE.exec(q))) {
      const [a, b] = [match[1], match[2]].map((text) => text.split("."));
      const width = Math.max(a[0].length, b[0].length);
      const places = Math.max((a[1] ?? "").length, (b[1] ?? "").length);
      const [x, y] = [a, b].map(([whole, part = ""]) => whole.padStart(width, "0") + part.padEnd(places, "0"));
      const sign = x < y ? "<" : x > y ? ">" : "=";
      if (unit.options.join() !== "<,>,=") problems.push(`${where}: the options are not <, > and =`);
      problems.push(...choiceProblems(where, unit, (option) => option === sign));
      return Number(match[1]);
    }
    if (unit.type === "number" && (match = ROUND.exec(q))) {
      const text = match[1];
      shaped(text, where, problems);
      const digits = text.replace(".", "");
      const wholeLength = text.indexOf(".");
      const keep = wholeLength + { ten: -1, "whole number": 0, tenth: 1, hundredth: 2 }[match[2] as "ten"];
      if (keep < 1 || keep >= digits.length) throw new Error(`no ${match[2]} to round to`);
      let kept = digits.slice(0, keep);
      if (Number(digits[keep]) >= 5) {
        // Add one to the last kept digit, carrying through nines.
        let i = kept.length - 1;
        while (i >= 0 && kept[i] === "9") [kept, i] = [kept.slice(0, i) + "0" + kept.slice(i + 1), i - 1];
        kept = i < 0 ? "1" + kept : kept.slice(0, i) + String(Number(kept[i]) + 1) + kept.slice(i + 1);
      }
      const rounded = multiply(rational(BigInt(kept))!, power(wholeLength - keep));
      problems.push(...keyProblem(where, unit.value, decimalOf(rounded) ?? "?"));
      const allowed =
        level === "support"
          ? ["whole number", "tenth"]
          : level === "core"
            ? ["tenth", "hundredth"]
            : ["ten", "whole number", "tenth", "hundredth"];
      if (!allowed.includes(match[2])) problems.push(`${where}: rounding to the nearest ${match[2]} at ${level}`);
      return Number(text);
    }
    if (unit.type === "number" && (match = TIMES.exec(q))) {
      const [text, digit, first, how, again, second] = match.slice(1);
      shaped(text, where, problems);
      if (digit !== again || [...text.replace(".", "")].some((char) => char !== digit))
        problems.push(`${where}: not one digit repeated`);
      const places = [first, second].map((name) => PLACES.indexOf(name));
      const digitsAt = places.map((place) => [...text].findIndex((char, i) => char !== "." && placeAt(text, i) === place));
      if (places.includes(-1) || digitsAt.includes(-1)) throw new Error("a place the number does not have");
      const [x, y] = places.map((place) => power(exponent(place)));
      const ratio: Rational = multiply(x, rational(y.d, y.n)!);
      const fraction = how === "what fraction of";
      if (fraction !== ratio.n < ratio.d) problems.push(`${where}: the question's wording does not fit the places`);
      const gap = Math.abs(places[0] - places[1]);
      if (gap < 1 || gap > (level === "challenge" ? 2 : 1)) problems.push(`${where}: places ${gap} apart`);
      if (level === "support" && fraction) problems.push(`${where}: a fraction of at support`);
      problems.push(...keyProblem(where, unit.value, mixedText(ratio)));
      return Number(ratio.n) / Number(ratio.d);
    }
    problems.push(`${where}: not a decimal place-value question of a known kind`);
  });
}
