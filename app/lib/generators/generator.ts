/**
 * Generated practice (issue 24): a generator turns (level, seed) into a worksheet of the question
 * model — 5 questions, each a block of lettered parts, 12 to 30 items in all, easiest first, with one
 * worked example — whose answers the generator computes. An independent checker in ./checks
 * recomputes every answer from the printed prompt by another route; the property tests run both.
 * A generator may write a word the US and international wordings spell differently as a marked
 * variant, `{{metres|meters}}` (docs/decisions/0031); a sheet is read in one wording before anyone
 * sees it, so a checker parses plain text.
 */
import type { GradeBand } from "../catalogue/grades";
import { DEFAULT_WORDING, hasAnyVariant, resolveItem, type Wording } from "../catalogue/wording";
import type { Example, Question } from "../questions/model";
import { Random } from "./random";

/** Three levels with the same layout and numbering, so a teacher can hand out all three in one lesson. */
export const LEVELS = ["support", "core", "challenge"] as const;
export type Level = (typeof LEVELS)[number];

export const LEVEL_LABELS: Record<Level, string> = { support: "Support", core: "Core", challenge: "Challenge" };

/** The version a generated worksheet's page, listing and search show when the URL names none. */
export const DEFAULT_LEVEL: Level = "core";
export const DEFAULT_SEED = "1";

/** The spec's count of worksheet questions, and the practice items a generated sheet holds. */
export const SHEET_QUESTIONS = 5;
export const MIN_ITEMS = 12;
export const MAX_ITEMS = 30;

export interface GeneratedSheet {
  example: Example;
  questions: Question[];
}

export interface Generator {
  /** Stable, in URLs and seeds: never rename one that has shipped. */
  slug: string;
  title: string;
  description: string;
  category: string;
  grades: GradeBand;
  /**
   * The Common Core mathematics standards the sheet practises ("1.OA.C.6"), each with a one-line
   * reason naming which questions practise it, as authored items carry (docs/decisions/0033).
   */
  standards: readonly { code: string; why: string }[];
  topics?: readonly string[];
  build(level: Level, random: Random): GeneratedSheet;
}

/** The sheet as the generator writes it, variants still marked: for search, which keeps both readings. */
export function markedSheet(generator: Generator, level: Level, seed: string): GeneratedSheet {
  return generator.build(level, new Random(generator.slug, level, seed));
}

/**
 * The sheet a generator makes for a level and seed, read in one wording: the same three give the
 * same numbers in either wording, and only the marked words differ. Typed answers accept both
 * wordings' forms, as authored items' do.
 */
export function generateSheet(
  generator: Generator,
  level: Level,
  seed: string,
  wording: Wording = DEFAULT_WORDING,
): GeneratedSheet {
  const marked = markedSheet(generator, level, seed);
  // Most sheets mark nothing: they are used as built, which keeps the property runs' 10,000 seeds cheap.
  return hasAnyVariant(marked) ? resolveItem(marked, wording) : marked;
}

/** A `level` URL parameter that names a level. */
export function isLevel(text: string): text is Level {
  return (LEVELS as readonly string[]).includes(text);
}
