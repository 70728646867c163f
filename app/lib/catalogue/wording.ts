/**
 * US and international wording from one source text (docs/decisions/0031). Catalogue text marks a
 * place where the two differ as `{{international|US}}` ("your {{favourite|favorite}} {{colour|color}}"),
 * and a reader gets one reading: a sheet printed on US Letter the US one, on A4 the international
 * one, and the web page the international one unless its URL asks for Letter. Double braces, because
 * single ones occur in real text (a Python dictionary, a set).
 */
import type { Answerable, Question, QuestionWithParts } from "../questions/model.ts";
import { paperOf, type Paper } from "../downloads/paper.ts";

export const WORDINGS = ["international", "us"] as const;
export type Wording = (typeof WORDINGS)[number];

/** What a reader gets without a choice: the web page, the JSON API, search snippets. */
export const DEFAULT_WORDING: Wording = "international";

/** One variant: its two sides, neither holding a brace or a bar. */
const VARIANT = /\{\{([^{}|]*)\|([^{}|]*)\}\}/g;
/** A variant written with single braces, which would print as it stands. */
const SINGLE_BRACES = /(?<!\{)\{[^{}|]+\|[^{}|]+\}(?!\})/;

export function wordingForPaper(paper: Paper): Wording {
  return paper === "letter" ? "us" : "international";
}

/**
 * The wording a URL asks for: `?paper=letter` (or `?wording=us`) reads in US wording, `?paper=a4`
 * (or `?wording=international`) and no parameter in international. Never a request header: pages are
 * cached by URL. An unknown value is an error for the caller to report or ignore.
 */
export function wordingOfQuery(params: URLSearchParams): { ok: true; wording: Wording } | { ok: false; error: string } {
  const paperValue = params.get("paper");
  const wordingValue = params.get("wording");
  const paper = paperOf(paperValue);
  const named = WORDINGS.find((wording) => wording === wordingValue);
  if (paperValue !== null && !paper) return { ok: false, error: `Unknown paper "${paperValue}": use letter or a4.` };
  if (wordingValue !== null && !named) return { ok: false, error: `Unknown wording "${wordingValue}": use us or international.` };
  const fromPaper = paper && wordingForPaper(paper);
  if (fromPaper && named && fromPaper !== named) return { ok: false, error: "paper and wording disagree: give one of them." };
  return { ok: true, wording: named ?? fromPaper ?? DEFAULT_WORDING };
}

/** Whether a text has any variant, so unmarked text is returned as it is. */
export function hasVariants(text: string) {
  return text.includes("{{");
}

/** The text as one wording reads it. */
export function resolveText(text: string, wording: Wording): string {
  if (!hasVariants(text)) return text;
  return text.replace(VARIANT, (_, international: string, us: string) => (wording === "us" ? us : international));
}

/** A page's wording from its URL; a value it does not know reads as the default rather than failing the page. */
export function pageWording(params: URLSearchParams): Wording {
  const asked = wordingOfQuery(params);
  return asked.ok ? asked.wording : DEFAULT_WORDING;
}

/** Whether any string in a JSON-like value has a variant: most items have none and need no second reading. */
export function hasAnyVariant(value: unknown): boolean {
  if (typeof value === "string") return hasVariants(value);
  if (Array.isArray(value)) return value.some(hasAnyVariant);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasAnyVariant);
  return false;
}

/**
 * Why a text's markup is wrong, or null when it is right: every `{{` is closed by `}}` with exactly
 * one `|` between two non-empty sides, and no variant holds another.
 */
export function markupProblem(text: string): string | null {
  const single = SINGLE_BRACES.exec(text.replace(VARIANT, " "));
  if (single) return `"${single[0]}" has single braces: write a variant as {{international|US}}`;
  let rest = text;
  for (let open = rest.indexOf("{{"); open !== -1; open = rest.indexOf("{{")) {
    const before = rest.slice(0, open);
    if (before.includes("}}")) return `"}}" without its "{{" before "${rest.slice(0, open + 20)}"`;
    const close = rest.indexOf("}}", open + 2);
    if (close === -1) return `"{{" is never closed: "${rest.slice(open, open + 40)}"`;
    const inside = rest.slice(open + 2, close);
    if (inside.includes("{{")) return `a variant inside a variant: "${rest.slice(open, close + 2)}"`;
    const sides = inside.split("|");
    if (sides.length !== 2) return `a variant needs exactly one "|" between its two sides: "{{${inside}}}"`;
    if (sides.some((side) => side.trim() === "")) return `a variant has an empty side: "{{${inside}}}"`;
    if (sides.some((side) => /[{}]/.test(side))) return `a brace inside a variant: "{{${inside}}}"`;
    if (sides[0] === sides[1]) return `a variant whose two sides are the same: "{{${inside}}}"`;
    rest = rest.slice(close + 2);
  }
  if (rest.includes("}}")) return `"}}" without its "{{": "${rest.slice(Math.max(0, rest.indexOf("}}") - 30), rest.indexOf("}}") + 2)}"`;
  return null;
}

/** Every string in a JSON-like value, read in one wording. */
function resolveStrings<T>(value: T, wording: Wording): T {
  if (typeof value === "string") return resolveText(value, wording) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => resolveStrings(entry, wording)) as T;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, resolveStrings(entry, wording)])) as T;
  }
  return value;
}

/**
 * The accepted forms of a typed answer in one wording: its own reading of each form first (the key
 * shows the first), then the other wording's, so a student may type either.
 */
function acceptedForms(forms: readonly string[], wording: Wording): string[] {
  const own = forms.map((form) => resolveText(form, wording));
  const other = forms.map((form) => resolveText(form, wording === "us" ? "international" : "us"));
  return [...new Set([...own, ...other])];
}

function resolveUnit(unit: Answerable, wording: Wording): Answerable {
  const resolved = resolveStrings(unit, wording);
  if (resolved.type === "blanks" && unit.type === "blanks") {
    return { ...resolved, blanks: unit.blanks.map((forms) => acceptedForms(forms, wording)) };
  }
  if ("accept" in unit && unit.accept && "accept" in resolved) return { ...resolved, accept: acceptedForms(unit.accept, wording) };
  return resolved;
}

/** A question in one wording; its accept lists and gaps keep both wordings' forms, so the checker takes either. */
function resolveQuestion(question: Question, wording: Wording): Question {
  // Not hasParts(): the question model validates its text with this module, so it imports types only from there.
  if (!("parts" in question)) return resolveUnit(question, wording);
  const withParts: QuestionWithParts = question;
  return { ...resolveStrings(withParts, wording), parts: withParts.parts.map((part) => resolveUnit(part, wording)) };
}

/** An item (or any part of one) in one wording: every text read, the questions by resolveQuestion. */
export function resolveItem<T extends { questions: readonly Question[] }>(item: T, wording: Wording): T {
  return { ...resolveStrings(item, wording), questions: item.questions.map((question) => resolveQuestion(question, wording)) };
}
