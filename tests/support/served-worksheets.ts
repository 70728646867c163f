/**
 * Every worksheet the site serves, as the catalogue files (read in the international wording) and
 * the generators give them: the authored ones at their positions, then each generator's default version at its id from 1000. Tests that
 * count or search the catalogue compare against this list, not against worksheets.json alone.
 */
import { worksheets } from "./catalogue-as-read";
import { GENERATED_ID_BASE } from "~/lib/catalogue/catalogue.server";
import { DEFAULT_LEVEL, DEFAULT_SEED, generateSheet } from "~/lib/generators/generator";
import { GENERATORS } from "~/lib/generators/registry";
import type { Question } from "~/lib/questions/model";

export interface ServedWorksheet {
  id: number;
  title: string;
  description: string;
  subject: string;
  category: string;
  grades: { from: number; to: number };
  standards?: { code: string; why: string }[];
  questions: Question[];
}

export const servedWorksheets: ServedWorksheet[] = [
  ...worksheets.map((item, id) => ({ ...item, id, questions: item.questions as Question[] })),
  ...GENERATORS.map((generator, index) => ({
    id: GENERATED_ID_BASE + index,
    title: generator.title,
    description: generator.description,
    subject: "Mathematics",
    category: generator.category,
    grades: generator.grades,
    standards: [...generator.standards],
    questions: generateSheet(generator, DEFAULT_LEVEL, DEFAULT_SEED).questions,
  })),
];
