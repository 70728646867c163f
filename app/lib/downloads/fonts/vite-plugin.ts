/**
 * Vite plugin (build and tests, Node only): `virtual:pdf-fonts` exports the fonts the printable PDFs
 * embed, subset at build time to the characters the catalogue uses plus the PDF's own labels, and a
 * build id. The catalogue is bundled, so it cannot hold a character the fonts were not subset for.
 *
 * Sources, in fallback order: Noto Sans (@fontsource/noto-sans; its Latin, Latin Extended, Greek,
 * Cyrillic and Vietnamese files) for text, then Noto Sans Math (@fontsource/noto-sans-math) for
 * symbols such as √ ≈ → ∝. Each character goes into the first font that has it, so the PDF code
 * picks the same font by asking which one maps it. Noto Sans Math has no bold: bold text falls back
 * to its regular weight for symbols.
 *
 * The subsetting is harfbuzz's (`subset-font`, hb-subset in WebAssembly): it keeps the glyphs for the
 * given characters and a character map of those only, which is how the PDF code knows what each font
 * can draw. Layout and math tables are dropped: text is set glyph by glyph, so nothing substitutes a
 * glyph the subset lost, and every glyph maps back to one character when the PDF's text is extracted.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import fontkit from "@pdf-lib/fontkit";
import type { Plugin } from "vite";
import subsetFont from "subset-font";

const MODULE_ID = "virtual:pdf-fonts";
const RESOLVED_ID = `\0${MODULE_ID}`;
const require = createRequire(import.meta.url);
const CATALOGUE_FILES = ["worksheets", "quizzes", "areas", "categories"];

/** Noto Sans's script files in fallback order (Devanagari is left out: it needs shaping the PDF code does not do). */
const SANS_SUBSETS = ["latin", "latin-ext", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"];

export interface FaceSource {
  family: "sans" | "math";
  weight: 400 | 700;
  file: string;
}

function fontsourceFile(pkg: string, name: string) {
  return join(dirname(require.resolve(`${pkg}/package.json`)), "files", name);
}

export const FACE_SOURCES: FaceSource[] = [
  ...([400, 700] as const).flatMap((weight) =>
    SANS_SUBSETS.map((subset) => ({
      family: "sans" as const,
      weight,
      file: fontsourceFile("@fontsource/noto-sans", `noto-sans-${subset}-${weight}-normal.woff`),
    })),
  ),
  { family: "math", weight: 400, file: fontsourceFile("@fontsource/noto-sans-math", "noto-sans-math-latin-400-normal.woff") },
];

/**
 * Characters the PDF draws besides the catalogue's: printable ASCII and Latin-1 (numbers, labels,
 * names typed into templates) and the punctuation the layout and the answer key use (a match key
 * reads "1–C", an order key "first → second", a rubric point starts with "•").
 */
function baseCharacters() {
  const codePoints = new Set<number>();
  for (let c = 0x20; c <= 0x7e; c++) codePoints.add(c);
  for (let c = 0xa0; c <= 0xff; c++) codePoints.add(c);
  for (const char of "–—‘’“”…•·−→") codePoints.add(char.codePointAt(0)!);
  return codePoints;
}

function addStrings(value: unknown, into: Set<number>) {
  if (typeof value === "string") {
    // A character no font has (a superscript digit, say) is drawn from its plain form, so keep that too.
    for (const char of `${value}${value.normalize("NFKC")}`) into.add(char.codePointAt(0)!);
  } else if (Array.isArray(value)) value.forEach((item) => addStrings(item, into));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => addStrings(item, into));
}

/** Every character of every string in the catalogue files, plus the base characters. */
export function charactersToEmbed(catalogueDir: string) {
  const codePoints = baseCharacters();
  for (const name of CATALOGUE_FILES)
    addStrings(JSON.parse(readFileSync(join(catalogueDir, `${name}.json`), "utf8")), codePoints);
  return codePoints;
}

export interface SubsetFace {
  family: "sans" | "math";
  weight: 400 | 700;
  /** Base64 TrueType. */
  data: string;
  codePoints: number[];
}

/** Tables left out of a subset: OpenType layout (ligatures, kerning, marks), justification, math layout and style attributes. */
const DROPPED_TABLES = ["GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "STAT"];

/** A TrueType font with only the glyphs of these characters (and .notdef). */
export async function subsetTrueType(font: Uint8Array, codePoints: readonly number[]) {
  // subset-font recognises a font's format from a Node Buffer.
  const subset = await subsetFont(
    Buffer.from(font.buffer, font.byteOffset, font.byteLength),
    String.fromCodePoint(...codePoints),
    {
      targetFormat: "truetype",
      dropTables: DROPPED_TABLES,
      noLayoutClosure: true,
    },
  );
  return new Uint8Array(subset);
}

/** Subsets every source font; a character goes to the first font of its weight (or of any weight, for math) that has it. */
export async function subsetFaces(codePoints: ReadonlySet<number>, sources = FACE_SOURCES): Promise<SubsetFace[]> {
  const faces: SubsetFace[] = [];
  const placed = { 400: new Set<number>(), 700: new Set<number>() };
  for (const source of sources) {
    const bytes = new Uint8Array(readFileSync(source.file));
    const font = fontkit.create(bytes);
    const taken = source.family === "math" ? new Set([...placed[400]].filter((c) => placed[700].has(c))) : placed[source.weight];
    const covered = [...codePoints]
      .filter((codePoint) => !taken.has(codePoint) && font.hasGlyphForCodePoint(codePoint))
      .sort((a, b) => a - b);
    if (covered.length === 0) continue;
    const subset = await subsetTrueType(bytes, covered);
    for (const codePoint of covered) {
      placed[source.weight].add(codePoint);
      if (source.family === "math") placed[700].add(codePoint);
    }
    faces.push({
      family: source.family,
      weight: source.weight,
      data: Buffer.from(subset).toString("base64"),
      codePoints: covered,
    });
  }
  return faces;
}

export function pdfFonts({ catalogueDir }: { catalogueDir: string }): Plugin {
  // One id per build (or test run): cached PDFs are keyed by it, so a deploy never serves an old layout.
  const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: "studyshelf:pdf-fonts",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const name of CATALOGUE_FILES) this.addWatchFile(join(catalogueDir, `${name}.json`));
      const faces = await subsetFaces(charactersToEmbed(catalogueDir));
      return `export const faces = ${JSON.stringify(faces)};\nexport const buildId = ${JSON.stringify(buildId)};\n`;
    },
  };
}
