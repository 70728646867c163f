/** The module app/lib/downloads/fonts/vite-plugin.ts generates at build time. */
declare module "virtual:pdf-fonts" {
  /** Subset TrueType fonts in fallback order, each with the characters it maps. */
  export const faces: { family: "sans" | "math"; weight: 400 | 700; data: string; codePoints: number[] }[];
  /** Differs for every build; keys the cache of rendered PDFs. */
  export const buildId: string;
}
