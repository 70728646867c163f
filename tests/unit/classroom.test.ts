import { describe, expect, test } from "vitest";
import { worksheets } from "../support/catalogue-as-read";
import { shortForm } from "~/lib/questions/check";
import { gradeAll } from "~/lib/questions/grading.server";
import type { Answerable, Question } from "~/lib/questions/model";
import { slotsOf } from "~/lib/questions/slots";
import { CODE_ALPHABET, CODE_LENGTH, formatCode, generateCode, normalizeCode } from "~/lib/classroom/codes";
import { csvCell, groupRate, questionGroups, resultColumns, resultsCsv } from "~/lib/classroom/results";
import { COMMON_WRONG_SHOWN, columnSummaries } from "~/lib/classroom/reteach";
import { classroomShareUrl } from "~/lib/site/classroom-share";
import { ClosesAtSchema, endOfDayIn, nameKey, StudentNameSchema } from "~/lib/classroom/schemas";

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
    // A numbered list is not the answer "1" (worksheets 39 and 68): typing "1" must not be marked right.
    expect(shortForm("1. Internal rhyme: 'dreary' rhymes with 'weary'.\n2. Alliteration: 'weak and weary'.")).toBeNull();
    expect(shortForm("1. There is one whole, so the answer is 1.")).toBe("1");
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

describe("the last day to answer in the teacher's time zone", () => {
  test("ends at the last second of that day where the teacher is, summer time and half hours included", () => {
    expect(endOfDayIn("2026-12-04", "America/New_York")).toBe("2026-12-05T04:59:59.000Z");
    expect(endOfDayIn("2026-07-04", "America/New_York")).toBe("2026-07-05T03:59:59.000Z");
    // New York moves its clocks forward on 2026-03-08: the day ends in summer time.
    expect(endOfDayIn("2026-03-08", "America/New_York")).toBe("2026-03-09T03:59:59.000Z");
    expect(endOfDayIn("2026-12-04", "Asia/Kolkata")).toBe("2026-12-04T18:29:59.000Z");
    expect(endOfDayIn("2026-12-04", "Pacific/Auckland")).toBe("2026-12-04T10:59:59.000Z");
    expect(endOfDayIn("2026-12-04", "UTC")).toBe("2026-12-04T23:59:59.000Z");
  });

  test("is null for a zone or a date that is not one, so the date alone (anywhere on Earth) applies", () => {
    for (const zone of ["", "Mars/Olympus", "x".repeat(65)]) expect(endOfDayIn("2026-12-04", zone), zone).toBeNull();
    for (const date of ["2026-12-04T10:00:00Z", "tomorrow", "2026-13-40"]) expect(endOfDayIn(date, "UTC"), date).toBeNull();
  });
});

describe("results", () => {
  const row = (name: string, verdicts: ("correct" | "incorrect" | "review")[], answers: string[] = verdicts) => ({
    name,
    score: verdicts.filter((v) => v === "correct").length,
    total: verdicts.length,
    submittedAt: Date.UTC(2026, 8, 1, 9, 30),
    answers: verdicts.map((verdict, index) => ({ slot: String(index + 1), answer: answers[index], verdict, overruled: false })),
  });
  const questions: Question[] = [
    { question: "What is 3 + 4?", answer: "7" },
    {
      question: "Round 47:",
      parts: [
        { question: "to the nearest ten", answer: "50" },
        { question: "to the nearest hundred", answer: "0" },
      ],
    } as Question,
    { question: "Name the  capital\nof France.", answer: "Paris" },
  ];

  test("the correct rate per question counts only answers that count as correct", () => {
    const rows = [row("A", ["correct", "review", "incorrect"]), row("B", ["correct", "correct", "incorrect"])];
    expect([0, 1, 2].map((column) => groupRate([column], rows))).toEqual([1, 0.5, 0]);
    // A question with parts: every part of every student counts once.
    expect(groupRate([1, 2], rows)).toBe(0.25);
    expect(groupRate([0], [])).toBeNull();
  });

  test("columns are one per question or part, grouped back into questions for the wide table", () => {
    const columns = resultColumns(questions, []);
    expect(columns.map((column) => column.label)).toEqual(["1", "2 a)", "2 b)", "3"]);
    expect(columns.map((column) => column.text)).toEqual([
      "What is 3 + 4?",
      "Round 47: a) to the nearest ten",
      "Round 47: b) to the nearest hundred",
      "Name the capital of France.",
    ]);
    expect(questionGroups(columns)).toEqual([
      { label: "1", columns: [0] },
      { label: "2", columns: [1, 2] },
      { label: "3", columns: [3] },
    ]);
    // A withdrawn item: the stored slot keys still say which question each answer belongs to.
    const stored = {
      answers: ["1", "2a", "2b"].map((slot) => ({ slot, answer: "", verdict: "incorrect" as const, overruled: false })),
    };
    const withdrawn = resultColumns(null, [stored]);
    expect(withdrawn).toEqual([
      { label: "1", question: 0, text: null },
      { label: "2a", question: 1, text: null },
      { label: "2b", question: 1, text: null },
    ]);
    expect(questionGroups(withdrawn).map((group) => group.columns)).toEqual([[0], [1, 2]]);
  });

  test("CSV cells are quoted and cannot start a formula", () => {
    expect(csvCell("Ann")).toBe('"Ann"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell(5)).toBe('"5"');
  });

  test("the CSV has the questions as headers, a row per student, the teacher's marks and CRLF line ends", () => {
    const columns = resultColumns(questions.slice(0, 1), []).concat({ label: "2", question: 1, text: null });
    const overruled = row("Bo", ["incorrect", "correct"], ["seven", "x"]);
    overruled.answers[0] = { ...overruled.answers[0], verdict: "correct", overruled: true };
    overruled.score = 2;
    const csv = resultsCsv(columns, [row("=cmd", ["correct", "review"]), overruled]);
    expect(csv).toBe(
      '\uFEFF"Name","Score","Total","Submitted at (UTC)","Q1 What is 3 + 4?","Q1 verdict","Q2 answer","Q2 verdict"\r\n' +
        '"\'=cmd","1","2","2026-09-01T09:30:00.000Z","correct","correct","review","needs review"\r\n' +
        '"Bo","2","2","2026-09-01T09:30:00.000Z","seven","correct (teacher\'s mark)","x","correct"\r\n',
    );
  });

  test("what to reteach: right answers, answers to check, blanks, and the most common wrong answers first", () => {
    const rows = [
      row("A", ["incorrect", "correct"], ["6/5", "7"]),
      row("B", ["incorrect", "review"], ["1/5", "seven-ish"]),
      row("C", ["incorrect", "correct"], [" 6/5", "7"]),
      row("D", ["incorrect", "correct"], ["", "7"]),
      row("E", ["incorrect", "correct"], ["2/5", "7"]),
      row("F", ["incorrect", "correct"], ["3/5", "7"]),
      row("G", ["correct", "correct"], ["5/6", "7"]),
    ];
    const [first, second] = columnSummaries(2, rows);
    expect(first).toEqual({
      right: 1,
      toCheck: 0,
      blank: 1,
      answered: 7,
      // "6/5" twice (spacing folded), then the one-offs in the order they were given, three at most.
      commonWrong: [
        { answer: "6/5", count: 2 },
        { answer: "1/5", count: 1 },
        { answer: "2/5", count: 1 },
      ],
    });
    expect(COMMON_WRONG_SHOWN).toBe(3);
    expect(second).toEqual({ right: 6, toCheck: 1, blank: 0, answered: 7, commonWrong: [] });
    expect(columnSummaries(1, [])).toEqual([{ right: 0, toCheck: 0, blank: 0, answered: 0, commonWrong: [] }]);
  });
});

describe("sharing to Google Classroom", () => {
  test("is Classroom's public share page with the link, title and text encoded", () => {
    const url = classroomShareUrl({
      url: "https://studyshelf.example/a/ABCD2345?x=1&y=2",
      title: "7B: fractions & more",
      body: "Code: ABCD 2345",
    });
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe("https://classroom.google.com/share");
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      url: "https://studyshelf.example/a/ABCD2345?x=1&y=2",
      title: "7B: fractions & more",
      body: "Code: ABCD 2345",
    });
    expect(url).toContain("title=7B%3A%20fractions%20%26%20more");
    expect(new URL(classroomShareUrl({ url: "https://s.example/quiz/3", title: "Q" })).searchParams.has("body")).toBe(false);
  });
});
