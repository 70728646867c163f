import { describe, expect, test } from "vitest";
import { allowedTypos, checkAnswer, tokens } from "~/lib/catalogue/quiz-check";

describe("quiz answer checking", () => {
  test("ignores case, accents, punctuation, extra spaces and a leading article", () => {
    expect(checkAnswer("  PHOTOSYNTHESIS!! ", ["photosynthesis"])).toBe("correct");
    expect(checkAnswer("Simon Bolivar", ["Simón Bolívar"])).toBe("correct");
    expect(checkAnswer("the   Nile", ["Nile"])).toBe("correct");
    expect(checkAnswer("Nile", ["the Nile River", "Nile"])).toBe("correct");
  });

  test("forgives a small typo scaled to the answer's length", () => {
    expect(checkAnswer("photosynthesys", ["photosynthesis"])).toBe("correct");
    expect(checkAnswer("mitocondria", ["mitochondria"])).toBe("correct");
    expect(checkAnswer("fotosinthesys", ["photosynthesis"])).toBe("incorrect");
    // Short answers get no slack: "cat" is not "car", "B" is not "E".
    expect(checkAnswer("car", ["cat"])).toBe("incorrect");
    expect(checkAnswer("B", ["E"])).toBe("incorrect");
    expect(allowedTypos(4)).toBe(0);
    expect(allowedTypos(6)).toBe(1);
    expect(allowedTypos(12)).toBe(2);
    expect(checkAnswer("photo synthesis", ["photosynthesis"])).toBe("correct");
    expect(checkAnswer("Simon Boliver", ["Simón Bolívar"])).toBe("correct");
  });

  test("a near neighbour that is a different answer is not forgiven as a typo", () => {
    expect(checkAnswer("decrescendo", ["crescendo"])).toBe("incorrect");
    expect(checkAnswer("effect", ["affect"])).toBe("incorrect");
    expect(checkAnswer("swum", ["swam"])).toBe("incorrect");
    expect(checkAnswer("middle D", ["middle C"])).toBe("incorrect");
    expect(checkAnswer("their", ["there"])).toBe("incorrect");
  });

  test("numbers must match exactly, whatever the words around them", () => {
    expect(checkAnswer("12", ["12"])).toBe("correct");
    expect(checkAnswer("13", ["12"])).toBe("incorrect");
    expect(checkAnswer("3/4", ["3/4"])).toBe("correct");
    expect(checkAnswer("34", ["3/4"])).toBe("incorrect");
    expect(checkAnswer("0.75", ["3/4", "0.75"])).toBe("correct");
    expect(checkAnswer("0.76", ["3/4", "0.75"])).toBe("incorrect");
    expect(checkAnswer("1,453", ["1453"])).toBe("correct");
    expect(checkAnswer("−5", ["-5"])).toBe("correct");
    expect(checkAnswer("5", ["-5"])).toBe("incorrect");
    expect(checkAnswer("60 cm²", ["60 cm2"])).toBe("correct");
    expect(checkAnswer("60 cmm2", ["60 cm2"])).toBe("incorrect");
  });

  test("powers read alike however they are typed", () => {
    for (const typed of ["x² + 10x + 25", "x^2+10x+25", "X 2 + 10 X + 25"]) {
      expect(checkAnswer(typed, ["x^2 + 10x + 25"])).toBe("correct");
    }
    expect(tokens("x²")).toEqual(tokens("x^2"));
  });

  test("long answers that contain the right words are left for the student to judge", () => {
    expect(checkAnswer("I think it is photosynthesis because plants make food", ["photosynthesis"])).toBe("review");
    expect(checkAnswer("not photosynthesis", ["photosynthesis"])).toBe("review");
    expect(checkAnswer("plants turn sunlight water and air into sugar", ["photosynthesis"])).toBe("review");
    expect(checkAnswer("respiration", ["photosynthesis"])).toBe("incorrect");
  });

  test("an empty answer is never right", () => {
    expect(checkAnswer("   ", ["anything"])).toBe("incorrect");
    expect(checkAnswer("?!", ["anything"])).toBe("incorrect");
  });
});
