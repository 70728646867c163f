/**
 * US and international wording from one source text (docs/decisions/0031): the {{international|US}}
 * markup and its check, the readings pages, the API and PDFs get, search finding either spelling,
 * the checker taking either, and the catalogue keeping the rule for every British spelling we know.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import quizNearWords from "~/lib/catalogue/quiz-near-words.json";
import { getQuiz, getWorksheet, quizIndex, worksheetIndex } from "~/lib/catalogue/catalogue.server";
import { WorksheetSourceSchema } from "~/lib/catalogue/schema";
import { snippetOf } from "~/lib/catalogue/snippet";
import { markupProblem, resolveItem, resolveText, wordingForPaper, wordingOfQuery, type Wording } from "~/lib/catalogue/wording";
import { renderItemPdf } from "~/lib/downloads/pdf.server";
import { sheetInstructions } from "~/lib/downloads/sheet";
import { generateSheet, LEVELS, markedSheet } from "~/lib/generators/generator";
import { GENERATORS } from "~/lib/generators/registry";
import { checkUnit } from "~/lib/questions/check";
import type { Answerable, Question } from "~/lib/questions/model";
import { hasParts } from "~/lib/questions/kinds";

describe("the markup", () => {
  test("each wording reads its side of every variant, and unmarked text is untouched", () => {
    const text = "My {{favourite|favorite}} {{colour|color}} is {{grey|gray}}.";
    expect(resolveText(text, "international")).toBe("My favourite colour is grey.");
    expect(resolveText(text, "us")).toBe("My favorite color is gray.");
    const code = 'moons = {"Earth": 1, "Mars": 2}';
    expect(resolveText(code, "us")).toBe(code);
    expect(markupProblem(code)).toBeNull();
    expect(markupProblem(text)).toBeNull();
  });

  test.each([
    ["Show your {{working|work}", "never closed"],
    ["Show your working|work}}.", "without its"],
    ["{{|color}} wheel", "empty side"],
    ["{{colour| }} wheel", "empty side"],
    ["{{colour}} wheel", "exactly one"],
    ["{{colour|color|colr}} wheel", "exactly one"],
    ["{{a {{colour|color}}|b}}", "inside a variant"],
    ["the {colour|color} wheel", "single braces"],
    ["my {{favourite|favorite}} {colour|color}", "single braces"],
    ["the {{colour|colour}} wheel", "the same"],
  ])("%s is rejected (%s)", (text, reason) => {
    expect(markupProblem(text)).toContain(reason);
  });

  test("the catalogue schema rejects malformed markup, and variants in a shuffled side, with a message naming the field", () => {
    const item = (question: Record<string, unknown>) => ({
      title: "T",
      description: "D",
      subject: "Science",
      category: "Physics",
      difficulty: "Beginner",
      grades: { from: 3, to: 5 },
      questions: [question],
    });
    const bad = WorksheetSourceSchema.safeParse(item({ question: "Your {{favourite|favorite} fruit?", answer: "Apple" }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n")).toMatch(
      /questions\.0\.question: "\{\{" is never closed/,
    );
    const steps = WorksheetSourceSchema.safeParse(
      item({ type: "order", question: "Order the seasons.", steps: ["spring", "summer", "{{autumn|fall}}", "winter"] }),
    );
    expect(steps.success).toBe(false);
    expect(steps.error?.issues[0].message).toContain("cannot have US and international variants");
    const good = WorksheetSourceSchema.safeParse(item({ question: "Your {{favourite|favorite}} fruit?", answer: "Apple" }));
    expect(good.success).toBe(true);
  });

  test("Letter means US wording, A4 international; a URL chooses by paper or wording and a wrong value is an error", () => {
    expect(wordingForPaper("letter")).toBe("us");
    expect(wordingForPaper("a4")).toBe("international");
    const query = (search: string) => wordingOfQuery(new URLSearchParams(search));
    expect(query("")).toEqual({ ok: true, wording: "international" });
    expect(query("paper=letter")).toEqual({ ok: true, wording: "us" });
    expect(query("wording=us")).toEqual({ ok: true, wording: "us" });
    expect(query("paper=a4")).toEqual({ ok: true, wording: "international" });
    expect(query("paper=legal").ok).toBe(false);
    expect(query("wording=british").ok).toBe(false);
    expect(query("paper=a4&wording=us").ok).toBe(false);
  });
});

const unitsOf = (question: Question): Answerable[] => (hasParts(question) ? question.parts : [question]);
const context = { nearWords: quizNearWords as Record<string, string[]> };

describe("the checker takes either wording", () => {
  const short = {
    question: "What do we call how red or blue something looks?",
    answer: "{{Colour|Color}}",
    accept: ["{{colour|color}}", "hue"],
  } satisfies Answerable;

  test("a marked accept list accepts both spellings, in either wording of the item, and nothing else", () => {
    for (const wording of ["international", "us"] as const) {
      const unit = resolveItem({ questions: [short] }, wording).questions[0] as Answerable;
      expect(checkUnit(unit, ["colour"], context)).toBe("correct");
      expect(checkUnit(unit, ["Color"], context)).toBe("correct");
      expect(checkUnit(unit, ["hue"], context)).toBe("correct");
      expect(checkUnit(unit, ["shape"], context)).toBe("incorrect");
    }
  });

  test("a spelling item accepts exactly the two variants", () => {
    const spelling = { ...short, spelling: true };
    const unit = resolveItem({ questions: [spelling] }, "us").questions[0] as Answerable;
    expect(checkUnit(unit, ["color"], context)).toBe("correct");
    expect(checkUnit(unit, ["colour"], context)).toBe("correct");
    expect(checkUnit(unit, ["colr"], context)).toBe("incorrect");
    expect(checkUnit(unit, ["coulor"], context)).toBe("incorrect");
  });

  test("a gap accepts either spelling, and the key shows the reader's own", () => {
    const blanks = {
      type: "blanks",
      question: "Fill in the gap.",
      text: "My best friend is my ___.",
      blanks: [["{{neighbour|neighbor}}"]],
    } satisfies Answerable;
    const us = resolveItem({ questions: [blanks] }, "us").questions[0] as Extract<Answerable, { type: "blanks" }>;
    expect(us.blanks[0][0]).toBe("neighbor");
    expect(checkUnit(us, ["neighbour"], context)).toBe("correct");
    expect(checkUnit(us, ["neighbor"], context)).toBe("correct");
  });

  test("the catalogue's own marked answers: 35786 kilometres and kilometers, on the page in either wording", () => {
    for (const wording of ["international", "us"] as const) {
      const quiz = getQuiz(43, wording)!;
      const unit = unitsOf(quiz.questions[2])[0];
      expect(checkUnit(unit, ["35786 kilometres"], context)).toBe("correct");
      expect(checkUnit(unit, ["35786 kilometers"], context)).toBe("correct");
    }
    // A number's unit in either spelling: 4 litres of blue paint.
    const paint = unitsOf(getQuiz(60, "us")!.questions[2])[0];
    expect(paint.type === "number" && paint.unit).toBe("liters");
    expect(checkUnit(paint, ["4 litres"], context)).toBe("correct");
    expect(checkUnit(paint, ["4 liters"], context)).toBe("correct");
  });
});

describe("the catalogue in each wording", () => {
  test("no text of any item, in either wording, shows markup", () => {
    const leaks: string[] = [];
    for (const wording of ["international", "us"] as const) {
      for (const { kind, id } of [...worksheetIndex.items, ...quizIndex.items]) {
        const item = kind === "worksheet" ? getWorksheet(id, wording)! : getQuiz(id, wording)!;
        // Every string the item holds, its search text in the other wording included.
        const strings: string[] = [];
        JSON.stringify(item, (_key, value: unknown) => (typeof value === "string" ? (strings.push(value), value) : value));
        if (strings.some((text) => /\{\{|\}\}/.test(text))) leaks.push(`${wording} ${kind} ${id}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  test("the page's default is international; ?paper=letter's is US", () => {
    const worksheet = getWorksheet(93)!;
    expect(worksheet.wording).toBe("international");
    expect(worksheet.questions[1].question).toContain("Children chose a favourite fruit.");
    expect(getWorksheet(93, "us")!.questions[1].question).toContain("Children chose a favorite fruit.");
  });

  test("searching either spelling finds the item, and the snippet shows the spelling searched for", () => {
    const british = worksheetIndex.match({ q: "favourite fruit" }).map((item) => item.id);
    const us = worksheetIndex.match({ q: "favorite fruit" }).map((item) => item.id);
    expect(british).toContain(93);
    expect(us).toEqual(british);
    const item = worksheetIndex.items.find((candidate) => candidate.id === 93)!;
    expect(snippetOf(item, "favorite fruit")?.match).toBe("favorite fruit");
    expect(snippetOf(item, "favourite fruit")?.match).toBe("favourite fruit");
    // A title match in the other wording still ranks as a title match.
    const metre = quizIndex.match({ q: "meter and form", sort: "relevance" });
    expect(metre[0]?.title).toBe("Metre and Form in Poetry Quiz");
    // A generated worksheet's default version is found by either reading of its marked words.
    const ordering = (q: string) => worksheetIndex.match({ q }).map((item) => item.generated?.slug);
    expect(ordering("order of operations with parentheses")).toContain("order-of-operations");
    expect(ordering("order of operations with brackets")).toContain("order-of-operations");
  });
});

/** The text of a PDF, as poppler's pdftotext reads it, spaces squashed. */
function pdfText(bytes: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), "studyshelf-wording-")), "item.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("printed sheets follow the paper", () => {
  test("a Letter sheet says favorite and Show your work; the A4 one favourite and Show your working", async () => {
    const letter = pdfText(await renderItemPdf(getWorksheet(93, wordingForPaper("letter"))!, { paper: "letter" }));
    const a4 = pdfText(await renderItemPdf(getWorksheet(93, wordingForPaper("a4"))!, { paper: "a4" }));
    expect(letter).toContain("Children chose a favorite fruit.");
    expect(letter).not.toContain("favourite");
    expect(a4).toContain("Children chose a favourite fruit.");
    expect(a4).not.toContain("favorite");
    // A sheet with room for working asks for it in the paper's words.
    const working = worksheetIndex.items.find((item) => sheetInstructions(item).includes("Show your"))!;
    const letterWorking = pdfText(await renderItemPdf(getWorksheet(working.id, "us")!, { paper: "letter" }));
    const a4Working = pdfText(await renderItemPdf(getWorksheet(working.id, "international")!, { paper: "a4" }));
    expect(letterWorking).toContain("Show your work.");
    expect(letterWorking).not.toContain("Show your working");
    expect(a4Working).toContain("Show your working.");
  }, 30_000);

  test("the sheet's own instructions read in the item's wording", () => {
    const math = { questions: [{ type: "number" as const, question: "Calculate 3 + 4.", value: "7" }] };
    expect(sheetInstructions(math)).toBe("Answer each question in the space below it. Show your working.");
    expect(sheetInstructions({ ...math, wording: "us" })).toBe("Answer each question in the space below it. Show your work.");
  });
});

/**
 * British spellings and words with a US counterpart. New catalogue text using one must mark it
 * ({{colour|color}}) or fall under an exclusion below (catalogue/review/2026-11-25-wording.md).
 */
const BRITISH =
  /(?<![\p{L}-])(colours?|colour(ed|ing|ful)|favourite|favour(able)?|behaviour|neighbour(s|ing|hood)?|honour(ed)?|labour|harbours?|vapour|flavours?|centre[sd]?|(centi|milli|kilo)?metres?|(milli)?litres?|theatre|fibres?|grey|aluminium|tyres?|maths|practis(e|es|ed|ing)|defence|travell(ed|ing|ers?)|labell(ed|ing)|cancelled|mould|haemoglobin|oesophagus|aeroplanes?|judgement|ageing|full stops?|show your working|brackets?|[a-z]+is(e|es|ed|ing|ation|ations))(?![\p{L}])/giu;
/** -ise words that are the same in US English, by their -ise form ("surprising" is "surprise"). */
const SAME_IN_US = new Set(
  (
    "wise rise arise noise otherwise likewise clockwise counterclockwise anticlockwise precise concise promise exercise " +
    "advise advertise surprise compromise enterprise merchandise revise supervise televise improvise disguise despise " +
    "expertise premise paradise cruise bruise raise praise poise devise comprise demise guise tortoise porpoise treatise " +
    "sunrise moonrise reprise surmise chastise appraise franchise crise haise"
  ).split(" "),
);
const iseForm = (word: string) => word.toLowerCase().replace(/is(e|es|ed|ing|ation|ations)$/, "ise");

/** Exclusions, each with its reason. */
const EXCLUDED: [RegExp, string][] = [
  [/Agnes Grey/, "the title of Anne Brontë's novel"],
  [/\btantalis/i, "Words from Myths and Legends: the item teaches both spellings of the word"],
  [
    /(square|curly|angle) brackets?/i,
    "square, curly and angle brackets are brackets in US English too (round ones are parentheses)",
  ],
];

function britishLeft(text: string, siblings: readonly string[] = []) {
  const plain = text.replace(/\{\{[^{}]*\}\}/g, " ");
  const found: string[] = [];
  for (const match of plain.matchAll(BRITISH)) {
    const word = match[0];
    if (SAME_IN_US.has(iseForm(word))) continue;
    const around = plain.slice(Math.max(0, match.index - 20), match.index + word.length + 30);
    if (EXCLUDED.some(([pattern]) => pattern.test(around))) continue;
    // "autumn (fall)", "a full stop (period)": the text already gives the US word.
    if (/^\s*\((also called )?[\p{L} ]+\)/u.test(plain.slice(match.index + word.length)) && /^[a-z ]+$/i.test(word)) continue;
    // An accept list or gap that already holds the other spelling: a form that differs only in this word.
    const [before, after] = [text.slice(0, match.index), text.slice(match.index + word.length)];
    if (siblings.some((sibling) => sibling !== text && sibling.startsWith(before) && sibling.endsWith(after))) continue;
    found.push(word);
  }
  return found;
}

test("no unmarked British spelling is left in the catalogue outside the exclusions", () => {
  const problems: string[] = [];
  for (const file of ["worksheets", "quizzes"]) {
    const items = JSON.parse(readFileSync(new URL(`../../catalogue/${file}.json`, import.meta.url), "utf8")) as unknown[];
    items.forEach((item, id) => {
      const walk = (value: unknown, path: string, siblings?: readonly string[]) => {
        if (typeof value === "string") {
          if (/(^|\.)(subject|category|value|form)$|topics\[\d+\]$/.test(path)) return;
          for (const word of britishLeft(value, siblings))
            problems.push(`${file}[${id}].${path}: "${word}" in "${value.slice(0, 80)}"`);
        } else if (Array.isArray(value)) {
          const strings = value.every((entry) => typeof entry === "string") ? (value as string[]) : undefined;
          value.forEach((entry, index) => walk(entry, `${path}[${index}]`, strings));
        } else if (value && typeof value === "object") {
          for (const [key, entry] of Object.entries(value)) walk(entry, path ? `${path}.${key}` : key);
        }
      };
      walk(item, "");
    });
  }
  expect(problems).toEqual([]);
});

/** US spellings and words whose international counterpart BRITISH lists: generated text uses neither. */
const US_ONLY =
  /(?<![\p{L}-])(colors?|color(ed|ing|ful)|favorite|behavior|neighbor(s|ing|hood)?|(centi|milli|kilo)?meters?|(milli)?liters?|center[sd]?|gray|math|parentheses|show your work|periods?)(?![\p{L}])/giu;

/** Every string in a JSON-like value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

test("generated worksheets read in each wording's own words: no US-only word on A4, no British one on Letter", () => {
  const problems: string[] = [];
  for (const generator of GENERATORS) {
    for (const text of stringsOf([generator.title, generator.description, markedSheet(generator, "core", "1")])) {
      const problem = markupProblem(text);
      if (problem) problems.push(`${generator.slug}: ${problem}`);
    }
    for (const level of LEVELS) {
      for (const seed of ["1", "2", "3", "abc", "zz9"]) {
        const read = (wording: Wording) =>
          stringsOf([
            resolveText(generator.title, wording),
            resolveText(generator.description, wording),
            generateSheet(generator, level, seed, wording),
          ]);
        const [international, us] = [read("international"), read("us")];
        for (const match of international.join("\n").matchAll(US_ONLY))
          problems.push(`${generator.slug} ${level} ${seed} A4: "${match[0]}"`);
        for (const word of britishLeft(us.join("\n"))) problems.push(`${generator.slug} ${level} ${seed} Letter: "${word}"`);
        if ([...international, ...us].some((text) => text.includes("{{")))
          problems.push(`${generator.slug} ${level} ${seed}: a variant left unread`);
      }
    }
  }
  expect([...new Set(problems)]).toEqual([]);
});

/** A value's layout: every string emptied, so two readings of one sheet compare by shape alone. */
function layoutOf(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (Array.isArray(value)) return value.map(layoutOf);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, layoutOf(entry)]));
  return value;
}

test("a generated sheet's US reading differs from its international one only in the marked words: same layout, same numbers", () => {
  let marked = 0;
  for (const generator of GENERATORS) {
    for (const level of LEVELS) {
      for (const seed of ["1", "2", "abc"]) {
        const pairs = [...JSON.stringify(markedSheet(generator, level, seed)).matchAll(/\{\{([^{}|]*)\|([^{}|]*)\}\}/g)]
          .map(([, international, us]) => [international, us] as const)
          .sort(([a], [b]) => b.length - a.length);
        const international = generateSheet(generator, level, seed, "international");
        const us = generateSheet(generator, level, seed, "us");
        expect(layoutOf(us), `${generator.slug} ${level} ${seed}`).toEqual(layoutOf(international));
        // Swapping each marked word for its US side turns the international reading into the US one, number for number.
        const swapped = stringsOf(international).map((text) =>
          pairs.reduce((read, [from, to]) => read.replaceAll(from, to), text),
        );
        expect(swapped, `${generator.slug} ${level} ${seed}`).toEqual(stringsOf(us));
        if (pairs.length > 0) {
          marked++;
          expect(stringsOf(us), `${generator.slug} ${level} ${seed}`).not.toEqual(stringsOf(international));
        }
      }
    }
  }
  expect(marked).toBeGreaterThan(0);
});
