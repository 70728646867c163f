/** When a search finds nothing, the visitor is offered search texts that do find something. */
import { describe, expect, test } from "vitest";
import { createSearchIndex, type Searchable } from "~/lib/catalogue/search";
import { buildVocabulary, suggestSearches, typoDistance } from "~/lib/catalogue/suggestions";

function item(id: number, title: string, answer = "An answer."): Searchable {
  return {
    id,
    title,
    description: "A worksheet.",
    subject: "Mathematics",
    category: "Arithmetic",
    difficulty: "Beginner",
    grades: { from: 3, to: 5 },
    texts: [{ question: "A question?", answer }],
  };
}

const items = [
  item(0, "Adding Fractions", "Fractions with the same denominator add their numerators."),
  item(1, "Dividing by Ten", "Dividing moves each digit one place."),
  item(2, "Multiplying Decimals"),
  item(3, "Planets of the Solar System", "Jupiter is the largest planet."),
];
const index = createSearchIndex(items);
const vocabulary = buildVocabulary(items);
const findsSomething = (q: string) => index.count({ q }) > 0;

describe("suggestions for a search that finds nothing", () => {
  test("a close spelling from the catalogue's own words", () => {
    expect(index.count({ q: "fracions" })).toBe(0);
    expect(suggestSearches("fracions", vocabulary, findsSomething)).toContain("fractions");
    expect(suggestSearches("Jupitre", vocabulary, findsSomething)).toContain("jupiter");
  });

  test("a real word the catalogue lacks is not offered words two letters away", () => {
    const science = [item(0, "Phones and Radios"), item(1, "Physics of Sound")];
    const words = buildVocabulary(science);
    const scienceIndex = createSearchIndex(science);
    expect(suggestSearches("phonics", words, (q) => scienceIndex.count({ q }) > 0)).toEqual([]);
    expect(suggestSearches("phyics", words, (q) => scienceIndex.count({ q }) > 0)).toEqual(["physics"]);
  });

  test("other forms of the word", () => {
    expect(index.count({ q: "division" })).toBe(0);
    expect(suggestSearches("division", vocabulary, findsSomething)).toContain("dividing");
  });

  test("only suggestions that find something, within the visitor's filters", () => {
    const onlyGradeEight = (q: string) => index.count({ q, grade: 8 }) > 0;
    expect(suggestSearches("fracions", vocabulary, onlyGradeEight)).toEqual([]);
    expect(suggestSearches("zzzzqqq", vocabulary, findsSomething)).toEqual([]);
  });

  test("a typo distance counts a swap of neighbouring letters as one edit", () => {
    expect(typoDistance("hyrdogen", "hydrogen", 2)).toBe(1);
    expect(typoDistance("fracions", "fractions", 2)).toBe(1);
    expect(typoDistance("cat", "dog", 1)).toBe(2);
  });
});
