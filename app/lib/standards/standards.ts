/**
 * The standard sets StudyShelf aligns to, bundled as data (./data): Common Core mathematics K–8, Common
 * Core English language arts K–8 (RL, RI, RF, W, L) and the NGSS performance expectations K–8. Each entry
 * has its official code, grade (or grade band), domain and one sentence in our own words. The schema below
 * checks the files in tests/unit/standards.test.ts; the runtime trusts the checked bundle, so no parsing
 * cost lands on cold starts (as with the catalogue).
 */
import { z } from "zod";
// With import attributes: vite.config.ts loads this module (through the catalogue schema) natively.
import mathSource from "./data/ccss-math.json" with { type: "json" };
import elaSource from "./data/ccss-ela.json" with { type: "json" };
import ngssSource from "./data/ngss.json" with { type: "json" };

export const STANDARD_SET_IDS = ["ccss-math", "ccss-ela", "ngss"] as const;
export type StandardSetId = (typeof STANDARD_SET_IDS)[number];

/** A code's shape per set: "4.NF.B.3.a", "RF.1.3.b", "MS-LS1-1". Groups: grade part, domain, letter (CCSS). */
export const CODE_PATTERNS: Record<StandardSetId, RegExp> = {
  "ccss-math": /^(K|[1-8])\.(CC|OA|NBT|NF|MD|G|RP|NS|EE|F|SP)\.[A-D]\.\d{1,2}(?:\.([a-z]))?$/,
  "ccss-ela": /^(RL|RI|RF|W|L)\.(K|[1-8])\.\d{1,2}(?:\.([a-z]))?$/,
  ngss: /^(K|[1-5]|K-2|3-5|MS)-(PS[1-4]|LS[1-4]|ESS[1-3]|ETS1)-\d$/,
};

/** The longest description: one short sentence. */
export const MAX_DESCRIPTION_LENGTH = 160;

const Text = z.string().trim().min(1, "must not be empty");
const Grade = z.int().min(0).max(8);

const StandardEntrySchema = z.strictObject({
  code: Text,
  /** 0 is Kindergarten; null for entries written for a band of grades (NGSS "MS-", "K-2-", "3-5-"). */
  grade: Grade.nullable(),
  /** The grades the entry covers, [g, g] for a single grade. */
  band: z.tuple([Grade, Grade]),
  domain: Text,
  description: Text.max(MAX_DESCRIPTION_LENGTH)
    .regex(/\.$/, "must end in a full stop")
    .refine((text) => !/[.!?]\s+[A-Z]/.test(text), "must be one sentence"),
  /** The standard a lettered sub-standard belongs to ("4.NF.B.3" for "4.NF.B.3.a"), else null. */
  parent: Text.nullable(),
});

export type StandardEntry = z.infer<typeof StandardEntrySchema>;

/** What a code's grade part says: "K" → [0, 0], "MS" → [6, 8], "3-5" → [3, 5]. */
function bandOf(gradePart: string): [number, number] {
  if (gradePart === "MS") return [6, 8];
  const [from, to = from] = gradePart.split("-").map((part) => (part === "K" ? 0 : Number(part)));
  return [from, to];
}

/** The grade part, domain and parent a code spells, or null when it is not a code of the set. */
export function readCode(set: StandardSetId, code: string) {
  const match = CODE_PATTERNS[set].exec(code);
  if (!match) return null;
  const [gradePart, domain] = set === "ccss-ela" ? [match[2], match[1]] : [match[1], match[2]];
  const lettered = set !== "ngss" && match[3] !== undefined;
  return { band: bandOf(gradePart), domain, parent: lettered ? code.slice(0, code.lastIndexOf(".")) : null };
}

/** One bundled set: its entries agree with their codes, codes are unique and every reference resolves. */
export const StandardSetSchema = z
  .strictObject({
    set: z.enum(STANDARD_SET_IDS),
    name: Text,
    source: z.url({ protocol: /^https$/ }),
    licence: Text,
    domains: z.array(z.strictObject({ code: Text, name: Text })).min(1),
    standards: z.array(StandardEntrySchema).min(1),
  })
  .superRefine((value, context) => {
    const issue = (message: string, path: (string | number)[]) => context.addIssue({ code: "custom", message, path });
    const domains = new Set<string>();
    value.domains.forEach(({ code }, index) => {
      if (domains.has(code)) issue(`domain ${code} is listed twice`, ["domains", index]);
      domains.add(code);
    });
    const codes = new Set(value.standards.map(({ code }) => code));
    const seen = new Set<string>();
    value.standards.forEach((entry, index) => {
      const at = ["standards", index];
      if (seen.has(entry.code)) issue(`${entry.code} is listed twice`, at);
      seen.add(entry.code);
      const read = readCode(value.set, entry.code);
      if (!read) return issue(`${entry.code} is not a well-formed ${value.set} code`, at);
      const [from, to] = read.band;
      const grade = from === to ? from : null;
      if (entry.grade !== grade) issue(`${entry.code} should have grade ${String(grade)}`, at);
      if (entry.band[0] !== from || entry.band[1] !== to) issue(`${entry.code} should have band [${from}, ${to}]`, at);
      if (entry.domain !== read.domain) issue(`${entry.code} should be in domain ${read.domain}`, at);
      if (!domains.has(entry.domain)) issue(`${entry.code}'s domain ${entry.domain} is not listed`, at);
      if (entry.parent !== read.parent) issue(`${entry.code} should have parent ${String(read.parent)}`, at);
      if (entry.parent !== null && !codes.has(entry.parent)) issue(`${entry.code}'s parent is missing`, at);
    });
    const used = new Set(value.standards.map(({ domain }) => domain));
    value.domains.forEach(({ code }, index) => {
      if (!used.has(code)) issue(`domain ${code} has no standards`, ["domains", index]);
    });
  });

export type StandardSetSource = z.infer<typeof StandardSetSchema>;

/** The bundled files as written; tests/unit/standards.test.ts runs them through StandardSetSchema. */
export const STANDARD_SET_SOURCES = [mathSource, elaSource, ngssSource] as StandardSetSource[];

export type Standard = StandardEntry & { set: StandardSetId };

/** Each set's name, source, licence and domains, in the order above. */
export const STANDARD_SETS = STANDARD_SET_SOURCES.map(({ set, name, source, licence, domains }) => ({
  set,
  name,
  source,
  licence,
  domains,
}));

/** Every standard of every set, in each file's order (grade, then domain, then number). */
export const ALL_STANDARDS: readonly Standard[] = STANDARD_SET_SOURCES.flatMap(({ set, standards }) =>
  standards.map((entry) => ({ ...entry, set })),
);

const byCode = new Map(ALL_STANDARDS.map((standard) => [standard.code, standard]));

/** The standard with exactly this code ("4.NF.B.3", "RL.3.1", "MS-LS1-1"), or undefined. */
export function standardByCode(code: string): Standard | undefined {
  return byCode.get(code);
}
