/**
 * Paper sizes for printables: US Letter or A4. The default follows the visitor's locale: the regions
 * that use Letter per the Unicode CLDR's paper-size data get Letter, everyone else A4. The browser
 * remembers a visitor's choice in local storage (PAPER_STORAGE_KEY); the server falls back to the
 * request's Accept-Language when a download request names no paper.
 */
export const PAPERS = ["a4", "letter"] as const;
export type Paper = (typeof PAPERS)[number];

export const PAPER_STORAGE_KEY = "studyshelf:paper";

/** Page sizes in PDF points (1/72 inch). */
export const PAPER_SIZES: Record<Paper, { width: number; height: number; label: string }> = {
  a4: { width: 595.28, height: 841.89, label: "A4" },
  letter: { width: 612, height: 792, label: "US Letter" },
};

/** CLDR supplemental measurement data: regions whose paper size is US Letter. */
const LETTER_REGIONS = new Set(["BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"]);

/** The region of a language tag ("en-US" → "US", "es-419" → null, "en" → null). */
function regionOf(tag: string) {
  try {
    return new Intl.Locale(tag.trim()).region ?? null;
  } catch {
    return null;
  }
}

/** The paper for a visitor's languages, most preferred first: the first one that names a region decides. */
export function paperForLanguages(languages: readonly string[]): Paper {
  for (const language of languages) {
    const region = regionOf(language);
    if (region) return LETTER_REGIONS.has(region.toUpperCase()) ? "letter" : "a4";
  }
  return "a4";
}

/** The languages of an Accept-Language header, most preferred first ("en-US,en;q=0.9" → ["en-US", "en"]). */
export function languagesOf(acceptLanguage: string | null) {
  if (!acceptLanguage) return [];
  return acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** A `paper` query or form value ("letter", "a4"), or null when it names none. */
export function paperOf(value: string | null | undefined): Paper | null {
  return PAPERS.find((paper) => paper === value) ?? null;
}

/** The paper for an Accept-Language header's value (the request's, when a download names no paper). */
export function paperForAcceptLanguage(acceptLanguage: string | null): Paper {
  return paperForLanguages(languagesOf(acceptLanguage));
}
