/**
 * Deterministic synthetic worksheets for the benchmark and the search-index equivalence tests: text
 * shaped like the real catalogue (a title, a description, about five question/answer pairs with
 * answers of one to three sentences) drawn from a school vocabulary with a Zipf-like skew, so some
 * words are everywhere and invented terms are rare. Nothing here is committed data; the same seed
 * always gives the same catalogue, in Node and in workerd alike.
 */
import type { Searchable } from "../../app/lib/catalogue/search.ts";

export const SUBJECTS = ["Mathematics", "Science", "History", "Language Arts", "Literature", "Geography", "Economics", "Music"];
export const CATEGORIES = [
  "Arithmetic",
  "Fractions",
  "Geometry",
  "Algebra",
  "Biology",
  "Chemistry",
  "Physics",
  "Ecology",
  "Ancient History",
  "World History",
  "Grammar",
  "Vocabulary",
  "Writing",
  "Literary Devices",
  "Climate Science",
  "Statistics",
];
export const DIFFICULTIES = ["Beginner", "Intermediate", "Advanced", null];

/** Common words first: sampling is skewed towards the start of the list. */
const VOCABULARY = (
  "the of and a to in is that it for as with was on are by this be from or which an energy water number " +
  "students explain why because each their when between shows example answer value change total equal " +
  "cells plant light heat force motion matter atoms molecules reaction rate graph table area length angle " +
  "triangle circle square fraction decimal percent ratio equation variable expression factor multiple prime " +
  "sum difference product quotient divide multiply add subtract history empire trade war peace treaty king " +
  "queen river mountain climate rainfall desert forest ocean island continent population city village market " +
  "price supply demand money tax government law vote citizen rights sentence noun verb adjective adverb clause " +
  "paragraph poem story character plot theme setting metaphor simile rhythm melody note scale chord tempo " +
  "organism species habitat food chain predator prey oxygen carbon dioxide photosynthesis respiration digestion " +
  "skeleton muscle blood heart lungs brain nerve gravity orbit planet moon star galaxy telescope volcano earthquake " +
  "erosion sediment fossil mineral crystal magnet electric circuit current voltage resistance wave sound mirror lens " +
  "evidence reason compare contrast describe identify calculate estimate measure predict observe record conclude " +
  "first second third finally therefore however although whereas similarly usually often rarely always never"
).split(" ");

const SYLLABLES = ["ka", "lo", "mi", "zor", "vex", "ath", "quin", "dul", "pra", "nes", "tor", "wyl", "bre", "sko", "jun", "fae"];

/** mulberry32: small, fast, and identical in every JavaScript runtime. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function syntheticWorksheets(count: number, seed = 1): Searchable[] {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)];
  // Squaring a uniform number favours small indexes: "the" and "energy" are common, "never" is not.
  const word = () => VOCABULARY[Math.floor(random() ** 2.5 * VOCABULARY.length)];
  // Invented terms (about 4,000 possible) stand in for names and jargon: each is rare.
  const term = () => pick(SYLLABLES) + pick(SYLLABLES) + pick(SYLLABLES);
  const sentence = (min: number, max: number) => {
    const length = min + Math.floor(random() * (max - min + 1));
    const words = Array.from({ length }, () => (random() < 0.04 ? term() : word()));
    const text = words.join(" ");
    return text[0].toUpperCase() + text.slice(1);
  };
  const sentences = (min: number, max: number) =>
    Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => `${sentence(8, 18)}.`).join(" ");

  return Array.from({ length: count }, (_, id) => {
    const from = Math.floor(random() * 13);
    return {
      id,
      title: sentence(3, 7),
      description: sentences(1, 2),
      subject: pick(SUBJECTS),
      category: pick(CATEGORIES),
      difficulty: pick(DIFFICULTIES),
      grades: { from, to: Math.min(12, from + Math.floor(random() * 4)) },
      texts: Array.from({ length: 4 + Math.floor(random() * 3) }, () => ({
        question: `${sentence(6, 14)}?`,
        answer: sentences(1, 3),
      })),
    };
  });
}

/** The benchmark's query mix, chosen from the catalogue itself so the rare and substring queries do match. */
export function queryMix(items: readonly Searchable[]) {
  const middle = items[Math.floor(items.length / 2)];
  const answer = middle.texts[1].answer;
  const isTerm = (token: string) => /^[a-z]{6,}$/.test(token) && !VOCABULARY.includes(token);
  const termOf = (item: Searchable) =>
    [item.description, ...item.texts.map(({ answer }) => answer)]
      .join(" ")
      .split(/[ .?]+/)
      .find(isTerm);
  const holder = items.slice(Math.floor(items.length / 2)).find(termOf) ?? middle;
  const rare = termOf(holder) ?? "photosynthesis";
  return [
    { name: "common word", query: { q: "energy" } },
    { name: "rare word", query: { q: rare } },
    { name: "substring in an answer", query: { q: answer.slice(10, 24) } },
    { name: "no match", query: { q: "quixotic zeppelin" } },
    { name: "two letters", query: { q: "qu" } },
    { name: "common word, best match", query: { q: "energy", sort: "relevance" as const } },
    { name: "two letters, best match", query: { q: "qu", sort: "relevance" as const } },
    { name: "common word + grade", query: { q: "energy", grade: 4 } },
    { name: "filters only", query: { subject: "Science", category: "Biology" } },
    { name: "common word + subject", query: { q: "energy", subject: "Science" } },
    { name: "rare word + filters", query: { q: rare, subject: holder.subject, difficulty: holder.difficulty ?? "all" } },
    { name: "no match + subject", query: { q: "quixotic zeppelin", subject: "History" } },
    { name: "page 3 of everything", query: { page: 3 } },
  ];
}
