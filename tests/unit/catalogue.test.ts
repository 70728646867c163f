import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import areas from "../../catalogue/areas.json";
import categories from "../../catalogue/categories.json";
import quizzes from "../../catalogue/quizzes.json";
import worksheets from "../../catalogue/worksheets.json";
import { QUIZ_QUESTION_COUNT, validateCatalogue } from "~/lib/catalogue/schema";
import { checkCatalogueAnswer } from "~/lib/catalogue/quiz-near-words.server";

// Spec section 3: the subjects and categories the first catalogue must cover.
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
  "social/world-history",
  "social/geography",
  "social/government",
  "integrated/space-exploration",
  "integrated/ecosystem",
  "integrated/ancient-civilizations",
];

const catalogue = { areas, categories, worksheets, quizzes };

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
    expect(broken((copy) => (copy.worksheets[0].questions[0].answer = "  "))).toThrow(/answer/);
    expect(broken((copy) => (copy.worksheets[1].title = copy.worksheets[0].title))).toThrow(/duplicate title/);
    expect(broken((copy) => (copy.worksheets[0].subject = "Astrology"))).toThrow(/unknown subject/);
    expect(broken((copy) => (copy.worksheets[0].category = "Cooking"))).toThrow(/unknown category/);
    expect(broken((copy) => (copy.worksheets[0].topics = ["math/calculus"]))).toThrow(/unknown topic/);
    expect(broken((copy) => copy.quizzes[0].questions.pop())).toThrow(/questions/);
    expect(broken((copy) => (copy.worksheets[0].questions = []))).toThrow(/questions/);
    expect(broken((copy) => Object.assign(copy.worksheets[0], { difficulty: "Expert" }))).toThrow(/difficulty/);
  });

  test("has the full first catalogue: 45+ quizzes of exactly 5 questions and 72+ worksheets", () => {
    expect(quizzes.length).toBeGreaterThanOrEqual(45);
    expect(worksheets.length).toBeGreaterThanOrEqual(72);
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

  test("most worksheets have 5 questions; the later-authored have 3 and a difficulty, in a spread of all three", () => {
    // Every worksheet may now carry a difficulty (reviewers add one with its grade band), so the later-authored
    // worksheets are told apart by their 3 questions.
    const firstLater = worksheets.findIndex((worksheet) => worksheet.questions.length === 3);
    expect(firstLater).toBeGreaterThan(worksheets.length / 2);
    worksheets.forEach((worksheet, index) => {
      if (index < firstLater) {
        expect(worksheet.questions, worksheet.title).toHaveLength(5);
      } else {
        expect(worksheet.questions, worksheet.title).toHaveLength(3);
        expect(["Beginner", "Intermediate", "Advanced"]).toContain((worksheet as { difficulty?: string }).difficulty);
      }
    });
    const levels = worksheets.slice(firstLater).map((worksheet) => (worksheet as { difficulty?: string }).difficulty);
    for (const level of ["Beginner", "Intermediate", "Advanced"]) {
      expect(levels.filter((value) => value === level).length, level).toBeGreaterThanOrEqual(5);
    }
  });

  test("each of the 15 topic pages recommends at least 4 worksheets and 2 quizzes, and has an introduction", () => {
    const defined = areas.flatMap((area) => area.topics.map((topic) => `${area.slug}/${topic.slug}`));
    expect(defined.sort()).toEqual([...TOPIC_PAGES].sort());
    for (const topic of TOPIC_PAGES) {
      expect(worksheets.filter((item) => item.topics?.includes(topic)).length, topic).toBeGreaterThanOrEqual(4);
      expect(quizzes.filter((item) => item.topics?.includes(topic)).length, topic).toBeGreaterThanOrEqual(2);
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
    for (const group of ["math", "science", "humanities", "language"]) {
      expect(log).toContain(`review/${group}.md`);
      expect(existsSync(new URL(`../../catalogue/review/${group}.md`, import.meta.url)), group).toBe(true);
    }
  });

  test("the quiz checker accepts every accepted form of its own question", () => {
    for (const quiz of quizzes) {
      for (const { question, accept } of quiz.questions) {
        for (const form of accept)
          expect(checkCatalogueAnswer(form, accept), `${quiz.title}: ${question} -> ${form}`).toBe("correct");
      }
    }
  });

  test("no question appears twice anywhere in the catalogue", () => {
    const seen = new Map<string, string>();
    for (const item of [...worksheets, ...quizzes]) {
      for (const { question } of item.questions) {
        const key = question.toLowerCase().replace(/\s+/g, " ").trim();
        expect(seen.get(key), `"${question}" in ${item.title}`).toBeUndefined();
        seen.set(key, item.title);
      }
    }
  });
});
