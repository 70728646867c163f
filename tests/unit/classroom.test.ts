import { describe, expect, test } from "vitest";
import { worksheets } from "../support/catalogue-as-read";
import { shortForm } from "~/lib/questions/check";
import { gradeAll } from "~/lib/questions/grading.server";
import type { Answerable, Question } from "~/lib/questions/model";
import { slotsOf } from "~/lib/questions/slots";
import { CODE_ALPHABET, CODE_LENGTH, formatCode, generateCode, normalizeCode } from "~/lib/classroom/codes";
import { correctRates, csvCell, resultsCsv } from "~/lib/classroom/results";
import { ClosesAtSchema, nameKey, StudentNameSchema } from "~/lib/classroom/schemas";

describe("assignment codes", () => {
  test("are 8 characters a class can read aloud: no 0/O, 1/I/L", () => {
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
  });

  test("use every character about equally often (no modulo bias)", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) for (const char of generateCode()) counts.set(char, (counts.get(char) ?? 0) + 1);
    const expected = (6000 * CODE_LENGTH) / CODE_ALPHABET.length;
    expect(counts.size).toBe(CODE_ALPHABET.length);
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
  });

  test("are forgiven case, spaces and hyphens as typed, but never look-alikes", () => {
    expect(normalizeCode(" abcd-2345 ")).toBe("ABCD2345");
    expect(normalizeCode("ABCD 2345")).toBe("ABCD2345");
    expect(formatCode("ABCD2345")).toBe("ABCD 2345");
    for (const typed of ["ABCD234O", "ABCD2341", "ABCD234", "ABCD23456", "", null, undefined, "x".repeat(100)]) {
      expect(normalizeCode(typed)).toBeNull();
    }
  });
});

/** Checks one answer to one question as a class submission is checked. */
function checkQuestion(question: { answer: string; accept?: string[] }, typed: string) {
  return gradeAll({ questions: [{ question: "?", ...question }], spelling: false }, new Map([["1", [typed]]]))[0].verdict;
}

describe("checking a class's worksheet answers", () => {
  test("the short form is the model answer's leading plain answer", () => {
    expect(shortForm("20. Multiplication comes before addition.")).toBe("20");
    expect(shortForm("Whom. 'Who' is a subject pronoun.")).toBe("Whom");
    expect(shortForm("Photosynthesis")).toBe("Photosynthesis");
    // Explanations, answers in parts and notes about the answers are not short forms.
    expect(shortForm("Multiplication comes before addition, so the answer is twenty.")).toBeNull();
    expect(shortForm("(a) 12. (b) 15.")).toBeNull();
    expect(shortForm("Answers may vary. For example: ...")).toBeNull();
    expect(shortForm("1) Time\n2) Money")).toBeNull();
  });

  test("a match is correct, anything else goes to the teacher, a blank is wrong", () => {
    const question = { answer: "20. Multiplication comes before addition: 4 × 3 = 12, then 8 + 12 = 20." };
    expect(checkQuestion(question, " 20 ")).toBe("correct");
    expect(checkQuestion(question, "36")).toBe("review");
    expect(checkQuestion(question, "I think it's 20 because multiplication goes first")).toBe("review");
    expect(checkQuestion(question, "")).toBe("incorrect");
    expect(checkQuestion({ answer: "Answers may vary." }, "anything")).toBe("review");
  });

  test("quiz questions use their accepted forms, as on the quiz page", () => {
    const question = { answer: "5/6, because 1/2 + 1/3 = 3/6 + 2/6.", accept: ["5/6", "five sixths"] };
    expect(checkQuestion(question, "Five sixths")).toBe("correct");
    expect(checkQuestion(question, "6/5")).toBe("incorrect");
  });

  test("every worksheet model answer's short form is accepted by the checker for itself", () => {
    for (const worksheet of worksheets) {
      for (const { unit } of slotsOf(worksheet.questions as Question[])) {
        const typed = unit as Answerable & { answer?: string };
        if ((unit.type ?? "short") !== "short" || !typed.answer) continue;
        const short = shortForm(typed.answer);
        if (short) expect(checkQuestion({ answer: typed.answer }, short), `${worksheet.title}: ${short}`).toBe("correct");
      }
    }
  });
});

describe("student names and closing dates", () => {
  test("a name is tidied and limited to 40 characters, with no control or direction characters", () => {
    expect(StudentNameSchema.parse("  Ada \n Lovelace ")).toBe("Ada Lovelace");
    expect(StudentNameSchema.parse("é".repeat(40))).toHaveLength(40);
    expect(StudentNameSchema.safeParse("é".repeat(41)).success).toBe(false);
    expect(StudentNameSchema.safeParse(" ").success).toBe(false);
    expect(StudentNameSchema.safeParse("A\u0007B").success).toBe(false);
    expect(StudentNameSchema.safeParse("abc\u202edef").success).toBe(false);
  });

  test("names that look the same are the same student: NFKC, invisible characters removed, lookalikes folded", () => {
    const key = nameKey("Sam Lee");
    for (const lookalike of [
      "sam lee",
      " Sam  Lee ",
      "Sam Lee\u200b",
      "S\u00adam Lee",
      "Sam\u2060 Lee",
      "\ufeffSam Lee",
      "Ｓａｍ Ｌｅｅ",
      "S\u0430m Lee",
      "SAM L\u0395\u0395",
      "\u0405am Lee",
      "Sam\u00a0Lee",
    ])
      expect(nameKey(lookalike), JSON.stringify(lookalike)).toBe(key);
    // Different letters stay different names, accents included.
    for (const other of ["Sam Leo", "Sám Lee", "Sam Le", "Samuel Lee"]) expect(nameKey(other), other).not.toBe(key);
  });

  test("a closing date alone means the end of that day anywhere on Earth", () => {
    const day = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    // The end of that day at UTC−12 is 12:00 UTC the next day: by then the day is over everywhere.
    expect(new Date(ClosesAtSchema.parse(day)).toISOString()).toBe(
      new Date(Date.parse(`${day}T12:00:00Z`) + 24 * 3600 * 1000).toISOString(),
    );
    expect(ClosesAtSchema.parse(`${day}T10:00:00+02:00`)).toBe(Date.parse(`${day}T08:00:00Z`));
    expect(ClosesAtSchema.safeParse(`${Number(day.slice(0, 4)) + 2}${day.slice(4)}`).success).toBe(false);
    expect(ClosesAtSchema.safeParse("2000-01-01").success).toBe(false);
    expect(ClosesAtSchema.safeParse("tomorrow").success).toBe(false);
  });
});

describe("results", () => {
  const row = (name: string, verdicts: ("correct" | "incorrect" | "review")[]) => ({
    name,
    score: verdicts.filter((v) => v === "correct").length,
    total: verdicts.length,
    submittedAt: Date.UTC(2026, 8, 1, 9, 30),
    answers: verdicts.map((verdict) => ({ answer: verdict, verdict })),
  });

  test("the correct rate per question counts only answers that count as correct", () => {
    const rows = [row("A", ["correct", "review", "incorrect"]), row("B", ["correct", "correct", "incorrect"])];
    expect(correctRates(3, rows)).toEqual([1, 0.5, 0]);
    expect(correctRates(2, [])).toEqual([null, null]);
  });

  test("CSV cells are quoted and cannot start a formula", () => {
    expect(csvCell("Ann")).toBe('"Ann"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell(5)).toBe('"5"');
  });

  test("the CSV has a header, a row per student and CRLF line ends", () => {
    const csv = resultsCsv(["1", "2"], [row("=cmd", ["correct", "review"])]);
    expect(csv).toBe(
      '\uFEFF"Name","Score","Total","Submitted at (UTC)","Q1 answer","Q1 verdict","Q2 answer","Q2 verdict"\r\n' +
        '"\'=cmd","1","2","2026-09-01T09:30:00.000Z","correct","correct","review","needs review"\r\n',
    );
  });
});
