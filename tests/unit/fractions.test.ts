import { describe, expect, test } from "vitest";
import { fractionPieces, stacksFractions } from "~/lib/downloads/fractions";

const fractions = (text: string) =>
  fractionPieces(text)
    .filter((piece) => piece.kind === "fraction")
    .map((piece) => (piece.kind === "fraction" ? [piece.whole, piece.numerator, piece.denominator] : []));

describe("stacked fractions on mathematics sheets", () => {
  test("simple and mixed fractions in prompts, options and keys are found, with the text around them kept", () => {
    expect(fractions("What is 3/4 of 12?")).toEqual([[null, "3", "4"]]);
    expect(fractions("Add 2 3/4 and 1/8.")).toEqual([
      ["2", "3", "4"],
      [null, "1", "8"],
    ]);
    expect(fractions("1/2")).toEqual([[null, "1", "2"]]);
    expect(fractions("(5/6)")).toEqual([[null, "5", "6"]]);
    expect(fractionPieces("Add 2 3/4 and 1/8.")).toEqual([
      { kind: "text", text: "Add " },
      { kind: "fraction", whole: "2", numerator: "3", denominator: "4" },
      { kind: "text", text: " and " },
      { kind: "fraction", whole: null, numerator: "1", denominator: "8" },
      { kind: "text", text: "." },
    ]);
  });

  test("dates, ratios, units, decimals and words with slashes stay as written", () => {
    for (const text of [
      "Due 12/05",
      "on 12/05/2026",
      "in the ratio 3:4",
      "a speed of 60 km/h",
      "1.5/3",
      "3/4.5",
      "and/or",
      "x/2",
      "2/x",
      "0/5",
      "5/0",
      "page 1/2/3",
    ]) {
      expect(fractions(text), text).toEqual([]);
    }
    expect(fractionPieces("60 km/h")).toEqual([{ kind: "text", text: "60 km/h" }]);
  });

  test("only mathematics sheets stack them", () => {
    expect(stacksFractions("Mathematics")).toBe(true);
    expect(stacksFractions("Math")).toBe(true);
    expect(stacksFractions("Science")).toBe(false);
    expect(stacksFractions("English")).toBe(false);
  });
});
