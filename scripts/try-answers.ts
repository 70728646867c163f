/**
 * `npm run -s catalogue:try -- FILE`: runs typed answers through the real checker, for authors and
 * reviewers. FILE is JSON: `[{ "kind": "quiz", "id": 28, "slot": "4", "typed": "4-1/6" }, …]`, where
 * `slot` is "3" for question 3 or "2c" for its part c, and `typed` is what a student types (for a
 * choice, the letters "A,C"; true/false "true"; gaps, matches and steps as a list: ["sun", "rain"]).
 * Prints one line per answer: the verdict, then what was tried.
 */
import { readFileSync } from "node:fs";
import { checkUnit } from "../app/lib/questions/check.ts";
import type { Question } from "../app/lib/questions/model.ts";
import { slotsOf } from "../app/lib/questions/slots.ts";
import { tokens } from "../app/lib/catalogue/answer-tokens.ts";
import { acceptListsOf } from "../app/lib/questions/text.ts";

interface Trial {
  kind: "quiz" | "worksheet";
  id: number;
  slot: string;
  typed: string | string[];
}

const catalogue = (name: string) =>
  JSON.parse(readFileSync(new URL(`../catalogue/${name}.json`, import.meta.url), "utf8")) as {
    questions: Question[];
    spelling?: boolean;
  }[];
const items = { quiz: catalogue("quizzes"), worksheet: catalogue("worksheets") };
const allNearWords = JSON.parse(
  readFileSync(new URL("../app/lib/catalogue/quiz-near-words.json", import.meta.url), "utf8"),
) as Record<string, string[]>;
const trials = JSON.parse(readFileSync(process.argv[2], "utf8")) as Trial[];

for (const trial of trials) {
  const item = items[trial.kind][trial.id];
  const slot = item && slotsOf(item.questions).find((candidate) => candidate.key === trial.slot);
  if (!slot) {
    console.log(`no such slot: ${trial.kind} ${trial.id} ${trial.slot}`);
    continue;
  }
  const nearWords = Object.fromEntries(
    acceptListsOf(item.questions[slot.question])
      .flat()
      .flatMap(tokens)
      .filter((word) => Object.hasOwn(allNearWords, word))
      .map((word) => [word, allNearWords[word]]),
  );
  const response =
    typeof trial.typed === "string"
      ? slot.unit.type === "choice"
        ? trial.typed.split(",").map((s) => s.trim())
        : [trial.typed]
      : trial.typed;
  const verdict = checkUnit(slot.unit, response, { nearWords, spelling: item.spelling });
  console.log(`${verdict.padEnd(9)} ${trial.kind} ${trial.id} ${trial.slot}: ${JSON.stringify(trial.typed)}`);
}
