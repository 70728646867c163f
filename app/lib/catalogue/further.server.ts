/**
 * The browse page's further results: what the search text means beyond its letters (understand.ts),
 * each reading a labelled group of items the spec's own match rule did not already list above it.
 * The JSON API and the page's first results never use this, so which items match the text stays the
 * spec's rule.
 */
import { browseHref } from "./browse-href";
import { areas, quizIndex, summarize, worksheetIndex, type CatalogueItem } from "./catalogue.server";
import { gradeLabel, type GradeBand } from "./grades";
import { needleOf, relevanceTier, type SearchIndex, type SearchQuery } from "./search";
import { buildVocabulary, type Vocabulary } from "./suggestions";
import { correctSpelling, understand, type Names } from "./understand";

/** How many of a reading's worksheets and quizzes the page lists; its link shows the rest. */
const SHOWN_PER_READING = 6;

export interface Reading {
  /** What the page says the text was read as: "“adding” in grade 2". */
  label: string;
  /** A page with all of this reading's items. */
  href: string;
  worksheets: ReturnType<typeof summarize>[];
  quizzes: ReturnType<typeof summarize>[];
  /** Items in the reading that the results above do not list. */
  total: number;
}

// Built on the first search, not when the isolate starts.
let context: { names: Names; vocabulary: Vocabulary } | undefined;

function contextOf() {
  context ??= {
    names: {
      subjects: [...new Set([...worksheetIndex.subjects, ...quizIndex.subjects])],
      categories: [...new Set([...worksheetIndex.categories(), ...quizIndex.categories()])],
      topics: areas.flatMap((area) => area.topics.map((topic) => ({ key: `${area.slug}/${topic.slug}`, title: topic.title }))),
    },
    vocabulary: buildVocabulary([...worksheetIndex.items, ...quizIndex.items]),
  };
  return context;
}

type Candidate = { label: string; href: string; query: SearchQuery; topic?: string; aboutIt?: boolean };

/** Tiers 0–2 of best match: the text as a whole word in the title or description (search.ts). */
const ABOUT_IT = 2;

function quoted(text: string) {
  return `“${text}”`;
}

function describeScope({ grade, subject }: Pick<SearchQuery, "grade" | "subject">) {
  const parts = [];
  if (grade !== undefined) parts.push(grade === 0 ? "Kindergarten" : `grade ${grade}`);
  if (subject) parts.push(subject);
  return parts.join(", ");
}

/** The visitor's grades for ranking: the grade the text or the filter names, else K–8, whom most visitors teach. */
export function visitorBand(grade: number | undefined): GradeBand {
  return grade === undefined ? { from: 0, to: 8 } : { from: grade, to: grade };
}

/**
 * The readings of a search, each with the items it adds to `literal` (the spec's matches, listed above
 * it). `literalFound` says whether the text found anything: a spelling fix is tried only when not.
 */
export function furtherResults(query: SearchQuery, literalFound: boolean): { corrected: string | null; readings: Reading[] } {
  const needle = needleOf(query.q);
  if (!needle) return { corrected: null, readings: [] };
  const { names, vocabulary } = contextOf();
  const meaning = understand(query.q, names, vocabulary);
  const { page: _page, sort: _sort, near: _near, ...literal } = query;
  const scope: SearchQuery = { ...literal, q: undefined, grade: meaning.grade ?? query.grade, subject: meaning.subject ?? query.subject };
  const where = describeScope({ grade: meaning.grade ?? undefined, subject: meaning.subject ?? undefined });
  const within = (text: string) => (where ? `${quoted(text)} in ${where}` : quoted(text));

  const candidates: Candidate[] = [];
  const add = (label: string, query: SearchQuery, topic?: string, aboutIt = false) =>
    candidates.push({ label, query, topic, aboutIt, href: topic ? `/${topic}${query.grade === undefined ? "" : `?grade=${gradeLabel(query.grade)}`}` : browseHref(query) });
  if (meaning.rest) {
    if (meaning.rest !== needle || where) add(within(meaning.rest), { ...scope, q: meaning.rest });
    // Another form counts only where the item is about it: "adding" lists adding sheets, not every "add the…" instruction.
    for (const form of meaning.forms) add(`Other word forms: ${within(form)}`, { ...scope, q: form }, undefined, true);
    if (meaning.category) add(`Category: ${meaning.category}${where ? `, ${where}` : ""}`, { ...scope, category: meaning.category });
    if (meaning.topic) {
      const title = names.topics.find(({ key }) => key === meaning.topic)?.title ?? meaning.topic;
      add(`Topic: ${title}${where ? `, ${where}` : ""}`, scope, meaning.topic);
    }
  } else if (where) {
    add(where[0].toUpperCase() + where.slice(1), scope);
  }

  const seen = { worksheet: new Set<number>(), quiz: new Set<number>() };
  for (const item of worksheetIndex.match(literal)) seen.worksheet.add(item.id);
  for (const item of quizIndex.match(literal)) seen.quiz.add(item.id);

  const near = visitorBand(scope.grade);
  const fresh = (index: SearchIndex<CatalogueItem>, candidate: Candidate) => {
    const ranked = index.match({ ...candidate.query, sort: "relevance", near });
    const inTopic = candidate.topic ? ranked.filter((item) => item.topics.includes(candidate.topic!)) : ranked;
    const about = candidate.aboutIt ? inTopic.filter((item) => relevanceTier(item, needleOf(candidate.query.q)) <= ABOUT_IT) : inTopic;
    return about.filter((item) => !seen[item.kind].has(item.id));
  };
  const readingsOf = (list: Candidate[]) =>
    list.flatMap((candidate) => {
      const worksheets = fresh(worksheetIndex, candidate);
      const quizzes = fresh(quizIndex, candidate);
      for (const item of [...worksheets, ...quizzes]) seen[item.kind].add(item.id);
      const total = worksheets.length + quizzes.length;
      if (total === 0) return [];
      return [
        {
          label: candidate.label,
          href: candidate.href,
          worksheets: worksheets.slice(0, SHOWN_PER_READING).map(summarize),
          quizzes: quizzes.slice(0, SHOWN_PER_READING).map(summarize),
          total,
        },
      ];
    });

  const readings = readingsOf(candidates);
  if (literalFound || readings.length > 0) return { corrected: null, readings };
  const corrected = correctSpelling(meaning.rest || needle, vocabulary);
  if (!corrected) return { corrected: null, readings };
  const fixed = readingsOf([{ label: `Showing results for ${quoted(corrected)}`, query: { ...scope, q: corrected }, href: browseHref({ ...scope, q: corrected }) }]);
  return { corrected: fixed.length > 0 ? corrected : null, readings: fixed };
}
