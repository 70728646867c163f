/**
 * The checkers' arithmetic: reads a printed prompt ("8 + ? = 13", "3/4 × 12", "2 1/2 − 3/4") and
 * evaluates it exactly on BigInt rationals, by a route of its own: the generators compute with plain
 * numbers and never call this, so a slip in one does not hide in the other.
 */
import { add, multiply, rational, type Rational } from "../../questions/rational";

type Token = { kind: "number"; value: Rational } | { kind: "op"; op: string };

const OPS = new Set(["+", "-", "×", "÷", "/", "(", ")", "=", "?"]);

function tokens(text: string): Token[] {
  const out: Token[] = [];
  const source = text.replace(/\u2212/g, "-").trim();
  for (let i = 0; i < source.length;) {
    const char = source[i];
    if (char === " ") {
      i++;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(source.slice(i));
    if (number) {
      const [whole, decimals = ""] = number[0].split(".");
      out.push({ kind: "number", value: rational(BigInt(whole + decimals), 10n ** BigInt(decimals.length))! });
      i += number[0].length;
      continue;
    }
    if (!OPS.has(char)) throw new Error(`unexpected "${char}" in "${text}"`);
    out.push({ kind: "op", op: char });
    i++;
  }
  return out;
}

const negate = (a: Rational) => rational(-a.n, a.d)!;
function divide(a: Rational, b: Rational) {
  const inverse = rational(b.d, b.n);
  if (!inverse) throw new Error("division by zero");
  return multiply(a, inverse);
}

/**
 * Evaluates an expression with + − × ÷, parentheses, fractions "3/4" (a bar binds tighter than ×
 * and ÷) and mixed numbers "2 3/4" (a whole number followed by a fraction). `unknown` stands for "?".
 */
export function evaluate(text: string, unknown?: Rational): Rational {
  return compile(text)(unknown);
}

type Node = (unknown?: Rational) => Rational;

/** Reads an expression once into a function of its unknown, so trying many candidates reads it once. */
function compile(text: string): Node {
  const list = tokens(text);
  let at = 0;
  const peek = () => list[at];
  const isOp = (op: string) => peek()?.kind === "op" && (peek() as { op: string }).op === op;

  function atom(): Node {
    const token = list[at++];
    if (!token) throw new Error(`"${text}" ends too soon`);
    if (token.kind === "number") return () => token.value;
    if (token.op === "?")
      return (unknown) => {
        if (!unknown) throw new Error(`"${text}" has an unknown`);
        return unknown;
      };
    if (token.op === "(") {
      const inner = sum();
      if (!isOp(")")) throw new Error(`"${text}" has an unclosed bracket`);
      at++;
      return inner;
    }
    if (token.op === "-") {
      const inner = atom();
      return (unknown) => negate(inner(unknown));
    }
    throw new Error(`unexpected "${token.op}" in "${text}"`);
  }

  /** A fraction bar, and a whole number followed by a fraction (a mixed number). */
  function fraction(): Node {
    let node = atom();
    while (isOp("/")) {
      at++;
      const [top, bottom] = [node, atom()];
      node = (unknown) => divide(top(unknown), bottom(unknown));
    }
    const next = peek();
    if (next?.kind === "number" && list[at + 1]?.kind === "op" && (list[at + 1] as { op: string }).op === "/") {
      const [whole, part] = [node, fraction()];
      node = (unknown) => {
        const value = whole(unknown);
        return value.n < 0n ? add(value, negate(part(unknown))) : add(value, part(unknown));
      };
    }
    return node;
  }

  function product(): Node {
    let node = fraction();
    while (isOp("×") || isOp("÷")) {
      const op = (list[at++] as { op: string }).op;
      const [left, right] = [node, fraction()];
      node =
        op === "×" ? (unknown) => multiply(left(unknown), right(unknown)) : (unknown) => divide(left(unknown), right(unknown));
    }
    return node;
  }

  function sum(): Node {
    let node = product();
    while (isOp("+") || isOp("-")) {
      const op = (list[at++] as { op: string }).op;
      const [left, right] = [node, product()];
      node =
        op === "+" ? (unknown) => add(left(unknown), right(unknown)) : (unknown) => add(left(unknown), negate(right(unknown)));
    }
    return node;
  }

  const node = sum();
  if (at !== list.length) throw new Error(`"${text}" has more after its value`);
  return node;
}

/** The operands of a prompt as written, for range checks ("47 + 385" → [47, 385]). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d+(\.\d+)?/g)].map((match) => Number(match[0]));
}

/**
 * The one whole number in [from, to] that makes "left = right" true, by trying every candidate
 * (brute force, so it cannot share a mistake with a generator's algebra); null when none or several do.
 */
export function solveWhole(equation: string, from: number, to: number): number | null {
  const [left, right, ...rest] = equation.split("=");
  if (right === undefined || rest.length) throw new Error(`"${equation}" is not one equation`);
  const [leftSide, rightSide] = [compile(left), compile(right)];
  const found: number[] = [];
  for (let candidate = from; candidate <= to; candidate++) {
    const x = rational(BigInt(candidate))!;
    const a = leftSide(x);
    const b = rightSide(x);
    if (a.n * b.d === b.n * a.d) found.push(candidate);
  }
  return found.length === 1 ? found[0] : null;
}

export function isWhole(value: Rational) {
  return value.d === 1n;
}

export function asText(value: Rational) {
  return value.d === 1n ? String(value.n) : `${value.n}/${value.d}`;
}
