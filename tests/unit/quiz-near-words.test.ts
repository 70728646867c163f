import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import quizzesSource from "../../catalogue/quizzes.json";
import worksheetsSource from "../../catalogue/worksheets.json";
import type { Question } from "~/lib/questions/model";
import { acceptListsOf } from "~/lib/questions/text";
import { checkUnit } from "~/lib/questions/check";
import { isWord, tokens } from "~/lib/catalogue/answer-tokens";
import { checkCatalogueAnswer, nearWordsFor } from "~/lib/catalogue/quiz-near-words.server";
import { NEAR_WORDS_FILE, nearWordsFileText } from "../../scripts/quiz-near-words";

const quizzes = quizzesSource as { title: string; questions: Question[] }[];
const worksheets = worksheetsSource as { title: string; questions: Question[] }[];
/** Every typed answer's accept list (quizzes and worksheets, questions, parts and gaps). */
const acceptLists = [...quizzes, ...worksheets].flatMap((item) => item.questions.flatMap(acceptListsOf));
const units = [...quizzes, ...worksheets].flatMap((item) =>
  item.questions.flatMap((question) => ("parts" in question ? question.parts : [question])),
);

describe("the real words near the catalogue's accepted answers", () => {
  test("the committed list is up to date with the catalogue", async () => {
    const committed = readFileSync(NEAR_WORDS_FILE, "utf8");
    const current = await nearWordsFileText();
    if (committed !== current) {
      expect.fail(
        "app/lib/catalogue/quiz-near-words.json is stale: the catalogue's accepted answers or vocabulary changed since it was " +
          "generated. Run `npm run quiz:near-words` and commit the result.",
      );
    }
    // Regenerating reads the 274,000-word list: seconds alone, far longer while the other test projects share the CPU.
  }, 120_000);

  test("no catalogue answer accepts a real word one typo away from an accepted word", () => {
    let tried = 0;
    for (const accept of acceptLists) {
      const nearWords = nearWordsFor([accept]);
      const acceptedForms = new Set(accept.map((form) => tokens(form).join(" ")));
      for (const form of accept) {
        const words = tokens(form);
        words.forEach((word, index) => {
          for (const real of nearWords[word] ?? []) {
            const typed = [...words.slice(0, index), real, ...words.slice(index + 1)].join(" ");
            if (acceptedForms.has(tokens(typed).join(" "))) continue;
            tried++;
            expect(checkCatalogueAnswer(typed, accept), `"${typed}" for ${JSON.stringify(accept)}`).not.toBe("correct");
          }
        });
      }
    }
    expect(tried).toBeGreaterThan(1000);
  });

  test("checking a quiz loads only the near words of its own answers, a few kilobytes at most", () => {
    for (const quiz of quizzes) {
      const ownLists = quiz.questions.flatMap(acceptListsOf);
      const nearWords = nearWordsFor(ownLists);
      const ownWords = new Set(ownLists.flat().flatMap(tokens).filter(isWord));
      for (const word of Object.keys(nearWords)) expect(ownWords, quiz.title).toContain(word);
      expect(JSON.stringify(nearWords).length, quiz.title).toBeLessThan(4_000);
    }
  });

  test("the fact-checkers' examples hold on the catalogue as shipped", () => {
    const acceptOf = (form: string) => acceptLists.find((accept) => accept.includes(form))!;
    const verdicts: [string, string, string][] = [
      ["Lycia", "Lydia", "incorrect"],
      ["the kingdom of Lydia", "Lydia", "correct"],
      ["chunks", "chunking", "incorrect"],
      ["chunkng", "chunking", "correct"],
      ["hyperbola", "hyperbole", "incorrect"],
      ["breaching", "bleaching", "incorrect"],
      ["hyrdogen", "hydrogen", "correct"],
      ["36 000 km", "36000 km", "correct"],
    ];
    for (const [typed, form, verdict] of verdicts) expect(checkCatalogueAnswer(typed, acceptOf(form)), typed).toBe(verdict);
    // Answers that are now number questions keep the findings.
    const numberAsked = (prompt: string) => units.find((unit) => unit.question.includes(prompt))!;
    const check = (prompt: string, typed: string) => checkUnit(numberAsked(prompt), [typed], { nearWords: {} });
    expect(check("Write 3/8 as a decimal", ".375")).toBe("correct");
    expect(check("Write 3/8 as a decimal", "375")).toBe("incorrect");
    expect(check("x² − 2x − 15 = 0", "- 5")).toBe("incorrect");
    expect(check("x² − 2x − 15 = 0", "x = 5")).toBe("correct");
  });

  test("the independent sample check's answer-key findings stay fixed", () => {
    const typedAt = (quiz: number, question: number) => quizzes[quiz].questions[question] as { accept: string[] };
    const [linking, alarm, memory] = [typedAt(23, 2), typedAt(33, 2), typedAt(44, 3)];
    for (const typed of ["linking words", "transitional phrases", "connectors"])
      expect(checkCatalogueAnswer(typed, linking.accept), typed).toBe("correct");
    expect(checkCatalogueAnswer("1202", alarm.accept)).toBe("correct");
    expect(checkCatalogueAnswer("1201", alarm.accept)).toBe("incorrect");
    expect(checkCatalogueAnswer("chunks", memory.accept)).toBe("incorrect");
  });

  test("real words the English list lacks count too (catalogue/extra-vocabulary.txt)", () => {
    expect(nearWordsFor([["Lydia"]]).lydia).toEqual(expect.arrayContaining(["lycia", "lydda"]));
  });
});
