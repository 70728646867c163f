/**
 * What a visitor's search text means beyond its letters, for the further results the browse page adds
 * below the spec's own matches (which this never changes): a grade in the text ("grade 2", "2nd grade",
 * "second grade", "K", "kindergarten"), a subject ("math"), a category or topic name ("reading
 * comprehension"), other forms of its words ("fractions" ↔ "fraction", "addition" ↔ "adding"), and a
 * likely misspelling. Pure: the vocabulary and the names come from the caller, so the unit tests can
 * pin every rule.
 */
import { HIGHEST_GRADE, KINDERGARTEN } from "./grades";
import { typoDistance, type Vocabulary } from "./suggestions";

export interface Names {
  /** Filter subjects as the catalogue names them ("Mathematics", "Language Arts"). */
  subjects: readonly string[];
  /** Every category ("Reading Comprehension"). */
  categories: readonly string[];
  /** Topic pages: their key ("math/fractions") and title ("Fractions"). */
  topics: readonly { key: string; title: string }[];
}

export interface Understanding {
  /** The grade the text names, 0 (Kindergarten) to 12, or null. */
  grade: number | null;
  /** The subject the text names, as the subject filter spells it. */
  subject: string | null;
  /** A category whose name the rest of the text is (in either number). */
  category: string | null;
  /** A topic page whose title the rest of the text is. */
  topic: string | null;
  /** The text without its grade, subject and filler words: what is left to search for. */
  rest: string;
  /** Other search texts: `rest` with one word in another form the catalogue uses, most useful first. */
  forms: string[];
}

const WORD = /[\p{L}\p{N}]+/gu;
const NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth"];
const ORDINAL_SUFFIX = /^(\d{1,2})(?:st|nd|rd|th)$/;
/** Words that say what kind of page is wanted, not what it is about. */
const FILLER = new Set(["worksheet", "worksheets", "quiz", "quizzes", "printable", "printables", "for", "kids", "free"]);
/** Everyday names of subjects that the catalogue spells otherwise. */
const SUBJECT_WORDS: Readonly<Record<string, string>> = { math: "Mathematics", maths: "Mathematics", english: "Language Arts", ela: "Language Arts" };
/** The fewest letters a word form may have: "add" would also find "address". */
const MIN_FORM = 4;
const MAX_FORMS = 4;

/** The grade a single word names as a number ("2", "two", "k"), or null. */
function gradeNumber(word: string) {
  if (word === "k") return KINDERGARTEN;
  const grade = /^\d{1,2}$/.test(word) ? Number(word) : NUMBERS.indexOf(word);
  return grade >= 1 && grade <= HIGHEST_GRADE ? grade : null;
}

/** The grade an ordinal names ("2nd", "second"), or null. */
function gradeOrdinal(word: string) {
  const digits = ORDINAL_SUFFIX.exec(word);
  const grade = digits ? Number(digits[1]) : ORDINALS.indexOf(word);
  return grade >= 1 && grade <= HIGHEST_GRADE ? grade : null;
}

const GRADE_WORDS = new Set(["grade", "grades", "graders", "grader", "gr"]);

/**
 * Finds a grade phrase and returns the grade with the words it used: "grade 2", "gr 2", "grade two",
 * "grade K", "2nd grade", "second graders", "kindergarten", or a lone "K" that starts the text.
 */
export function findGrade(words: readonly string[], loneK = true): { grade: number; used: number[] } | null {
  for (let at = 0; at < words.length; at++) {
    const word = words[at];
    const next = words[at + 1];
    if (word === "kindergarten" || word === "kinder") return { grade: KINDERGARTEN, used: [at] };
    if (GRADE_WORDS.has(word) && next !== undefined) {
      const grade = gradeNumber(next) ?? gradeOrdinal(next);
      if (grade !== null) return { grade, used: [at, at + 1] };
    }
    if (next !== undefined && GRADE_WORDS.has(next)) {
      const grade = gradeOrdinal(word) ?? (word === "k" ? KINDERGARTEN : null);
      if (grade !== null) return { grade, used: [at, at + 1] };
    }
  }
  // "K" first and standing alone ("K counting") is Kindergarten; the caller rules out "K-pop" and "k/m",
  // and a K later on is more often a letter ("vitamin K").
  return loneK && words[0] === "k" ? { grade: KINDERGARTEN, used: [0] } : null;
}

/** A word's likely bases: without its inflection ("fractions" → "fraction") and its -ion ending ("addition" → "add"). */
function basesOf(word: string) {
  const bases = new Set([word]);
  const strip = (ending: string, replacement = "") => {
    if (word.endsWith(ending) && word.length - ending.length >= 3) bases.add(word.slice(0, -ending.length) + replacement);
  };
  strip("ies", "y");
  strip("ied", "y");
  if (/(?:s|x|z|ch|sh)es$/.test(word)) strip("es");
  if (/[^s]s$/.test(word)) strip("s");
  for (const ending of ["ing", "ed"]) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < 2) continue;
    bases.add(stem);
    bases.add(`${stem}e`);
    // "planning" → "plan"; "adding" keeps its double letter, as "add" has it.
    if (/([^aeiou])\1$/.test(stem)) bases.add(stem.slice(0, -1));
  }
  for (const base of [...bases]) {
    const derive = (ending: string, replacement: string) => {
      if (base.endsWith(ending) && base.length - ending.length >= 3) bases.add(base.slice(0, -ending.length) + replacement);
    };
    derive("ication", "y"); // multiplication → multiply
    derive("ation", "ate"); // estimation → estimate
    derive("ition", ""); // addition → add
    derive("sion", "de"); // division → divide
    derive("ion", ""); // subtraction → subtract
  }
  return bases;
}

/**
 * The forms the rules make of a base that name the same activity: the base, its -ing form and its
 * -ion noun. Not "-s" on verbs or "-ed", which turn up mostly in unrelated instructions ("adds",
 * "added").
 */
function formsOfBase(base: string) {
  const forms = [base, `${base}ing`, `${base}ion`, `${base}ition`];
  if (base.endsWith("e")) forms.push(`${base.slice(0, -1)}ing`, `${base.slice(0, -2)}sion`, `${base.slice(0, -1)}ion`);
  if (base.endsWith("y")) forms.push(`${base.slice(0, -1)}ication`);
  if (base.endsWith("ate")) forms.push(`${base.slice(0, -3)}ation`);
  return forms;
}

/** A word's singular and plural. */
function numbersOf(word: string) {
  const forms = [`${word}s`, `${word}es`];
  if (word.endsWith("y")) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (/(?:s|x|z|ch|sh)es$/.test(word)) forms.push(word.slice(0, -2));
  if (/[^s]s$/.test(word)) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Other forms of a word that the catalogue uses, commonest first: "fractions" → ["fraction"],
 * "addition" → ["adding", "added", …]. A form never shorter than four letters.
 */
export function wordForms(word: string, vocabulary: Vocabulary) {
  const forms = new Set(numbersOf(word));
  for (const base of basesOf(word)) for (const form of formsOfBase(base)) forms.add(form);
  forms.delete(word);
  return [...forms]
    .filter((form) => form.length >= MIN_FORM && vocabulary.counts.has(form))
    .sort((a, b) => vocabulary.counts.get(b)! - vocabulary.counts.get(a)! || a.localeCompare(b));
}

/** The words of a name or text, lower case. */
function wordsOf(text: string) {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Whether two phrases are the same words, allowing either to be the other's singular or plural. */
function samePhrase(a: readonly string[], b: readonly string[]) {
  if (a.length !== b.length || a.length === 0) return false;
  return a.every((word, index) => word === b[index] || basesOf(word).has(b[index]) || basesOf(b[index]).has(word));
}

/** Reads the search text. `vocabulary` holds the catalogue's words, for the forms it offers. */
export function understand(q: string | undefined, names: Names, vocabulary: Vocabulary): Understanding {
  const words = wordsOf(q ?? "");
  const found = findGrade(words, /^\s*k(?:\s|$)/i.test(q ?? ""));
  const used = new Set(found?.used ?? []);
  let subject: string | null = null;
  const rest: string[] = [];
  for (const [index, word] of words.entries()) {
    if (used.has(index) || FILLER.has(word)) continue;
    const named = SUBJECT_WORDS[word] ?? names.subjects.find((name) => name.toLowerCase() === word);
    // A subject word names the subject only beside other words ("2nd grade math"); alone it stays the search.
    if (named && subject === null && words.length > 1) subject = named;
    else rest.push(word);
  }
  const category = names.categories.find((name) => samePhrase(wordsOf(name), rest)) ?? null;
  const topic = names.topics.find(({ title }) => samePhrase(wordsOf(title), rest))?.key ?? null;
  const forms = new Set<string>();
  for (const [index, word] of rest.entries()) {
    if (word.length < 3) continue;
    for (const form of wordForms(word, vocabulary)) forms.add(rest.map((other, at) => (at === index ? form : other)).join(" "));
  }
  return { grade: found?.grade ?? null, subject, category, topic, rest: rest.join(" "), forms: [...forms].slice(0, MAX_FORMS) };
}

/**
 * A likely misspelling fixed: each unknown word of five letters or more becomes the commonest known
 * word one edit away (two for words of nine letters or more), or null when no word needs or allows
 * fixing. Stricter than "did you mean", because this one is applied without asking: "phonics" is not
 * quietly read as "phones".
 */
export function correctSpelling(text: string, vocabulary: Vocabulary) {
  let changed = false;
  const corrected = wordsOf(text).map((word) => {
    if (word.length < 5 || vocabulary.counts.has(word) || /\d/.test(word)) return word;
    const limit = word.length >= 9 ? 2 : 1;
    let best: { word: string; distance: number } | null = null;
    // Commonest first, so among equally close words the commonest wins.
    for (const known of vocabulary.words) {
      if (known.length < 4) continue;
      const distance = typoDistance(word, known, limit);
      if (distance <= limit && (!best || distance < best.distance)) best = { word: known, distance };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected.join(" ") : null;
}
