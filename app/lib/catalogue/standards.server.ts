/**
 * The catalogue's side of curriculum standards: an item's tags with the standard each names, and the
 * coverage map of every bundled standard over the served worksheets and quizzes (/standards).
 */
import { coverageMap } from "../standards/coverage";
import { ALL_STANDARDS, STANDARD_SETS, standardByCode } from "../standards/standards";
import { quizIndex, worksheetIndex, type CatalogueItem } from "./catalogue.server";

/** An item's standards as its page shows them: code, what the standard asks, and why the item fits. */
export function standardsOf(item: Pick<CatalogueItem, "standards">) {
  // The catalogue schema allows only bundled codes, so every tag has its standard.
  return item.standards.map(({ code, why }) => ({ code, why, description: standardByCode(code)?.description ?? "" }));
}

let coverage: ReturnType<typeof coverageMap> | undefined;

/** Worked out on the first visit to /standards, not at isolate start; the catalogue is fixed per build. */
export function standardsCoverage() {
  coverage ??= coverageMap(STANDARD_SETS, ALL_STANDARDS, [...worksheetIndex.items, ...quizIndex.items]);
  return coverage;
}
