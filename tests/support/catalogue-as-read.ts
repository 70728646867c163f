/**
 * The catalogue files as a reader gets them in the default (international) wording, for tests that
 * compare what a page, the API or a PDF shows with the source: the files mark US variants as
 * {{international|US}} (docs/decisions/0031), which no reader ever sees.
 */
import quizzesSource from "../../catalogue/quizzes.json";
import worksheetsSource from "../../catalogue/worksheets.json";
import { resolveText } from "~/lib/catalogue/wording";

function asRead<T>(source: T): T {
  return JSON.parse(JSON.stringify(source), (_key, value: unknown) =>
    typeof value === "string" ? resolveText(value, "international") : value,
  ) as T;
}

export const worksheets = asRead(worksheetsSource);
export const quizzes = asRead(quizzesSource);
