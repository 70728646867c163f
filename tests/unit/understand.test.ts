/** What a search text means beyond its letters: the rules behind the browse page's further results. */
import { describe, expect, test } from "vitest";
import { buildVocabulary } from "~/lib/catalogue/suggestions";
import { correctSpelling, findGrade, understand, wordForms } from "~/lib/catalogue/understand";
import type { Searchable } from "~/lib/catalogue/search";

function item(id: number, title: string, text = "A question?"): Searchable {
  return {
    id,
    title,
    description: "A worksheet.",
    subject: "Mathematics",
    category: "Arithmetic",
    difficulty: null,
    grades: { from: 1, to: 2 },
    texts: [{ question: text, answer: "An answer." }],
  };
}

const vocabulary = buildVocabulary([
  item(0, "Adding and Subtracting Two-Digit Numbers", "Add the numbers. Then subtract."),
  item(1, "Equivalent Fractions", "Which fraction is larger? Find a fraction equal to one half."),
  item(2, "Long Division", "Dividing by 7: divide, multiply, subtract, bring down."),
  item(3, "Multiplication Facts", "Multiplying by 10 adds a zero. Addition and subtraction facts."),
  item(4, "Counting to 20", "Count the apples. Phones, physics and photosynthesis."),
]);

const names = {
  subjects: ["Mathematics", "Science", "Language Arts"],
  categories: ["Reading Comprehension", "Fractions", "Arithmetic"],
  topics: [
    { key: "math/fractions", title: "Fractions" },
    { key: "language/reading", title: "Reading" },
  ],
};

const read = (q: string) => understand(q, names, vocabulary);

describe("a grade in the search text", () => {
  test.each([
    ["grade 2 addition", 2],
    ["2nd grade addition", 2],
    ["second grade addition", 2],
    ["addition for second graders", 2],
    ["grade two addition", 2],
    ["Grade K counting", 0],
    ["K counting", 0],
    ["kindergarten counting", 0],
    ["3rd-grade fractions", 3],
    ["fractions grade 12", 12],
  ])("%s is grade %i", (q, grade) => {
    expect(read(q).grade).toBe(grade);
  });

  test("the grade's words leave the search text", () => {
    expect(read("2nd grade addition").rest).toBe("addition");
    expect(read("kindergarten counting").rest).toBe("counting");
  });

  test.each(["grade 13 physics", "2 fractions", "k-pop music", "vitamin k", "grade", "13th grade"])("%s names no grade", (q) => {
    expect(read(q).grade).toBeNull();
  });

  test("a K that is part of a word or a unit is not Kindergarten", () => {
    expect(findGrade(["k", "pop"], false)).toBeNull();
    expect(read("k-pop music").grade).toBeNull();
    expect(read("5 k/m").grade).toBeNull();
  });
});

describe("a subject named beside other words", () => {
  test("math is Mathematics and leaves the text", () => {
    expect(read("2nd grade math")).toMatchObject({ grade: 2, subject: "Mathematics", rest: "" });
    expect(read("science grade 4")).toMatchObject({ grade: 4, subject: "Science", rest: "" });
  });

  test("a subject word alone stays the search", () => {
    expect(read("math")).toMatchObject({ subject: null, rest: "math" });
  });

  test("filler words are dropped", () => {
    expect(read("fractions worksheets for kids").rest).toBe("fractions");
  });
});

describe("other forms of a word", () => {
  test("singular and plural", () => {
    expect(wordForms("fractions", vocabulary)).toContain("fraction");
    expect(wordForms("fraction", vocabulary)).toContain("fractions");
  });

  test("the -ing form and the -ion noun of one activity", () => {
    expect(wordForms("addition", vocabulary)).toContain("adding");
    expect(wordForms("adding", vocabulary)).toContain("addition");
    expect(wordForms("division", vocabulary)).toEqual(expect.arrayContaining(["dividing", "divide"]));
    expect(wordForms("multiplication", vocabulary)).toContain("multiplying");
    expect(wordForms("subtraction", vocabulary)).toContain("subtract");
  });

  test("only forms the catalogue uses, four letters or more, never verb -s or -ed", () => {
    expect(wordForms("addition", vocabulary)).not.toContain("add");
    expect(wordForms("addition", vocabulary)).not.toContain("adds");
    expect(wordForms("counting", vocabulary)).toEqual(["count"]);
    expect(wordForms("zebra", vocabulary)).toEqual([]);
  });

  test("the search text's forms change one word at a time", () => {
    expect(read("adding fractions").forms).toEqual(expect.arrayContaining(["addition fractions", "adding fraction"]));
  });
});

describe("category and topic names", () => {
  test("the text is a category's name, in either number and any case", () => {
    expect(read("reading comprehension").category).toBe("Reading Comprehension");
    expect(read("Reading Comprehensions").category).toBe("Reading Comprehension");
    expect(read("fraction").category).toBe("Fractions");
  });

  test("the text is a topic's title", () => {
    expect(read("reading").topic).toBe("language/reading");
    expect(read("fractions").topic).toBe("math/fractions");
  });

  test("a category name inside a longer text is not the category", () => {
    expect(read("reading comprehension questions").category).toBeNull();
    expect(read("phonics").category).toBeNull();
  });

  test("with a grade, the rest of the text is matched", () => {
    expect(read("grade 3 reading comprehension")).toMatchObject({ grade: 3, category: "Reading Comprehension" });
  });
});

describe("a misspelling corrected without asking", () => {
  test("one slip in a word of up to eight letters, two in a longer one", () => {
    expect(correctSpelling("fracions", vocabulary)).toBe("fractions");
    expect(correctSpelling("photosyntesis", vocabulary)).toBe("photosynthesis");
    expect(correctSpelling("equivelant fracions", vocabulary)).toBe("equivalent fractions");
  });

  test("a real word the catalogue lacks is not read as another", () => {
    expect(correctSpelling("phonics", vocabulary)).toBeNull();
  });

  test("known words, short words and numbers are left alone", () => {
    expect(correctSpelling("fractions", vocabulary)).toBeNull();
    expect(correctSpelling("ad", vocabulary)).toBeNull();
    expect(correctSpelling("12345", vocabulary)).toBeNull();
  });
});
