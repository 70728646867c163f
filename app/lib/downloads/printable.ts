/**
 * What a printable file is: an item on a paper size and, for a generated worksheet, the version
 * (level and seed) and how many students' versions one class-set file holds. The signed link, the
 * cache of rendered files and the renderer all take this one description.
 */
import type { ItemRef } from "../catalogue/item-ref";
import type { Version } from "../generators/version";
import type { Paper } from "./paper";

/** A class set holds at most this many students' versions (issue 24). */
export const MAX_CLASS_SET = 40;

export interface Printable {
  item: ItemRef;
  paper: Paper;
  /** The version of a generated worksheet; null for an authored item (it has one). */
  version: Version | null;
  /** 1 for one sheet; 2 to MAX_CLASS_SET for a class set of a generated worksheet. */
  copies: number;
}
