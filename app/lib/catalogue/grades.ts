/**
 * School grade levels: 0 is Kindergarten, 1 to 12 the US grades. Every item carries a band
 * `{ from, to }`; this module spells bands and grades for people ("Grades 4–6 (ages 9–12)") and
 * reads the `grade` URL parameter ("K" or "1" … "12").
 */
export const KINDERGARTEN = 0;
export const HIGHEST_GRADE = 12;

export interface GradeBand {
  from: number;
  to: number;
}

/** A child in grade g is usually g + 5 at the start of the school year and g + 6 at its end. */
const AGE_OFFSET = 5;

export function gradeLabel(grade: number) {
  return grade === KINDERGARTEN ? "K" : String(grade);
}

/** "Kindergarten (ages 5–6)", "Grade 4 (ages 9–10)", "Grades K–2 (ages 5–8)", "Grades 4–6 (ages 9–12)". */
export function formatGrades({ from, to }: GradeBand) {
  const ages = `ages ${from + AGE_OFFSET}–${to + AGE_OFFSET + 1}`;
  if (from === to) return from === KINDERGARTEN ? `Kindergarten (${ages})` : `Grade ${from} (${ages})`;
  return `Grades ${gradeLabel(from)}–${gradeLabel(to)} (${ages})`;
}

/** The grade a `grade` parameter names ("K", "k", "0" … "12"), or null when it names none. */
export function parseGrade(value: string): number | null {
  const text = value.trim().toUpperCase();
  if (text === "K") return KINDERGARTEN;
  if (!/^\d{1,2}$/.test(text)) return null;
  const grade = Number(text);
  return grade <= HIGHEST_GRADE ? grade : null;
}

export function bandIncludes(band: GradeBand, grade: number) {
  return band.from <= grade && grade <= band.to;
}

/**
 * A `grade` URL parameter: undefined when absent, empty or "all" (no filter), the grade when it
 * names one, null when it names none.
 */
export function parseGradeParam(value: string | null): number | null | undefined {
  if (value === null || value.trim() === "" || value.trim().toLowerCase() === "all") return undefined;
  return parseGrade(value);
}

/** The grade filter's choices, Kindergarten to grade 12. */
export const GRADE_CHOICES = Array.from({ length: HIGHEST_GRADE - KINDERGARTEN + 1 }, (_, n) => {
  const grade = KINDERGARTEN + n;
  return { value: gradeLabel(grade), label: grade === KINDERGARTEN ? "Kindergarten" : `Grade ${grade}` };
});
