/** The subject list reads like a school's: big subjects alone, a handful-of-items subject under its area. */
import { expect, test } from "vitest";
import { groupSubjects } from "~/lib/catalogue/subjects";

const areas = [
  { name: "Math", subjects: ["Math", "Mathematics"] },
  { name: "Science", subjects: ["Science", "Medicine", "Public Health"] },
  { name: "Social Studies", subjects: ["History", "Sociology"] },
];

test("subjects with ten or more items stand alone, in the areas' order; smaller ones are grouped by area", () => {
  const counts = new Map([
    ["Mathematics", 96],
    ["Science", 88],
    ["Medicine", 3],
    ["Public Health", 4],
    ["History", 32],
    ["Sociology", 8],
  ]);
  expect(groupSubjects(counts, areas)).toEqual([
    {
      label: null,
      subjects: [
        { name: "Mathematics", count: 96 },
        { name: "Science", count: 88 },
        { name: "History", count: 32 },
      ],
    },
    {
      label: "Also in Science",
      subjects: [
        { name: "Medicine", count: 3 },
        { name: "Public Health", count: 4 },
      ],
    },
    { label: "Also in Social Studies", subjects: [{ name: "Sociology", count: 8 }] },
  ]);
});

test("a grade page groups by the whole catalogue's sizes, shows its own counts, and leaves out subjects it lacks", () => {
  const sizes = new Map([
    ["Mathematics", 96],
    ["History", 32],
    ["Sociology", 8],
  ]);
  const inGrade = new Map([
    ["History", 3],
    ["Sociology", 2],
  ]);
  expect(groupSubjects(inGrade, areas, sizes)).toEqual([
    { label: null, subjects: [{ name: "History", count: 3 }] },
    { label: "Also in Social Studies", subjects: [{ name: "Sociology", count: 2 }] },
  ]);
});
