/**
 * The grade pages (/grade/k, /grade/1 … /grade/12, /grade/high-school) the navigation offers: one
 * per grade from Kindergarten to 8, where most visitors teach or parent, then high school as one.
 * Shared by the header (client) and the page loader, so the links and the routes agree.
 */
import { HIGHEST_GRADE, KINDERGARTEN, type GradeBand } from "./grades";

export interface GradePage {
  /** The URL part: "k", "1" … "12", "high-school". */
  slug: string;
  /** How a heading says it: "Kindergarten", "Grade 2", "High school". */
  name: string;
  /** How the navigation's short list says it: "K", "2", "High school". */
  short: string;
  band: GradeBand;
}

const FIRST_HIGH_SCHOOL_GRADE = 9;

function gradePage(grade: number): GradePage {
  return grade === KINDERGARTEN
    ? { slug: "k", name: "Kindergarten", short: "K", band: { from: grade, to: grade } }
    : { slug: String(grade), name: `Grade ${grade}`, short: String(grade), band: { from: grade, to: grade } };
}

const HIGH_SCHOOL: GradePage = {
  slug: "high-school",
  name: "High school",
  short: "High school",
  band: { from: FIRST_HIGH_SCHOOL_GRADE, to: HIGHEST_GRADE },
};

/** The navigation's grade links, in order. */
export const GRADE_PAGES: readonly GradePage[] = [
  ...Array.from({ length: FIRST_HIGH_SCHOOL_GRADE - KINDERGARTEN }, (_, n) => gradePage(KINDERGARTEN + n)),
  HIGH_SCHOOL,
];

/** The page a `/grade/{slug}` URL names: any single grade K–12 or high school; undefined otherwise. */
export function gradePageOf(slug: string | undefined): GradePage | undefined {
  if (slug === HIGH_SCHOOL.slug) return HIGH_SCHOOL;
  if (slug === "k") return gradePage(KINDERGARTEN);
  if (slug === undefined || !/^(?:[1-9]|1[0-2])$/.test(slug)) return undefined;
  return gradePage(Number(slug));
}
