import fontkit from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { charactersToEmbed, FACE_SOURCES, subsetFaces, subsetTrueType } from "~/lib/downloads/fonts/vite-plugin";
import { languagesOf, paperForLanguages } from "~/lib/downloads/paper";
import { writingLines } from "~/lib/downloads/sheet";

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
  test("a proof gets more lines than an explanation, an explanation more than a calculation, a calculation more than a choice", () => {
    const proof = writingLines("Prove that √2 is irrational.", "Suppose √2 = a/b ...");
    const explanation = writingLines("Explain why the Moon has phases.", "Half of the Moon is always lit by the Sun.");
    const calculation = writingLines("Calculate 3/4 − 1/6.", "7/12");
    const choice = writingLines(
      "Choose the correct verb: 'Each of the puppies (has / have) a collar.'",
      "has. " + "x".repeat(300),
    );
    expect(proof).toBeGreaterThan(explanation);
    expect(explanation).toBeGreaterThan(calculation);
    expect(calculation).toBeGreaterThan(choice);
    expect(writingLines("(a) Find x. (b) Find y.", "x = 2, y = 3")).toBeGreaterThan(writingLines("Find x.", "x = 2"));
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
