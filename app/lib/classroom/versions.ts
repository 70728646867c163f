/**
 * Which version of an assignment's item a student answers. A quiz or authored worksheet has one; a
 * generated worksheet gives each student their own, at the assignment's level, seeded from the
 * assignment's code and the student's name as the class compares names (so "Sam Lee" and "sam lee"
 * are one student with one version), and the server checks each student against their own key.
 */
import { getItem, worksheetVersion, type CatalogueItem } from "../catalogue/catalogue.server";
import { DEFAULT_LEVEL } from "../generators/generator";
import { seedFrom } from "../generators/random";
import type { Version } from "../generators/version";
import type { Assignment } from "./assignments.server";
import { nameKey } from "./schemas";

/** Whether students of this assignment each get their own version (and so must give their name first). */
export function hasOwnVersions(assignment: Pick<Assignment, "item" | "level">) {
  const item = getItem(assignment.item.kind, assignment.item.id);
  return item?.kind === "worksheet" && item.generated !== null;
}

/** The version a student with this name answers, or null for an item with one version. */
export function studentVersion(assignment: Pick<Assignment, "code" | "item" | "level">, name: string): Version | null {
  if (!hasOwnVersions(assignment)) return null;
  return { level: assignment.level ?? DEFAULT_LEVEL, seed: seedFrom(`${assignment.code}|${nameKey(name)}`) };
}

/** The item as this student answers it; undefined once it has been withdrawn. */
export function studentItem(assignment: Pick<Assignment, "code" | "item" | "level">, name: string): CatalogueItem | undefined {
  const item = getItem(assignment.item.kind, assignment.item.id);
  const version = studentVersion(assignment, name);
  return item?.kind === "worksheet" && version ? worksheetVersion(item, version.level, version.seed) : item;
}
