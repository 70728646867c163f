/** What teachers and students may send about assignments, checked once for the API and the page forms alike. */
import { z } from "zod";
import { LEVELS } from "../generators/generator";
import { ITEM_KINDS } from "../catalogue/item-ref";

export const NAME_MAX = 40;
export const TITLE_MAX = 100;
export const ANSWER_MAX = 1000;
/** An assignment closes at most this long after it is made: its data is deleted a year after that anyway. */
export const LONGEST_OPEN_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Bidirectional overrides and isolates could make a name display as something it is not. */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** Spacing folded, so "Sam  Lee" and " Sam Lee" are the same student. */
const tidy = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();

/** A display name: 1 to 40 characters; nothing else about the student is asked. */
export const StudentNameSchema = z
  .string({ error: "Please enter your name." })
  .transform(tidy)
  .pipe(
    z
      .string()
      .min(1, "Please enter your name.")
      .refine((name) => [...name].length <= NAME_MAX, `Please keep your name to ${NAME_MAX} characters.`)
      .refine((name) => !/\p{Cc}/u.test(name) && !BIDI_CONTROLS.test(name), "Please use only letters, numbers and spaces."),
  );

/**
 * Letters from other scripts that look like Latin ones in the fonts students see, applied after NFKC
 * and lower-casing: Cyrillic, Greek and a few Latin variants whose skeleton in Unicode's
 * confusables.txt (UTS #39) is a single Latin letter, in upper or lower case. Kept small on purpose:
 * it folds what a keyboard layout switch or a copy from a chat can produce, not every lookalike.
 */
const CONFUSABLE_LETTERS: Record<string, string> = Object.fromEntries(
  [
    // Cyrillic, in lower case, so capitals such as Н, В, М, Т fold with H, B, M, T too.
    "аa вb сc ԁd еe ёe һh нh іi їi јj кk ӏl мm оo рp ԛq ѕs тt ԝw хx уy үy",
    // Greek, likewise (Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ).
    "αa βb ϲc εe ζz ηh ιi κk μm νn οo ρp τt υy χx",
    // Latin variants.
    "ıi ȷj ɡg ɩi ɑa ℓl",
  ]
    .join(" ")
    .split(" ")
    .map((pair) => [pair[0], pair[1]]),
);
const CONFUSABLE = new RegExp(`[${Object.keys(CONFUSABLE_LETTERS).join("")}]`, "gu");

/** Characters that show nothing: zero-width spaces and joiners, soft hyphens, variation selectors and the like. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/**
 * The key under which a name is unique in one assignment, so two students cannot look like one:
 * Unicode NFKC (full-width and other compatibility forms become plain letters), invisible characters
 * removed, lower case, lookalike letters from other scripts folded to Latin, spacing folded. "Sam
 * Lee", "sam lee", "Sam Lee\u200b" and "Sаm Lee" (Cyrillic а) are the same student.
 */
export function nameKey(name: string) {
  return name
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .toLowerCase()
    .replace(CONFUSABLE, (letter) => CONFUSABLE_LETTERS[letter])
    .replace(/\s+/g, " ")
    .trim();
}

export const AnswerSchema = z
  .string({ error: "Each answer must be text." })
  .max(ANSWER_MAX, `Please keep each answer to ${ANSWER_MAX} characters.`)
  .transform((answer) => answer.normalize("NFC").trim());

/** Slot keys as the item numbers them: "3" for question 3, "2c" for its part c (app/lib/questions/slots.ts). */
const SlotKey = z.string().regex(/^\d{1,2}[a-l]?$/, 'Answers are keyed by question and part: "3", "2c".');

/**
 * A student's answers: one string per question (questions without parts), or by slot key, each a
 * string or, for choices and rows (gaps, matches, steps), a list of strings.
 */
export const SubmissionSchema = z.object({
  name: StudentNameSchema,
  answers: z
    .union(
      [
        z.array(AnswerSchema).max(100),
        z
          .record(SlotKey, z.union([AnswerSchema, z.array(AnswerSchema).max(12)]))
          .refine((record) => Object.keys(record).length <= 400, "Too many answers."),
      ],
      {
        error: 'Send one answer per question (a list of strings), or answers by question and part ({ "1": "12", "2a": ["B"] }).',
      },
    )
    // Nothing answered is almost always a form sent too early (Enter in the name field); each student sends only once.
    .refine(
      (answers) =>
        Object.values(answers).some((answer) =>
          typeof answer === "string" ? answer !== "" : answer.some((value) => value !== ""),
        ),
      "Please answer at least one question before sending.",
    ),
});
export type SubmissionInput = z.output<typeof SubmissionSchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When an assignment closes, from an ISO date-time with an offset, or a date alone. A date alone
 * means the end of that day wherever the class is: the end of the day at UTC−12 ("anywhere on
 * Earth"), so no time zone closes it early.
 */
export function closingTime(value: string): number {
  return DATE_ONLY.test(value) ? Date.parse(`${value}T00:00:00Z`) + DAY_MS + 12 * 60 * 60 * 1000 : Date.parse(value);
}

/** The offset of a time zone from UTC at a moment, in minutes (New York in winter: -300). */
function offsetMinutes(at: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return Math.round((wall - at) / 60_000);
}

/**
 * The last second of a date (2026-12-04) in a teacher's time zone ("America/New_York"), as an ISO
 * moment for ClosesAtSchema; null when either is not valid. The page's form sends the browser's zone
 * with a date, so "last day to answer" ends when that day ends for the class, and the teacher's page
 * reads "until 11:59 PM"; without the zone (no JavaScript, or the API) a date alone ends anywhere on Earth.
 */
export function endOfDayIn(date: string, timeZone: string): string | null {
  if (!DATE_ONLY.test(date) || timeZone.length > 64) return null;
  const wall = Date.parse(`${date}T23:59:59Z`);
  if (Number.isNaN(wall)) return null;
  try {
    // The offset where the day ends; asked twice, since the day may change its offset (summer time) on the way.
    const guess = wall - offsetMinutes(wall, timeZone) * 60_000;
    return new Date(wall - offsetMinutes(guess, timeZone) * 60_000).toISOString();
  } catch {
    return null; // RangeError: not a time zone this runtime knows.
  }
}

export const ClosesAtSchema = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: "closesAt must be an ISO date (2026-09-30) or date and time with an offset (2026-09-30T15:00:00Z).",
  })
  .transform(closingTime)
  .refine((at) => at > Date.now(), "The closing time must be in the future.")
  .refine(
    (at) => at <= Date.now() + LONGEST_OPEN_DAYS * DAY_MS,
    `An assignment can stay open for at most ${LONGEST_OPEN_DAYS} days.`,
  );

const TitleSchema = z
  .string()
  .transform(tidy)
  .pipe(z.string().max(TITLE_MAX, `Please keep the title to ${TITLE_MAX} characters.`))
  .transform((title) => title || null);

/** When students see the model answers: right after they submit, or only once the assignment has closed. */
export const ANSWERS_SHOWN = ["after-submitting", "after-close"] as const;
export type AnswersShown = (typeof ANSWERS_SHOWN)[number];
const AnswersShownSchema = z.enum(ANSWERS_SHOWN, { error: 'answersShown must be "after-submitting" or "after-close".' });

export const NewAssignmentSchema = z.object({
  kind: z.enum(ITEM_KINDS, { error: 'kind must be "quiz" or "worksheet".' }),
  id: z.int({ error: "id must be a whole number." }).min(0, "id must be a whole number.").max(999_999_999),
  title: TitleSchema.optional(),
  closesAt: ClosesAtSchema.optional(),
  answersShown: AnswersShownSchema.optional(),
  /** For a generated worksheet: the level every student's own version is at (core when left out). */
  level: z.enum(LEVELS, { error: 'level must be "support", "core" or "challenge".' }).optional(),
});
export type NewAssignment = z.output<typeof NewAssignmentSchema>;

export const TEACHER_VERDICTS = ["correct", "incorrect"] as const;
export type TeacherVerdict = (typeof TEACHER_VERDICTS)[number];

/** A teacher's verdict on one answer of one submission; `question` counts the item's answers (parts count) from 0. */
export const OverruleSchema = z.object({
  question: z.int({ error: "question must be a whole number, counting from 0." }).min(0).max(399),
  verdict: z.enum(TEACHER_VERDICTS, { error: 'verdict must be "correct" or "incorrect".' }),
});

export const AssignmentStateSchema = z
  .object({
    closed: z.boolean({ error: "closed must be true or false." }).optional(),
    answersShown: AnswersShownSchema.optional(),
  })
  .refine((state) => state.closed !== undefined || state.answersShown !== undefined, "Send closed, answersShown or both.");

/** The teacher accepts the answer one submission gave to one question or part (counted from 0), for every student who gave it. */
export const AcceptAnswerSchema = z.object({
  question: z.int({ error: "question must be a whole number, counting from 0." }).min(0).max(399),
});
