/**
 * Help when a search finds nothing: other search texts, built from the catalogue's own vocabulary,
 * that would find something under the same filters. A close spelling ("fracions" → "fractions") and
 * other forms of a word ("division" → "dividing"). Only suggestions that return results are offered.
 */
import { needleOf, type Searchable } from "./search";

const MAX_SUGGESTIONS = 3;
/** Endings removed to find a word's stem before looking for other forms of it, longest first. */
const ENDINGS = ["ations", "ation", "sions", "tions", "sion", "tion", "ings", "ing", "ies", "ied", "ers", "ed", "es", "er", "ly", "s"];
const MIN_STEM = 4;
/** How far another form may run past the shared stem ("divi" + "ding"). */
const MAX_TAIL = 5;

export interface Vocabulary {
  /** Every word in the catalogue's text, with how many times it occurs. */
  counts: ReadonlyMap<string, number>;
  /** The same words, most frequent first (ties alphabetical), so the commonest candidate wins. */
  words: readonly string[];
}

const WORDS = /[\p{L}\p{N}]+/gu;

export function buildVocabulary(items: readonly Searchable[]): Vocabulary {
  const counts = new Map<string, number>();
  for (const item of items) {
    const text = [item.title, item.description, ...item.texts.flatMap(({ question, answer }) => [question, answer])].join(" ");
    for (const word of text.toLowerCase().match(WORDS) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const words = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  return { counts, words };
}

/** Levenshtein distance with adjacent swaps counted as one edit, stopping early past `limit`. */
export function typoDistance(a: string, b: string, limit: number) {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * The closest known spelling of an unknown word, or null. Words of up to seven letters allow one edit:
 * two would offer "phones" and "physics" for "phonics", a real word the catalogue lacks.
 */
function closeSpelling(word: string, vocabulary: Vocabulary) {
  if (word.length < 3 || vocabulary.counts.has(word)) return null;
  const limit = word.length <= 7 ? 1 : 2;
  let best: { word: string; distance: number } | null = null;
  for (const known of vocabulary.words) {
    const distance = typoDistance(word, known, limit);
    if (distance <= limit && (!best || distance < best.distance)) best = { word: known, distance };
  }
  return best?.word ?? null;
}

/** Other words in the catalogue built on the same stem, most frequent first. */
function otherForms(word: string, vocabulary: Vocabulary) {
  if (word.length < MIN_STEM) return [];
  const ending = ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= MIN_STEM) ?? "";
  const stem = word.slice(0, word.length - ending.length);
  return vocabulary.words.filter((known) => known !== word && known.startsWith(stem) && known.length - stem.length <= MAX_TAIL);
}

/**
 * Search texts close to `q` that would find something. `findsSomething` runs the real search (with
 * the visitor's filters), so a suggestion never leads to another empty page.
 */
export function suggestSearches(q: string | undefined, vocabulary: Vocabulary, findsSomething: (q: string) => boolean) {
  const needle = needleOf(q);
  const words = needle.match(WORDS) ?? [];
  const suggestions = new Set<string>();
  const offer = (candidate: string) => {
    if (suggestions.size < MAX_SUGGESTIONS && candidate !== needle && findsSomething(candidate)) suggestions.add(candidate);
  };
  const respelled = words.map((word) => closeSpelling(word, vocabulary) ?? word).join(" ");
  offer(respelled);
  for (const [n, word] of words.entries()) {
    for (const form of otherForms(word, vocabulary)) offer(words.map((other, m) => (m === n ? form : other)).join(" "));
  }
  return [...suggestions];
}
