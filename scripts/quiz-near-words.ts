/**
 * `npm run quiz:near-words` regenerates app/lib/catalogue/quiz-near-words.json, the list the quiz
 * checker uses to tell a typo from a different real word (docs/decisions/0017): for every word of
 * every quiz's accepted answers, the real words within typo distance of it. Real words are the
 * English list of the `word-list` package, every word of the catalogue's own text, and
 * catalogue/extra-vocabulary.txt (names and terms neither has). The 274,000-word list stays here, at
 * build time; the server holds the near misses, and each quiz page gets only its own
 * (app/lib/catalogue/quiz-near-words.server.ts).
 * `npm run quiz:near-words -- --check` only reports whether the committed file is current, as
 * tests/unit/quiz-near-words.test.ts does.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import wordListPath from "word-list";
import { isWord, tokens } from "../app/lib/catalogue/answer-tokens.ts";
import { allowedTypos, couldBeTypo, letterCount } from "../app/lib/catalogue/typos.ts";
import { resolveItem } from "../app/lib/catalogue/wording.ts";
import type { Question } from "../app/lib/questions/model.ts";
import { acceptListsOf, answerText, questionText } from "../app/lib/questions/text.ts";

export const NEAR_WORDS_FILE = fileURLToPath(new URL("../app/lib/catalogue/quiz-near-words.json", import.meta.url));
const CATALOGUE = new URL("../catalogue/", import.meta.url);

interface CatalogueItem {
  title: string;
  description: string;
  example?: { question: string; answer: string };
  questions: Question[];
}

/** Every item in both wordings: the US and the international reading are real words, and either may be typed. */
function readCatalogue(name: string) {
  const items = JSON.parse(readFileSync(new URL(name, CATALOGUE), "utf8")) as CatalogueItem[];
  return items.flatMap((item) => [resolveItem(item, "international"), resolveItem(item, "us")]);
}

function wordsOf(text: string) {
  return tokens(text).filter(isWord);
}

/**
 * British and American spellings of one word ("kilometres"/"kilometers", "colour"/"color",
 * "organise"/"organize"): both are real words, and neither is a different answer. Each rule is a pair
 * of spellings and the end of the word they may stand before, so "below" never meets "bellow".
 */
const SPELLING_RULES: [string, string, RegExp][] = [
  ["our", "or", /^(s|ed|ing|ful|ite|ites|able)?$/],
  ["re", "er", /^s?$/],
  ["is", "iz", /^(e|es|ed|ing|er|ers|ation|ations)$/],
  ["ys", "yz", /^(e|es|ed|ing)$/],
  ["ll", "l", /^(ed|ing|er|ers)$/],
  ["ogue", "og", /^s?$/],
  ["ence", "ense", /^s?$/],
  ["ae", "e", /^[^aeiou][a-z]+$/],
  ["oe", "e", /^[^aeiou][a-z]+$/],
];
const SPELLING_PAIRS = [
  ["aluminium", "aluminum"],
  ["sulphur", "sulfur"],
  ["mould", "mold"],
  ["programme", "program"],
];

function isSpellingVariant(a: string, b: string) {
  if (SPELLING_PAIRS.some(([x, y]) => (a === x && b === y) || (a === y && b === x))) return true;
  for (const [british, american, rest] of SPELLING_RULES) {
    for (const [from, to] of [
      [british, american],
      [american, british],
    ]) {
      for (let at = a.indexOf(from, 1); at > 0; at = a.indexOf(from, at + 1)) {
        const tail = a.slice(at + from.length);
        if (rest.test(tail) && a.slice(0, at) + to + tail === b) return true;
      }
    }
  }
  return false;
}

/**
 * Returns a function giving, for each word of some accepted forms that may have typos at all, the
 * vocabulary words the checker would otherwise forgive as typos of it (an empty list still says
 * "covered"). A British or American spelling of the same word is left out, so it stays forgiven.
 */
export function nearWordsBuilder(vocabulary: ReadonlySet<string>) {
  // Only words with the same first letter and a length within the allowed typos can be near.
  const byStart = new Map<string, string[]>();
  for (const word of vocabulary) {
    const key = `${word[0]}${word.length}`;
    const bucket = byStart.get(key);
    if (bucket) bucket.push(word);
    else byStart.set(key, [word]);
  }
  return (acceptForms: Iterable<string>) => {
    const accepted = new Set<string>();
    for (const form of acceptForms) {
      for (const word of wordsOf(form)) if (allowedTypos(letterCount(word)) > 0) accepted.add(word);
    }
    const nearWords: Record<string, string[]> = {};
    for (const word of [...accepted].sort()) {
      const near: string[] = [];
      const allowed = allowedTypos(letterCount(word));
      for (let length = word.length - allowed; length <= word.length + allowed; length++) {
        for (const real of byStart.get(`${word[0]}${length}`) ?? []) {
          if (couldBeTypo(real, word) && !isSpellingVariant(real, word)) near.push(real);
        }
      }
      nearWords[word] = near.sort();
    }
    return nearWords;
  };
}

/** Every real word the checker knows of: English, the catalogue's text and the extra list. */
export function vocabulary() {
  const words = new Set(readFileSync(wordListPath, "utf8").split("\n").filter(Boolean));
  for (const item of [...readCatalogue("worksheets.json"), ...readCatalogue("quizzes.json")]) {
    const texts = [
      item.title,
      item.description,
      item.example?.question ?? "",
      item.example?.answer ?? "",
      ...item.questions.flatMap((q) => [questionText(q), answerText(q), ...acceptListsOf(q).flat()]),
    ];
    for (const text of texts) for (const word of wordsOf(text)) words.add(word);
  }
  const extra = readFileSync(new URL("extra-vocabulary.txt", CATALOGUE), "utf8").split("\n");
  for (const line of extra) if (!line.startsWith("#")) for (const word of wordsOf(line)) words.add(word);
  return words;
}

/** The file as it should be committed for the catalogue as it is now. */
export async function nearWordsFileText() {
  // Worksheets too: their gaps and parts are checked in class assignments.
  const items = [...readCatalogue("worksheets.json"), ...readCatalogue("quizzes.json")];
  const acceptForms = items.flatMap((item) => item.questions.flatMap((q) => acceptListsOf(q).flat()));
  const json = JSON.stringify(nearWordsBuilder(vocabulary())(acceptForms));
  return format(json, { ...(await resolveConfig(NEAR_WORDS_FILE)), filepath: NEAR_WORDS_FILE });
}

if (import.meta.main) {
  const wanted = await nearWordsFileText();
  const current = existsSync(NEAR_WORDS_FILE) ? readFileSync(NEAR_WORDS_FILE, "utf8") : "";
  if (process.argv.includes("--check")) {
    console.log(
      current === wanted ? "quiz-near-words.json is up to date." : "quiz-near-words.json is stale: run npm run quiz:near-words.",
    );
    process.exitCode = current === wanted ? 0 : 1;
  } else if (current !== wanted) {
    writeFileSync(NEAR_WORDS_FILE, wanted);
    console.log(`Wrote ${NEAR_WORDS_FILE}.`);
  } else {
    console.log("quiz-near-words.json was already up to date.");
  }
}
