import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { tokens } from "~/lib/catalogue/answer-tokens";
import { checkAnswer, type NearWords } from "~/lib/catalogue/quiz-check";
import { allowedTypos, editDistance } from "~/lib/catalogue/typos";
import { nearWordsBuilder, vocabulary } from "../../scripts/quiz-near-words";

const nearWordsOf = nearWordsBuilder(vocabulary());
const nearWordsByList = new Map<string, NearWords>();

/** Checks as the quiz page does, with the near words built for this accept list from the real vocabulary. */
function check(typed: string, accept: string[]) {
  const key = JSON.stringify(accept);
  if (!nearWordsByList.has(key)) nearWordsByList.set(key, nearWordsOf(accept));
  return checkAnswer(typed, accept, nearWordsByList.get(key)!);
}

function expectVerdicts(accept: string[], verdicts: Record<string, ReturnType<typeof check>>) {
  for (const [typed, verdict] of Object.entries(verdicts))
    expect(check(typed, accept), `"${typed}" for ${JSON.stringify(accept)}`).toBe(verdict);
}

describe("quiz answer checking", () => {
  test("ignores case, accents, punctuation, extra spaces and a leading article", () => {
    expect(check("  PHOTOSYNTHESIS!! ", ["photosynthesis"])).toBe("correct");
    expect(check("Simon Bolivar", ["Simón Bolívar"])).toBe("correct");
    expect(check("the   Nile", ["Nile"])).toBe("correct");
    expect(check("Nile", ["the Nile River", "Nile"])).toBe("correct");
    expect(check("twenty four", ["twenty-four"])).toBe("correct");
    expect(check("Jean Francois Champollion", ["Jean-François Champollion"])).toBe("correct");
  });

  test("forgives a small typo scaled to the answer's length", () => {
    expect(check("photosynthesys", ["photosynthesis"])).toBe("correct");
    expect(check("mitocondria", ["mitochondria"])).toBe("correct");
    expect(check("fotosinthesys", ["photosynthesis"])).toBe("incorrect");
    // Short answers get no slack: "cat" is not "car", "B" is not "E".
    expect(check("car", ["cat"])).toBe("incorrect");
    expect(check("B", ["E"])).toBe("incorrect");
    expect(allowedTypos(4)).toBe(0);
    expect(allowedTypos(6)).toBe(1);
    expect(allowedTypos(12)).toBe(2);
    expect(check("photo synthesis", ["photosynthesis"])).toBe("correct");
    expect(check("Simon Boliver", ["Simón Bolívar"])).toBe("correct");
  });

  test("two swapped letters are one slip, so 'hyrdogen' and 'noble gsaes' are forgiven, unless the slip spells a real word", () => {
    expect(editDistance("hyrdogen", "hydrogen")).toBe(1);
    expect(editDistance("nobel", "noble")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(check("hyrdogen", ["hydrogen", "H"])).toBe("correct");
    expect(check("noble gsaes", ["noble gases", "noble gas", "inert gases", "inert gas"])).toBe("correct");
    // "Nobel" is a name the catalogue uses (the Nobel Prize), so it is a different word, not a slip.
    expect(check("nobel gases", ["noble gases", "noble gas", "inert gases", "inert gas"])).toBe("incorrect");
  });

  test("a British or American spelling of the accepted word is not a different word", () => {
    expect(check("300 square kilometers", ["300", "300 km²", "300 square kilometres"])).toBe("correct");
    expect(check("color", ["colour"])).toBe("correct");
    expect(check("ostracization", ["ostracism", "ostracisation"])).toBe("correct");
    expect(check("bellow", ["below"])).toBe("incorrect");
  });
});

describe("a real word is never taken for a typo of a different answer", () => {
  test("language: devices, parts of speech and punctuation", () => {
    expectVerdicts(["hyperbole"], { hyperbola: "incorrect", hyperbol: "correct" });
    expectVerdicts(["simile", "a simile"], { smile: "incorrect", simple: "incorrect", simlie: "correct" });
    expectVerdicts(["alliteration"], { alteration: "incorrect", aliteration: "correct" });
    expectVerdicts(["forte"], { fort: "incorrect", forty: "incorrect", Forte: "correct" });
    expectVerdicts(["interjection", "an interjection", "exclamation"], { intersection: "incorrect", interjecton: "correct" });
    expectVerdicts(["preposition", "a preposition"], { proposition: "incorrect", prepositon: "correct" });
    expectVerdicts(["persuasive", "persuasive writing", "argumentative", "persuasion", "argument"], { pervasive: "incorrect" });
    expectVerdicts(["transitions", "transition words", "transition"], { translations: "incorrect", transitons: "correct" });
    expectVerdicts(["colon"], { colons: "incorrect", semicolon: "incorrect" });
    expectVerdicts(["semicolon", "semi-colon", "semi colon"], {
      colons: "incorrect",
      semicolons: "incorrect",
      semicolan: "correct",
    });
    expectVerdicts(["topic sentence"], { "toxic sentence": "incorrect", "topic sentense": "correct" });
  });

  test("music: decrescendo and crescendo are opposites", () => {
    expect(check("decrescendo", ["crescendo"])).toBe("incorrect");
    expect(check("crescendo", ["decrescendo"])).toBe("incorrect");
  });

  test("science: near-miss terms are wrong answers", () => {
    expectVerdicts(["bleaching", "coral bleaching"], {
      breaching: "incorrect",
      "coral breaching": "incorrect",
      bleeching: "correct",
    });
    expectVerdicts(["silicon", "Si"], { silicone: "incorrect" });
    expectVerdicts(["transpiration"], { transportation: "incorrect", transpiraton: "correct" });
    expectVerdicts(["emergent", "emergent layer", "emergents"], { emergency: "incorrect" });
    expectVerdicts(["herbivore", "herbivores"], { herbivory: "incorrect", herbivor: "correct" });
    expectVerdicts(["generator", "alternator"], { generation: "incorrect", generater: "correct" });
  });

  test("history: Lycia is not Lydia (a near-miss name from catalogue/extra-vocabulary.txt)", () => {
    expectVerdicts(["Lydia", "Lydians", "Kingdom of Lydia", "Lydian kingdom"], {
      Lycia: "incorrect",
      Lycians: "incorrect",
      "Lycian kingdom": "incorrect",
      Lydda: "incorrect",
      Lycian: "incorrect",
      Libya: "incorrect",
      Phrygia: "incorrect",
      Lydia: "correct",
      lydia: "correct",
      "the Lydians": "correct",
      "Kingdom of Lydia": "correct",
      "the kingdom of Lydia": "correct",
      "Lydian kingdom": "correct",
    });
  });

  test("psychology: chunks are not chunking, Marlow is not Maslow", () => {
    expectVerdicts(["chunking"], {
      chunks: "incorrect",
      Chunks: "incorrect",
      "the chunks": "incorrect",
      chunk: "incorrect",
      chunked: "incorrect",
      "chunk it": "incorrect",
      chucking: "incorrect",
      chunking: "correct",
      Chunking: "correct",
      chunkng: "correct",
    });
    // With "chunk" accepted, "chunks" was a one-letter typo of it; a real word never is.
    expect(check("chunks", ["chunking", "chunk"])).toBe("incorrect");
    expectVerdicts(["Maslow", "Abraham Maslow"], { Marlow: "incorrect", Mallow: "incorrect", "Abraham Maslo": "correct" });
  });

  test("an apostrophe makes a different word: it's/its, we're/were, she'll/shell", () => {
    for (const [contraction, word] of [
      ["it's", "its"],
      ["we're", "were"],
      ["she'll", "shell"],
    ]) {
      expect(check(contraction, [word])).toBe("incorrect");
      expect(check(word, [contraction])).toBe("incorrect");
      expect(check(contraction.replace("'", "’"), [contraction])).toBe("correct");
    }
    expect(tokens("it's")).not.toEqual(tokens("its"));
    // A missing apostrophe that spells no other word is still a forgivable slip.
    expectVerdicts(["they're", "they are"], { theyre: "correct", "they’re": "correct", there: "incorrect", their: "incorrect" });
  });

  test("an accept word missing from the near-words list gets no typo tolerance", () => {
    expect(checkAnswer("photosynthesys", ["photosynthesis"], {})).toBe("incorrect");
    expect(checkAnswer("photosynthesis", ["photosynthesis"], {})).toBe("correct");
  });
});

describe("numbers and signs", () => {
  test("numbers must match exactly, whatever the words around them", () => {
    expect(check("12", ["12"])).toBe("correct");
    expect(check("13", ["12"])).toBe("incorrect");
    expect(check("3/4", ["3/4"])).toBe("correct");
    expect(check("34", ["3/4"])).toBe("incorrect");
    expect(check("0.75", ["3/4", "0.75"])).toBe("correct");
    expect(check("0.76", ["3/4", "0.75"])).toBe("incorrect");
    expect(check("1,453", ["1453"])).toBe("correct");
    expect(check("−5", ["-5"])).toBe("correct");
    expect(check("5", ["-5"])).toBe("incorrect");
    expect(check("60 cm²", ["60 cm2"])).toBe("correct");
    expect(check("60 cmm2", ["60 cm2"])).toBe("incorrect");
  });

  test("plus, minus and times are part of the answer", () => {
    expectVerdicts(["3n + 4", "4 + 3n"], {
      "3n - 4": "incorrect",
      "3n − 4": "incorrect",
      "3n × 4": "incorrect",
      "3n+4": "correct",
    });
    expectVerdicts(["(x + 3)(x + 4)"], {
      "(x - 3)(x - 4)": "incorrect",
      "(x + 3)(x - 4)": "incorrect",
      "(x - 3)(x + 4)": "incorrect",
      "(x+3)(x+4)": "correct",
    });
    expectVerdicts(["x² + 10x + 25", "x^2 + 10x + 25"], {
      "x² − 10x + 25": "incorrect",
      "x^2 + 10x - 25": "incorrect",
      "x² - 10x - 25": "incorrect",
      "x^2+10x+25": "correct",
      "X 2 + 10 X + 25": "correct",
    });
    expect(tokens("x²")).toEqual(tokens("x^2"));
    expect(tokens("3 * 4")).toEqual(tokens("3 × 4"));
    expect(tokens("x <= 5")).toEqual(tokens("x ≤ 5"));
    expect(tokens("x ≠ 5")).toEqual(["x", "≠", "5"]);
  });

  test("a minus sign before a number belongs to it, even after a space", () => {
    expect(tokens("- 5")).toEqual(["-5"]);
    expect(tokens("x = - 5")).toEqual(["x", "=", "-5"]);
    expect(tokens("x - 5")).toEqual(["x", "-", "5"]);
    expect(tokens("(x-3)(-4)")).toEqual(["x", "-", "3", "-4"]);
    expect(tokens("+5")).toEqual(["5"]);
    expectVerdicts(["5", "x = 5"], { "- 5": "incorrect", "-5": "incorrect", "x = -5": "incorrect", "x=5": "correct" });
    expect(check("- 5", ["-5"])).toBe("correct");
  });

  test("a leading decimal point is 0.", () => {
    expect(tokens(".375")).toEqual(["0.375"]);
    expect(check(".375", ["0.375"])).toBe("correct");
    expect(check("375", ["0.375"])).toBe("incorrect");
    expect(check("375", [".375"])).toBe("incorrect");
  });

  test("spaces around a fraction bar and as a thousands separator are ignored", () => {
    expect(check("5 / 8", ["5/8", "0.625"])).toBe("correct");
    expect(check("36 000 km", ["36000", "36000 km", "36000 kilometres", "35786"])).toBe("correct");
    expect(check("36 000", ["36000"])).toBe("correct");
    expect(tokens("3 125/1000")).toEqual(["3", "125/1000"]);
    expect(check("3 2/5", ["3 2/5"])).toBe("correct");
    expect(check("32/5", ["3 2/5"])).toBe("incorrect");
  });

  test("'a' is a variable before a sign and an article before a word", () => {
    expect(tokens("a = 4")).toEqual(["a", "=", "4"]);
    expect(check("a = 4", ["4", "q = 4"])).not.toBe("correct");
    expect(check("a = 4", ["a = 4"])).toBe("correct");
    expect(check("a quarter", ["one quarter", "a quarter"])).toBe("correct");
  });

  test("abbreviations with points stay whole: a.m. is not the article 'a'", () => {
    expectVerdicts(["a.m."], { "p.m.": "incorrect", am: "correct", "A.M.": "correct" });
    expectVerdicts(["3 pm", "3:00 pm"], { "3 p.m.": "correct", "3 a.m.": "incorrect", "3:00 p.m.": "correct" });
    expect(check("B.F. Skinner", ["Skinner", "B. F. Skinner"])).toBe("correct");
  });

  test("a unit has one spelling after a number, and counts only where an accepted form has it", () => {
    expect(check("36 in", ["36 inches"])).toBe("correct");
    expect(check("240 s", ["240 seconds"])).toBe("correct");
    expect(check("8 mins", ["8 minutes"])).toBe("correct");
    expect(check("360 degree", ["360", "360 degrees"])).toBe("correct");
    expect(check("36 cm", ["36 inches"])).toBe("incorrect");
    // The accept list has no unit: the student compares "36 in" with the model answer.
    expect(check("36 in", ["36"])).toBe("review");
  });
});

describe("what only the student can judge", () => {
  test("long answers that contain the right words are left for the student to judge", () => {
    expect(check("I think it is photosynthesis because plants make food", ["photosynthesis"])).toBe("review");
    expect(check("not photosynthesis", ["photosynthesis"])).toBe("review");
    expect(check("plants turn sunlight water and air into sugar", ["photosynthesis"])).toBe("review");
    expect(check("respiration", ["photosynthesis"])).toBe("incorrect");
  });

  test("quotes around an answer are punctuation, as elsewhere: 'Earth' in quotes is Earth", () => {
    expect(check('"Earth"', ["Earth"])).toBe("correct");
    expect(check("'Earth'", ["Earth"])).toBe("correct");
  });

  test("any answer that reads as something is right against itself, signs, digits and all", () => {
    const unit = fc.constantFrom(..."ax -+−–*×/.,' 0123456789²^=<>≤≠()é’%°π");
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 20 }), (typed) => {
        expect(checkAnswer(typed, [typed], {})).toBe(tokens(typed).length > 0 ? "correct" : "incorrect");
      }),
    );
  });

  test("an empty answer is never right", () => {
    expect(check("   ", ["anything"])).toBe("incorrect");
    expect(check("?!", ["anything"])).toBe("incorrect");
  });
});
