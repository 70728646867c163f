/**
 * Text in the printable PDFs, drawn exactly as authored: every character is set in the first
 * embedded font that has it (Noto Sans, then Noto Sans Math; see fonts/vite-plugin.ts), and only
 * the fonts a document uses are embedded, each subset to its glyphs. Superscript and subscript
 * characters that no font has (⁵, ₂, ₑ) are drawn from their plain form, smaller and raised or
 * lowered, and their line is wrapped in a marked-content span whose ActualText is the authored
 * line, so the PDF's extracted and copied text still reads "10⁻⁷" and "H₂O".
 */
import fontkit from "@pdf-lib/fontkit";
import {
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";
import { faces } from "virtual:pdf-fonts";
import { fromBase64 } from "../encoding";

export type Weight = "regular" | "bold";

interface Face {
  index: number;
  weight: 400 | 700;
  family: "sans" | "math";
  codePoints: ReadonlySet<number>;
  bytes: () => Uint8Array;
}

const FACES: Face[] = faces.map(({ family, weight, data, codePoints }, index) => {
  let bytes: Uint8Array | undefined;
  return { index, family, weight, codePoints: new Set(codePoints), bytes: () => (bytes ??= fromBase64(data)) };
});

/** Fonts to try for a weight, in order: that weight's text fonts, then the symbol font. */
const ORDER: Record<Weight, Face[]> = {
  regular: FACES.filter((face) => face.weight === 400),
  bold: [
    ...FACES.filter((face) => face.family === "sans" && face.weight === 700),
    ...FACES.filter((face) => face.family === "math"),
  ],
};

/** Superscript and subscript characters, drawn from their plain form when no font has them. */
const SUBSCRIPT = /[\u2080-\u209f\u1d62-\u1d6a]/u;
const SUPERSCRIPT = /[\u2070-\u207f\u00b2\u00b3\u00b9\u02b0-\u02b8\u1d2c-\u1d61\u1d9b-\u1dbf]/u;
const SCRIPT_SIZE = 0.7;
const SCRIPT_RISE = { super: 0.33, sub: -0.14 };

function faceFor(char: string, weight: Weight) {
  const codePoint = char.codePointAt(0)!;
  return ORDER[weight].find((face) => face.codePoints.has(codePoint));
}

/** A run of characters set in one font, or one script character drawn from its plain form. */
interface Run {
  text: string;
  face: Face | undefined;
  script?: { position: "super" | "sub" };
}

function scriptForm(char: string, weight: Weight): Run | null {
  const position = SUBSCRIPT.test(char) ? "sub" : SUPERSCRIPT.test(char) ? "super" : null;
  const plain = char.normalize("NFKC");
  if (!position || plain === char) return null;
  const face = faceFor(plain[0], weight);
  if (!face || ![...plain].every((part) => faceFor(part, weight) === face)) return null;
  return { text: plain, face, script: { position } };
}

/** Splits text into runs that each draw with one font; a character nothing can draw has no face. */
function runsOf(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const face = faceFor(char, weight);
    const last = runs.at(-1);
    if (face) {
      if (last && last.face === face && !last.script) last.text += char;
      else runs.push({ text: char, face });
      continue;
    }
    runs.push(scriptForm(char, weight) ?? { text: char, face: undefined });
  }
  return runs;
}

/** Characters of `text` that no embedded font can draw, directly or from a plain form. */
export function missingCharacters(text: string, weight: Weight = "regular") {
  return [
    ...new Set(
      runsOf(text.replace(/\s/g, ""), weight)
        .filter((run) => !run.face)
        .map((run) => run.text),
    ),
  ];
}

/** Faces parsed once per isolate for measuring, the same fontkit reading pdf-lib measures with. */
interface Metrics {
  layout(text: string): { glyphs: { advanceWidth: number }[] };
  unitsPerEm: number;
}
const parsed = new Map<number, Metrics>();

function metricsOf(face: Face) {
  let font = parsed.get(face.index);
  if (!font) {
    font = fontkit.create(face.bytes()) as unknown as Metrics;
    parsed.set(face.index, font);
  }
  return font;
}

/** A run's width at 1 pt: glyph advances without kerning, as pdf-lib both measures and draws them. */
function runWidth(run: Run) {
  const face = run.face ?? ORDER.regular[0];
  const font = metricsOf(face);
  const advance = font.layout(run.face ? run.text : "?").glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  return (advance * (run.script ? SCRIPT_SIZE : 1)) / font.unitsPerEm;
}

/**
 * Widths at 1 pt of words already measured (widths scale with the size). A line's width is its
 * words' and spaces' added up (glyphs are set without kerning, and no ligature spans a space), so
 * wrapping and drawing measure each word once.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 50_000;

function wordWidth(word: string, weight: Weight) {
  const key = `${weight}\u0000${word}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = runsOf(word, weight).reduce((sum, run) => sum + runWidth(run), 0);
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/**
 * The width of a line of text in points, without a document: the layout (./layout.server.ts) measures
 * with this, so the PDF and the on-page preview wrap every line at the same word.
 */
export function textWidth(text: string, size: number, weight: Weight = "regular") {
  let width = 0;
  for (const word of text.split(/( )/)) if (word) width += wordWidth(word, weight);
  return width * size;
}

/** The fonts of one document: embedded on first need, measured and drawn run by run. */
export class Typesetter {
  private readonly embedded = new Map<number, PDFFont>();

  /** Embeds the fonts that the given texts need, and only those. */
  static async create(doc: PDFDocument, texts: { text: string; weight: Weight }[]) {
    doc.registerFontkit(fontkit);
    const typesetter = new Typesetter();
    const needed = new Set<Face>();
    for (const { text, weight } of texts) for (const run of runsOf(text, weight)) if (run.face) needed.add(run.face);
    // The missing-glyph fallback is drawn in the first text font, so it is always there.
    needed.add(ORDER.regular[0]);
    for (const face of [...needed].sort((a, b) => a.index - b.index)) {
      typesetter.embedded.set(face.index, await doc.embedFont(face.bytes(), { subset: true }));
    }
    return typesetter;
  }

  private font(face: Face | undefined) {
    const font = this.embedded.get((face ?? ORDER.regular[0]).index);
    if (!font) throw new Error(`font ${face?.index} was not embedded: list its text in Typesetter.create`);
    return font;
  }

  private runs(text: string, weight: Weight) {
    return runsOf(text, weight).map((run) =>
      // Nothing can draw it: a question mark, and the test over the catalogue fails (tests/unit/pdf.test.ts).
      run.face ? run : { ...run, text: "?" },
    );
  }

  width(text: string, size: number, weight: Weight = "regular") {
    return textWidth(text, size, weight);
  }

  /**
   * Draws one line. A line with a drawn-from-plain script character is wrapped whole in one ActualText
   * span (unless it is already inside one), so text extraction reads it as one line rather than
   * splitting at the raised glyph.
   */
  draw(page: PDFPage, text: string, { x, y, size, weight = "regular", color, inSpan = false }: DrawOptions) {
    const runs = this.runs(text, weight);
    const spanned = !inSpan && runs.some((run) => run.script);
    if (spanned) {
      // An inline property list, written as is: pdf-lib's operator arguments have no dictionary type.
      const properties = `<< /ActualText ${PDFHexString.fromText(text).toString()} >>`;
      page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), properties]));
    }
    let at = x;
    for (const run of runs) {
      const font = this.font(run.face);
      const script = run.script;
      if (script) {
        page.drawText(run.text, { x: at, y: y + size * SCRIPT_RISE[script.position], size: size * SCRIPT_SIZE, font, color });
      } else {
        page.drawText(run.text, { x: at, y, size, font, color });
      }
      at += runWidth(run) * size;
    }
    if (spanned) page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  weight?: Weight;
  color: Color;
  /** Drawn inside a span that already says how the line reads (a line with a stacked fraction). */
  inSpan?: boolean;
}
