import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import areas from "../../catalogue/areas.json";
import categories from "../../catalogue/categories.json";
import quizzes from "../../catalogue/quizzes.json";
import worksheets from "../../catalogue/worksheets.json";
import { QUIZ_QUESTION_COUNT, validateCatalogue } from "~/lib/catalogue/schema";
import { checkCatalogueAnswer } from "~/lib/catalogue/quiz-near-words.server";
import type { Question } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";
import { acceptListsOf, answerText, questionText } from "~/lib/questions/text";
import { READING_GRADE_MARGIN, readingGrade } from "../support/readability";
import { resolveItem, WORDINGS } from "~/lib/catalogue/wording";
import { GENERATORS } from "~/lib/generators/registry";

// The subjects and categories the first catalogue had to cover.
const QUIZ_SUBJECTS = [
  "Science",
  "Math",
  "Mathematics",
  "Geography",
  "History",
  "Computer Science",
  "Literature",
  "Music",
  "Economics",
  "Technology",
  "Psychology",
  "Environmental Science",
];
const WORKSHEET_SUBJECTS = [
  "Science",
  "Philosophy",
  "Architecture",
  "Sociology",
  "Literature",
  "Public Health",
  "Medicine",
  "History",
  "Language Arts",
  "Mathematics",
];
const WORKSHEET_CATEGORIES = [
  "Astronomy",
  "Arithmetic",
  "Fractions",
  "Geometry",
  "Number Theory",
  "Algebraic Thinking",
  "Problem Solving",
  "Marine Biology",
  "Climate Science",
  "Space Science",
  "Biology",
  "Philosophy of Mind",
  "Sustainable Design",
  "Digital Sociology",
  "Astrophysics",
  "Comparative Literature",
  "Epidemiology",
  "Genetics",
  "Latin American History",
  "European History",
  "Middle Eastern History",
  "Physical Science",
  "Physics",
  "Earth Science",
  "Literary Devices",
  "Reading Comprehension",
  "Writing",
  "Literature",
  "Algebra",
  "Chemistry",
  "Grammar",
  "Educational Approaches",
];
const TOPIC_PAGES = [
  "math/fractions",
  "math/algebra",
  "math/geometry",
  "science/ecosystems",
  "science/elements",
  "science/solar-system",
  "language/grammar",
  "language/vocabulary",
  "language/writing",
  "language/reading",
  "social/world-history",
  "social/geography",
  "social/government",
  "integrated/space-exploration",
  "integrated/ecosystem",
  "integrated/ancient-civilizations",
];

const catalogue = { areas, categories, worksheets, quizzes };
/** Every item as a reader gets it in a wording (catalogue/wording.ts): the content checks read text, not markup. */
const inWording = (wording: (typeof WORDINGS)[number]) =>
  [...worksheets, ...quizzes].map((item) => resolveItem({ ...item, questions: item.questions as Question[] }, wording));

describe("the bundled catalogue", () => {
  test("satisfies the catalogue schema (the build runs the same check)", () => {
    expect(() => validateCatalogue(catalogue)).not.toThrow();
  });

  test("the schema rejects what it must", () => {
    const broken = (change: (copy: typeof catalogue) => void) => {
      const copy = structuredClone(catalogue);
      change(copy);
      return () => validateCatalogue(copy);
    };
    expect(broken((copy) => ((copy.worksheets[0].questions[0] as { answer?: string }).answer = "  "))).toThrow(/answer/);
    expect(broken((copy) => (copy.worksheets[1].title = copy.worksheets[0].title))).toThrow(/duplicate title/);
    expect(broken((copy) => (copy.worksheets[0].subject = "Astrology"))).toThrow(/unknown subject/);
    expect(broken((copy) => (copy.worksheets[0].category = "Cooking"))).toThrow(/unknown category/);
    expect(broken((copy) => (copy.worksheets[0].topics = ["math/calculus"]))).toThrow(/unknown topic/);
    expect(broken((copy) => copy.quizzes[0].questions.pop())).toThrow(/questions/);
    expect(broken((copy) => (copy.worksheets[0].questions = []))).toThrow(/questions/);
    expect(broken((copy) => Object.assign(copy.worksheets[0], { difficulty: "Expert" }))).toThrow(/difficulty/);
    expect(broken((copy) => Object.assign(copy.worksheets[0], { standards: [{ code: "4.NF.Z.9", why: "made up" }] }))).toThrow(
      /not a code in the bundled standards/,
    );
    expect(
      broken((copy) =>
        Object.assign(copy.worksheets[0], {
          standards: [
            { code: "4.NF.B.3", why: "one" },
            { code: "4.NF.B.3", why: "again" },
          ],
        }),
      ),
    ).toThrow(/lists a standard twice/);
    expect(broken((copy) => Object.assign(copy.worksheets[0], { standards: [{ code: "4.NF.B.3", why: " " }] }))).toThrow(/why/);
  });

  test("is a library: 200+ worksheets and 100+ quizzes of exactly 5 questions", () => {
    expect(worksheets.length).toBeGreaterThanOrEqual(200);
    expect(quizzes.length).toBeGreaterThanOrEqual(100);
    for (const quiz of quizzes) expect(quiz.questions, quiz.title).toHaveLength(QUIZ_QUESTION_COUNT);
  });

  test("covers every subject and category the spec lists", () => {
    const quizSubjects = new Set(quizzes.map((quiz) => quiz.subject));
    const worksheetSubjects = new Set(worksheets.map((worksheet) => worksheet.subject));
    const worksheetCategories = new Set(worksheets.map((worksheet) => worksheet.category));
    expect(QUIZ_SUBJECTS.filter((subject) => !quizSubjects.has(subject))).toEqual([]);
    expect(WORKSHEET_SUBJECTS.filter((subject) => !worksheetSubjects.has(subject))).toEqual([]);
    expect(WORKSHEET_CATEGORIES.filter((category) => !worksheetCategories.has(category))).toEqual([]);
  });

  test("worksheets keep the original shape: 5 questions, the first catalogue's later entries 3; every one has a difficulty", () => {
    // The first catalogue: 50 worksheets of 5 questions, then 32 later-authored ones of 3. Later additions have 5,
    // or 3 when they ask for long written answers.
    expect(worksheets.slice(0, 50).every((worksheet) => worksheet.questions.length === 5)).toBe(true);
    expect(worksheets.slice(50, 82).every((worksheet) => worksheet.questions.length === 3)).toBe(true);
    for (const worksheet of worksheets) expect([3, 5], worksheet.title).toContain(worksheet.questions.length);
    for (const level of ["Beginner", "Intermediate", "Advanced"]) {
      expect(worksheets.filter((worksheet) => worksheet.difficulty === level).length, level).toBeGreaterThanOrEqual(20);
    }
  });

  test("each of the 16 topic pages recommends at least 8 worksheets and 4 quizzes, and has an introduction", () => {
    const defined = areas.flatMap((area) => area.topics.map((topic) => `${area.slug}/${topic.slug}`));
    expect(defined.sort()).toEqual([...TOPIC_PAGES].sort());
    for (const topic of TOPIC_PAGES) {
      expect(
        worksheets.filter((item) => (item.topics as string[] | undefined)?.includes(topic)).length,
        topic,
      ).toBeGreaterThanOrEqual(8);
      expect(
        quizzes.filter((item) => (item.topics as string[] | undefined)?.includes(topic)).length,
        topic,
      ).toBeGreaterThanOrEqual(4);
    }
    for (const area of areas) for (const topic of area.topics) expect(topic.intro.length).toBeGreaterThan(60);
  });

  test("every subject belongs to exactly one subject page", () => {
    const owners = new Map<string, string[]>();
    for (const area of areas)
      for (const subject of area.subjects) owners.set(subject, [...(owners.get(subject) ?? []), area.slug]);
    for (const item of [...worksheets, ...quizzes]) expect(owners.get(item.subject), item.subject).toHaveLength(1);
  });

  test("every item passed the independent fact-check, and its log is kept", () => {
    expect([...worksheets, ...quizzes].filter((item) => item.reviewed !== true).map((item) => item.title)).toEqual([]);
    const log = readFileSync(new URL("../../catalogue/REVIEW.md", import.meta.url), "utf8");
    const logs = ["math", "science", "humanities", "language"].flatMap((group) => [group, `pass2-${group}`]);
    for (const group of [...logs, "new-math", "new-science", "new-language", "new-social"]) {
      expect(log).toContain(`review/${group}.md`);
      expect(existsSync(new URL(`../../catalogue/review/${group}.md`, import.meta.url)), group).toBe(true);
    }
  });

  test("the quiz checker accepts every accepted form of its own question", () => {
    // Typed answers and gaps, in quizzes and worksheets (worksheets are checked in class assignments), in both wordings.
    for (const item of WORDINGS.flatMap(inWording)) {
      for (const question of item.questions as Question[]) {
        for (const accept of acceptListsOf(question))
          for (const form of accept)
            expect(checkCatalogueAnswer(form, accept), `${item.title}: ${questionText(question)} -> ${form}`).toBe("correct");
      }
    }
  });

  test("no two worksheets (authored or generated) and no two quizzes share a title: a listing tells them apart", () => {
    for (const titles of [[...worksheets, ...GENERATORS].map(({ title }) => title), quizzes.map(({ title }) => title)]) {
      expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    }
  });

  test("no question appears twice anywhere in the catalogue", () => {
    const seen = new Map<string, string>();
    for (const item of inWording("international")) {
      for (const question of (item.questions as Question[]).map(questionText)) {
        const key = question.toLowerCase().replace(/\s+/g, " ").trim();
        expect(seen.get(key), `"${question}" in ${item.title}`).toBeUndefined();
        seen.set(key, item.title);
      }
    }
  });

  test("every subject area has items in at least three grade bands, with the early grades (K–5) well represented", () => {
    const bands = { "K–2": [0, 2], "3–5": [3, 5], "6–8": [6, 8], "9–12": [9, 12] } as const;
    const inBand = (item: { grades: { from: number; to: number } }, [low, high]: readonly [number, number]) =>
      item.grades.from <= high && item.grades.to >= low;
    for (const area of areas) {
      const items = [...worksheets, ...quizzes].filter((item) => area.subjects.includes(item.subject));
      const covered = Object.values(bands).filter((band) => items.some((item) => inBand(item, band)));
      expect(covered.length, area.slug).toBeGreaterThanOrEqual(3);
      expect(items.filter((item) => inBand(item, bands["K–2"])).length, `${area.slug} K–2`).toBeGreaterThanOrEqual(4);
      expect(items.filter((item) => inBand(item, bands["3–5"])).length, `${area.slug} 3–5`).toBeGreaterThanOrEqual(6);
    }
    const early = [...worksheets, ...quizzes].filter((item) => item.grades.from <= 5).length;
    expect(early / (worksheets.length + quizzes.length)).toBeGreaterThanOrEqual(0.35);
  });

  test("no item reads far above its grade band (Flesch–Kincaid of the description and questions)", () => {
    const tooHard = inWording("international")
      .map((item) => ({ title: item.title, to: item.grades.to, measured: readingGrade(item) }))
      .filter(({ to, measured }) => measured > to + READING_GRADE_MARGIN);
    expect(tooHard).toEqual([]);
  });

  test("no question is a near-duplicate of another: the same question asking for the same answer", () => {
    const pairs = nearDuplicates(
      // Blocks of parts repeat one instruction over different numbers: they are practice, not copies.
      [...worksheets, ...quizzes].flatMap((item) =>
        (item.questions as Question[])
          .filter((entry) => !hasParts(entry))
          .map((entry) => ({ question: questionText(entry), answer: answerText(entry), title: item.title })),
      ),
    );
    expect(pairs).toEqual([]);
    // The check itself catches a reworded copy.
    expect(
      nearDuplicates([
        { title: "A", question: "What is the capital city of France?", answer: "Paris." },
        { title: "B", question: "What is the capital of France?", answer: "Paris is the capital of France." },
      ]),
    ).toHaveLength(1);
    // Compares every pair of about 1,900 questions: a few seconds alone, longer while other test projects share the CPU.
  }, 60_000);
});

describe("the independent sample check's content findings stay fixed", () => {
  test("worksheet 21 lists only natural sources of carbon dioxide as natural", () => {
    const answer = (worksheets[21].questions[1] as { answer: string }).answer;
    expect(answer.split("Burning fossil fuels")[0]).not.toMatch(/fossil/i);
    expect(answer).toMatch(/fossil fuels[^.]*(caused by people|human)/i);
  });

  test("worksheet 55's model answer agrees with its passage (algae, not plants)", () => {
    const { question, answer } = worksheets[55].questions[0] as { question: string; answer: string };
    expect(question).toMatch(/algae/);
    expect(answer).toMatch(/algae/);
    expect(answer).not.toMatch(/\bplants\b/);
  });

  test("worksheet 48's generations question defines the first generation, so it has one answer", () => {
    const { question, answer } = worksheets[48].questions[4] as { question: string; answer: string };
    expect(question).toMatch(/first generation/);
    expect(answer).toMatch(/\b27\b/);
  });
});

/** Letters, numbers and maths symbols, lower-cased: what a question says, not how it is punctuated. */
function tokens(text: string) {
  return new Set(
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/\p{L}+|\p{N}+|[+\-−×÷=<>%√π²³]/gu) ?? [],
  );
}

function overlap(a: Set<string>, b: Set<string>) {
  let shared = 0;
  for (const token of a) if (b.has(token)) shared++;
  return shared;
}

/** Pairs whose questions share 80% of their words (Jaccard) and whose answers mostly agree (80% of the shorter). */
function nearDuplicates(entries: { title: string; question: string; answer: string }[]) {
  const read = entries.map((entry) => ({ ...entry, q: tokens(entry.question), a: tokens(entry.answer) }));
  const pairs: string[] = [];
  for (let i = 0; i < read.length; i++) {
    for (let j = i + 1; j < read.length; j++) {
      const [x, y] = [read[i], read[j]];
      // Sets this different in size cannot reach the threshold: skip the count.
      if (Math.min(x.q.size, y.q.size) < 0.8 * Math.max(x.q.size, y.q.size)) continue;
      const shared = overlap(x.q, y.q);
      if (shared / (x.q.size + y.q.size - shared) < 0.8) continue;
      if (overlap(x.a, y.a) / Math.max(1, Math.min(x.a.size, y.a.size)) < 0.8) continue;
      pairs.push(`${x.title}: "${x.question}" ~ ${y.title}: "${y.question}"`);
    }
  }
  return pairs;
}
