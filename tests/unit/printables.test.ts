import fontkit from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { charactersToEmbed, FACE_SOURCES, subsetFaces, subsetTrueType } from "~/lib/downloads/fonts/vite-plugin";
import { languagesOf, paperForLanguages } from "~/lib/downloads/paper";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StudentSheet } from "~/components/student-sheet";
import { BAND_STYLE, PRINT_BANDS, SPACES, answerLines, keyLines, printBand } from "~/lib/downloads/sheet";
import { answerText } from "~/lib/questions/text";
import type { Figure } from "~/lib/figures/schema";
import { everyTypeWorksheet } from "../support/every-type-worksheet";

describe("the paper a visitor gets by default", () => {
  test("Letter where CLDR says so (US, Canada, Mexico, the Philippines, ...), A4 everywhere else", () => {
    expect(paperForLanguages(["en-US"])).toBe("letter");
    expect(paperForLanguages(["fr-CA"])).toBe("letter");
    expect(paperForLanguages(["es-MX"])).toBe("letter");
    expect(paperForLanguages(["en-PH"])).toBe("letter");
    expect(paperForLanguages(["es-CL"])).toBe("letter");
    expect(paperForLanguages(["en-GB"])).toBe("a4");
    expect(paperForLanguages(["en-AU"])).toBe("a4");
    expect(paperForLanguages(["de"])).toBe("a4");
    expect(paperForLanguages(["en", "en-US"])).toBe("letter");
    expect(paperForLanguages(["not a tag", "pt-BR"])).toBe("a4");
    expect(paperForLanguages([])).toBe("a4");
  });

  test("Accept-Language is read in order of preference", () => {
    expect(languagesOf("en-GB;q=0.5, en-US, *;q=0.1")).toEqual(["en-US", "en-GB"]);
    expect(languagesOf("fr;q=0")).toEqual([]);
    expect(languagesOf(null)).toEqual([]);
  });
});

describe("writing space on a sheet", () => {
  test("a long answer gets a line per 60 characters of model answer (2 to 8) for grade 6 and up, fewer characters to a line for younger writers", () => {
    expect(answerLines(30, "upper", true).lines).toBe(2);
    expect(answerLines(250, "upper", true).lines).toBe(5);
    expect(answerLines(2000, "upper", true).lines).toBe(8);
    expect(answerLines(250, "middle", true).lines).toBeGreaterThan(answerLines(250, "upper", true).lines);
    expect(answerLines(100, "early", true).lines).toBeGreaterThan(answerLines(100, "middle", true).lines);
  });

  test("a short answer gets one line as long as its model answer needs, two when it runs well past a line", () => {
    const word = answerLines("Jupiter".length, "upper", false);
    const sentence = answerLines(45, "upper", false);
    expect(word).toEqual({ lines: 1, share: 0.25 });
    expect(sentence.lines).toBe(1);
    expect(sentence.share).toBeGreaterThan(word.share);
    expect(answerLines(70, "upper", false)).toEqual({ lines: 1, share: 1 });
    expect(answerLines(200, "upper", false)).toEqual({ lines: 2, share: 1 });
  });

  test("the band comes from the item's lowest grade", () => {
    expect(printBand({ from: 0, to: 1 })).toBe("early");
    expect(printBand({ from: 2, to: 4 })).toBe("early");
    expect(printBand({ from: 3, to: 5 })).toBe("middle");
    expect(printBand({ from: 6, to: 8 })).toBe("upper");
    expect(printBand({ from: 9, to: 12 })).toBe("upper");
  });
});

describe("fonts subset at build time", () => {
  const latin = FACE_SOURCES.find((source) => source.file.endsWith("noto-sans-latin-400-normal.woff"))!;

  test("a subset maps exactly the chosen characters the font has, to the same outlines (accents included) as the full font", async () => {
    const bytes = new Uint8Array(readFileSync(latin.file));
    const full = fontkit.create(bytes);
    const chosen = [..."Aé√fi"].map((char) => char.codePointAt(0)!);
    const subset = fontkit.create(await subsetTrueType(bytes, chosen));
    // A format 4 character map ends with the required 0xFFFF segment, which maps to no glyph (.notdef).
    const mapped = subset.characterSet.filter((codePoint) => subset.hasGlyphForCodePoint(codePoint));
    expect(mapped.sort((a, b) => a - b)).toEqual([..."Aéfi"].map((char) => char.codePointAt(0)!).sort((a, b) => a - b));
    for (const char of "Aéfi") {
      const codePoint = char.codePointAt(0)!;
      expect(subset.glyphForCodePoint(codePoint).path.toSVG()).toBe(full.glyphForCodePoint(codePoint).path.toSVG());
      expect(subset.glyphForCodePoint(codePoint).advanceWidth).toBe(full.glyphForCodePoint(codePoint).advanceWidth);
    }
    expect(subset.hasGlyphForCodePoint("B".codePointAt(0)!)).toBe(false);
  });

  test("the catalogue's fonts are a few dozen KB, with every character in exactly one font of each weight", async () => {
    const codePoints = charactersToEmbed(new URL("../../catalogue", import.meta.url).pathname);
    const faces = await subsetFaces(codePoints);
    const bytes = faces.reduce((sum, face) => sum + face.data.length * 0.75, 0);
    expect(bytes).toBeLessThan(200_000);
    for (const weight of [400, 700] as const) {
      const placed = faces.filter((face) => face.weight === weight || face.family === "math").flatMap((face) => face.codePoints);
      expect(new Set(placed).size).toBe(placed.length);
    }
    expect(faces.some((face) => face.family === "math" && face.codePoints.includes("√".codePointAt(0)!))).toBe(true);
  });
});

describe("the HTML student sheet (preview and browser print)", () => {
  const worksheet = everyTypeWorksheet();
  const html = (answerKey = false) => renderToStaticMarkup(createElement(StudentSheet, { item: worksheet, answerKey }));
  /** The sheet's text as a reader gets it, with a space where elements meet. */
  const textOf = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ")
      .trim();
  const count = (markup: string, className: string) => markup.split(new RegExp(`class="[^"]*\\b${className}\\b`)).length - 1;

  test("lays out every type like the PDF: the worked example, bubbles with letters, true/false, number boxes, gaps and the bank, match columns, order boxes, lettered parts", () => {
    const markup = html();
    const text = textOf(markup);
    expect(markup).toMatch(/<div class="sheet-example"><p class="sheet-example-label">Worked example<\/p>/);
    expect(text).toContain("Worked example Work out 12 + 7.");
    // Choice: a circle per option, letters A) B) C); several right answers make checkboxes.
    expect(text).toMatch(/Which fraction is larger\? Fill in the circle of the right answer\. A\) 1\/3 B\) 3\/4 C\) 1\/8/);
    expect(text).toContain("Tick the box of every right answer. A) 4 B) 7 C) 10 D) 13");
    expect(count(markup, "sheet-checkbox")).toBe(4);
    // 3 options + True/False twice + 3 options in a part.
    expect(count(markup, "sheet-bubble")).toBe(3 + 2 + 2 + 3);
    expect(text).toMatch(/Half of 18 is 9\. Fill in the circle: True or False\. True False/);
    // Number: working lines, then the answer box with its unit after it.
    expect(text).toMatch(/How long is what is left\? Answer cm/);
    // Blanks: the bank in its box above the text, each gap a line.
    expect(markup).toMatch(/<p class="sheet-bank"><span>three<\/span><span>four<\/span><span>five<\/span><\/p>/);
    expect(count(markup, "sheet-gap")).toBe(2);
    expect(text).toContain("A triangle has sides and a square has sides.");
    expect(markup).not.toContain("___");
    // Match: two columns, left numbered after a blank for the letter, right lettered.
    expect(count(markup, "sheet-letter-blank")).toBe(3);
    expect(text).toMatch(/1\. pentagon [A-C]\) (five|six|eight) 2\. hexagon [A-C]\) (five|six|eight) 3\. octagon [A-C]\)/);
    // Order: a box per step, steps shuffled.
    expect(count(markup, "sheet-step-box")).toBe(4);
    expect(text).not.toContain("0.2 0.25 0.5 0.75");
    // Parts lettered; short number parts three to a row, each with its box.
    expect(markup).toContain("sheet-parts-compact sheet-per-row-3");
    expect(text).toMatch(/a\) 1\/4 \+ 1\/4 b\) 1\/3 \+ 1\/6 c\) 2\/5 \+ 1\/5/);
    expect(text).toMatch(/a\) 7 is an odd number\. .* b\) Which is a multiple of 5\? .* c\) Name a shape with three sides\./);
    // Print never asks to type, and no answer shows without the key.
    expect(text).not.toMatch(/\btype\b/i);
    for (const answer of ["A square", "Three is half", "three; four", "3/5"]) expect(text).not.toContain(answer);
    expect(text).not.toContain("Answer key");
  });

  test("the same writing lines as the PDF: a long answer gets more than a short one", () => {
    const markup = html();
    const questions = markup.split(/<li>(?=<p>)/).slice(1);
    const lines = questions.map((question) => count(question, "sheet-line"));
    const long = worksheet.questions.findIndex((question) => "type" in question && question.type === "long");
    const short = worksheet.questions.findIndex((question) => !("type" in question) && !("parts" in question));
    expect(lines[long]).toBeGreaterThan(lines[short]);
    const chars = [...answerText(worksheet.questions[short])].length;
    expect(lines[short]).toBe(answerLines(chars, printBand(worksheet.grades), false).lines);
  });

  test("the stylesheet draws the answer spaces at the PDF's sizes", () => {
    const css = readFileSync(new URL("../../app/styles.css", import.meta.url), "utf8");
    const variable = (name: string) => new RegExp(`--sheet-${name}: ([\\d.]+)em;`).exec(css)?.[1];
    expect(variable("box-width")).toBe(String(SPACES.answerBox.width));
    expect(variable("box-height")).toBe(String(SPACES.answerBox.height));
    expect(variable("gap")).toBe(String(SPACES.gap));
    expect(variable("letter-blank")).toBe(String(SPACES.letterBlank));
    expect(variable("step-box")).toBe(String(SPACES.stepBox));
    expect(variable("mark")).toBe(String(SPACES.mark));
    // No inline style: the Content-Security-Policy refuses style attributes.
    expect(html()).not.toContain("style=");
  });

  test("the sheet prints at its grade band's body size and ruling, the PDF's (BAND_STYLE)", () => {
    const css = readFileSync(new URL("../../app/styles.css", import.meta.url), "utf8");
    for (const band of PRINT_BANDS) {
      const rule = new RegExp(`\\.sheet-band-${band} \\{\\s*--sheet-body: ([\\d.]+)pt;\\s*--sheet-ruled: ([\\d.]+)pt;`).exec(css);
      expect(rule?.slice(1).map(Number), band).toEqual([BAND_STYLE[band].body, BAND_STYLE[band].ruled]);
    }
    expect(html()).toContain(`class="sheet sheet-band-${printBand(worksheet.grades)}"`);
  });

  test("the answer key, when asked for, keys every question and part", () => {
    const text = textOf(html(true));
    const key = text.slice(text.indexOf("Answer key:"));
    for (const question of worksheet.questions) for (const line of keyLines(question)) expect(key).toContain(line);
    expect(key).toContain("B) 3/4");
    expect(key).toMatch(/1–[A-C] \(pentagon: five\)/);
    expect(key).toContain("0.2 → 0.25 → 0.5 → 0.75");
    expect(key).toContain("a) 1/2 b) 1/2 c) 3/5");
  });

  test("a choice's option figures print inside their options, small, and the key shows the right one's", () => {
    const coins: Figure[] = [
      { type: "money", items: ["dime", "nickel"] },
      { type: "money", items: ["quarter"] },
      { type: "money", items: ["penny", "penny"] },
    ];
    const item = {
      ...worksheet,
      questions: [
        {
          type: "choice" as const,
          question: "Which coins make 15 cents?",
          options: ["Coins A", "Coins B", "Coins C"],
          optionFigures: coins,
          correct: [0],
        },
      ],
    };
    const render = (answerKey: boolean) => renderToStaticMarkup(createElement(StudentSheet, { item, answerKey }));
    const options = render(false).match(/<ul class="sheet-options[^"]*">([\s\S]*?)<\/ul>/)?.[1] ?? "";
    const cells = options.split("<li>").slice(1);
    expect(cells).toHaveLength(3);
    cells.forEach((cell, index) => {
      // Letter and text first, then the figure with its text alternative, inside the same option.
      expect(cell).toMatch(new RegExp(`^<span class="sheet-bubble"></span>${"ABC"[index]}\\) Coins ${"ABC"[index]}<svg`));
      expect(cell).toMatch(
        /<svg[^>]*class="figure sheet-option-figure"[^>]*role="img"[^>]*aria-label="[^"]*(dime|quarter|pennies)/,
      );
    });
    const key = render(true);
    const keyPart = key.slice(key.indexOf("sheet-answer-key"));
    expect(count(keyPart, "sheet-key-figure")).toBe(1);
    expect(keyPart).toMatch(/sheet-key-figure[^>]*aria-label="1 dime and 1 nickel/);
    const css = readFileSync("app/styles.css", "utf8");
    expect(css).toMatch(/\.sheet-option-figure \{[^}]*max-height: 150pt/);
  });
});
