/**
 * Why a search result matched: a short passage around the first match, in the order a reader meets
 * the item (title, description, then each question and its answer), so a match inside an answer is
 * visible on the results page. The matched text is returned apart, for the page to mark.
 */
import { needleOf, type Searchable, type SearchText } from "./search";

export interface Snippet {
  /** Where the match is: "Title", "Description", "Question 2", "Answer 2". */
  where: string;
  before: string;
  match: string;
  after: string;
}

const BEFORE = 40;
const AFTER = 80;

/** Cuts to at most `length` characters at a space, marking the cut with an ellipsis. */
function clip(text: string, length: number, side: "start" | "end") {
  if (text.length <= length) return text;
  if (side === "end") {
    const cut = text.slice(0, length);
    const space = cut.lastIndexOf(" ");
    return `${space > length / 2 ? cut.slice(0, space) : cut}…`;
  }
  const cut = text.slice(text.length - length);
  const space = cut.indexOf(" ");
  return `…${space !== -1 && space < length / 2 ? cut.slice(space + 1) : cut}`;
}

/**
 * The first passage that matches, in the item's wording or else in the other one (a search for
 * "color" shows the US reading of the passage with "colour").
 */
export function snippetOf(item: Searchable, q: string | undefined): Snippet | null {
  const needle = needleOf(q);
  if (!needle) return null;
  return snippetIn(item, needle) ?? (item.otherWording ? snippetIn(item.otherWording, needle) : null);
}

function snippetIn(item: SearchText, needle: string): Snippet | null {
  const fields: [string, string][] = [
    ["Title", item.title],
    ["Description", item.description],
    ...item.texts.flatMap(({ question, answer }, n): [string, string][] => [
      [`Question ${n + 1}`, question],
      [`Answer ${n + 1}`, answer],
    ]),
  ];
  for (const [where, text] of fields) {
    const at = text.toLowerCase().indexOf(needle);
    if (at === -1) continue;
    return {
      where,
      before: clip(text.slice(0, at), BEFORE, "start"),
      match: text.slice(at, at + needle.length),
      after: clip(text.slice(at + needle.length), AFTER, "end"),
    };
  }
  return null;
}
