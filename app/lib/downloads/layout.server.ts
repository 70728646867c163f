/**
 * The printable's layout, one pure step: a worksheet or quiz, a paper size → pages of positioned
 * boxes (./page-boxes.ts). The PDF draws every page; the item page previews page 1; both only draw,
 * so what a teacher sees before paying is what prints. Everything is sized for the item's grade band
 * (./sheet.ts BAND_STYLE): body text, ruling (primary ruling for K–2), answer boxes and bubbles.
 * Mathematics sets fractions stacked (./fractions.ts). Questions are packed greedily and kept whole
 * (with their parts); only a question taller than a page is split, between its parts. The answer key
 * follows on its own pages.
 */
import { versionCode } from "../generators/version";
import type { CatalogueItem } from "../catalogue/catalogue.server";
import { drawFigure } from "../figures/figure";
import type { Figure } from "../figures/schema";
import type { Example, Question } from "../questions/model";
import { hasParts } from "../questions/kinds";
import { LETTERS } from "../questions/slots";
import { fractionPieces, fractionText, stacksFractions, type FractionPiece } from "./fractions";
import { moved, type Box, type LaidPage, type Tone } from "./page-boxes";
import { PAPER_SIZES, type Paper } from "./paper";
import { textWidth } from "./pdf-fonts.server";
import {
  BAND_STYLE,
  OPTION_FIGURE,
  SITE_NAME,
  answerLines,
  SPACES,
  WORKED_EXAMPLE,
  keyFigures,
  keyLines,
  kindLabel,
  printBand,
  sheetFacts,
  sheetInstructions,
  sheetQuestion,
  type PrintBand,
  type SheetBody,
  type SheetPart,
  type SheetQuestion,
} from "./sheet";

export const MARGIN_X = 54;
const MARGIN_TOP = 40;
const CONTENT_BOTTOM = 52;
/** The footer's baseline, up from the page's foot. */
const FOOTER_Y = 28;
const FOOTER_SIZE = 8.5;
const MASTHEAD_SIZE = 10;
/** The answer key is for the teacher: the same size for every band. */
const KEY_SIZE = 11;
/** Stacked fractions: digits at this share of the text size. */
const FRACTION_DIGITS = 0.78;

/**
 * Splits text into lines no wider than `width`, breaking inside a word only when it alone is too wide.
 * A line's width is its words' and spaces' widths added up (glyphs are set without kerning).
 */
export function wrapText(measure: (text: string) => number, text: string, width: number) {
  const lines: string[] = [];
  const space = measure(" ");
  for (const paragraph of text.split("\n")) {
    let line = "";
    let used = 0;
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = (line ? used + space : 0) + measure(word);
      if (candidate <= width) {
        line = line ? `${line} ${word}` : word;
        used = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = [...word];
      while (measure(rest.join("")) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut).join("")) > width) cut--;
        lines.push(rest.slice(0, cut).join(""));
        rest = rest.slice(cut);
      }
      line = rest.join("");
      used = measure(line);
    }
    lines.push(line);
  }
  return lines;
}

interface Sizes {
  /** Body text (prompts, options, hints, header facts). */
  body: number;
  /** Between writing lines. */
  ruled: number;
  primary: boolean;
  /** Points per em of SPACES (answer boxes, bubbles, gaps). */
  space: number;
  /** A question's number column and a part's letter column. */
  numberWidth: number;
  partWidth: number;
  /** Room between a mark or box and its text. */
  markGap: number;
}

interface Context {
  sizes: Sizes;
  /** The width between the margins. */
  width: number;
  /** Fractions are stacked (mathematics). */
  math: boolean;
  band: PrintBand;
}

/** Boxes stacked from y = 0 down to `height`; `trail` is the space after the last of them. */
class Block {
  boxes: Box[] = [];
  height = 0;
  trail = 0;

  gap(points: number) {
    this.height += points;
  }

  end(trail: number) {
    this.height += trail;
    this.trail = trail;
    return this;
  }
}

const weightOf = (bold: boolean) => (bold ? "bold" : "regular");
const measure = (text: string, size: number, bold = false) => textWidth(text, size, weightOf(bold));

function text(x: number, y: number, value: string, size: number, { bold = false, tone = "ink" as Tone } = {}): Box {
  return { kind: "text", x, y, text: value, size, bold, tone, width: measure(value, size, bold) };
}

interface TextLine {
  pieces: FractionPiece[];
  fraction: boolean;
}

function fractionWidth(piece: Extract<FractionPiece, { kind: "fraction" }>, size: number, bold: boolean) {
  const digits = size * FRACTION_DIGITS;
  const whole = piece.whole ? measure(piece.whole, size, bold) + size * 0.12 : 0;
  return whole + Math.max(measure(piece.numerator, digits, bold), measure(piece.denominator, digits, bold)) + size * 0.24;
}

function piecesWidth(pieces: readonly FractionPiece[], size: number, bold: boolean) {
  return pieces.reduce(
    (sum, piece) => sum + (piece.kind === "text" ? measure(piece.text, size, bold) : fractionWidth(piece, size, bold)),
    0,
  );
}

/** Lines of text no wider than `width`; on a mathematics sheet a fraction is one unbreakable, stacked piece. */
function wrapLines(context: Context, value: string, width: number, size: number, bold: boolean): TextLine[] {
  if (!context.math || !/\d\/\d/.test(value)) {
    return wrapText((line) => measure(line, size, bold), value, width).map((line) => ({
      pieces: [{ kind: "text", text: line }],
      fraction: false,
    }));
  }
  const space = measure(" ", size, bold);
  const lines: TextLine[] = [];
  const finish = (words: FractionPiece[][]) => {
    const pieces: FractionPiece[] = [];
    words.forEach((word, index) => {
      for (const piece of index > 0 ? [{ kind: "text" as const, text: " " }, ...word] : word) {
        const last = pieces.at(-1);
        if (piece.kind === "text" && last?.kind === "text") last.text += piece.text;
        else pieces.push({ ...piece });
      }
    });
    lines.push({ pieces, fraction: pieces.some((piece) => piece.kind === "fraction") });
  };
  for (const paragraph of value.split("\n")) {
    const words: FractionPiece[][] = [[]];
    for (const piece of fractionPieces(paragraph)) {
      if (piece.kind === "fraction") {
        words.at(-1)!.push(piece);
        continue;
      }
      piece.text.split(/ +/).forEach((part, index) => {
        if (index > 0) words.push([]);
        if (part) words.at(-1)!.push({ kind: "text", text: part });
      });
    }
    let line: FractionPiece[][] = [];
    let used = 0;
    for (const word of words.filter((pieces) => pieces.length > 0)) {
      const wordWidth = piecesWidth(word, size, bold);
      if (line.length > 0 && used + space + wordWidth > width) {
        finish(line);
        line = [];
        used = 0;
      }
      used += (line.length > 0 ? space : 0) + wordWidth;
      line.push(word);
    }
    finish(line);
  }
  return lines;
}

/** A line's height: a line holding a stacked fraction is taller. */
const leadingOf = (line: TextLine, size: number) => size * (line.fraction ? 2.2 : 1.4);
/** A line's baseline below its top. */
const baselineOf = (line: TextLine, size: number) => size * (line.fraction ? 1.5 : 1.1);

/** The boxes of one line with its top at `top`; a line with a fraction is a span that reads as written. */
function lineBoxes(line: TextLine, x: number, top: number, size: number, bold: boolean, tone: Tone): Box[] {
  const baseline = top + baselineOf(line, size);
  const boxes: Box[] = [];
  let at = x;
  for (const piece of line.pieces) {
    if (piece.kind === "text") {
      if (piece.text.trim()) boxes.push(text(at, baseline, piece.text, size, { bold, tone }));
      at += measure(piece.text, size, bold);
      continue;
    }
    if (piece.whole) {
      boxes.push(text(at, baseline, piece.whole, size, { bold, tone }));
      at += measure(piece.whole, size, bold) + size * 0.12;
    }
    const digits = size * FRACTION_DIGITS;
    const numerator = measure(piece.numerator, digits, bold);
    const denominator = measure(piece.denominator, digits, bold);
    const barWidth = Math.max(numerator, denominator) + size * 0.16;
    const bar = baseline - size * 0.32;
    const left = at + size * 0.04;
    boxes.push(text(left + (barWidth - numerator) / 2, bar - size * 0.14, piece.numerator, digits, { bold, tone }));
    boxes.push({ kind: "line", x1: left, y1: bar, x2: left + barWidth, y2: bar, thickness: size * 0.06, tone });
    boxes.push(text(left + (barWidth - denominator) / 2, bar + size * 0.7, piece.denominator, digits, { bold, tone }));
    at += fractionWidth(piece, size, bold) - (piece.whole ? measure(piece.whole, size, bold) + size * 0.12 : 0);
  }
  if (!line.fraction) return boxes;
  const written = line.pieces.map((piece) => (piece.kind === "text" ? piece.text : fractionText(piece))).join("");
  return [{ kind: "span", text: written, boxes }];
}

interface ParagraphStyle {
  x?: number;
  width?: number;
  size?: number;
  bold?: boolean;
  tone?: Tone;
  after?: number;
}

/** Appends wrapped text to a block; returns the first line's baseline. */
function paragraph(context: Context, block: Block, value: string, style: ParagraphStyle = {}) {
  const { x = 0, size = context.sizes.body, bold = false, tone = "ink", after = 0 } = style;
  const width = style.width ?? context.width - x;
  let first = block.height + size * 1.1;
  wrapLines(context, value, width, size, bold).forEach((line, index) => {
    if (index === 0) first = block.height + baselineOf(line, size);
    block.boxes.push(...lineBoxes(line, x, block.height, size, bold, tone));
    block.height += leadingOf(line, size);
  });
  block.height += after;
  return first;
}

/** Lines of text placed at `top` without a block (cells, columns); returns their height and first baseline. */
function cellText(context: Context, boxes: Box[], value: string, x: number, top: number, width: number, size: number) {
  let height = 0;
  let first = top + size * 1.1;
  wrapLines(context, value, width, size, false).forEach((line, index) => {
    if (index === 0) first = top + baselineOf(line, size);
    boxes.push(...lineBoxes(line, x, top + height, size, false, "ink"));
    height += leadingOf(line, size);
  });
  return { height, first };
}

/** One writing line on `baseline`: K–2 get primary ruling (top line, dashed midline, baseline). */
function writingRule(context: Context, boxes: Box[], x1: number, x2: number, baseline: number) {
  const { primary, ruled } = context.sizes;
  if (primary) {
    boxes.push({ kind: "line", x1, y1: baseline - ruled * 0.6, x2, y2: baseline - ruled * 0.6, thickness: 0.5, tone: "rule" });
    boxes.push({
      kind: "line",
      x1,
      y1: baseline - ruled * 0.3,
      x2,
      y2: baseline - ruled * 0.3,
      thickness: 0.5,
      tone: "rule",
      dash: [3, 3],
    });
    boxes.push({ kind: "line", x1, y1: baseline, x2, y2: baseline, thickness: 0.7, tone: "soft" });
    return;
  }
  boxes.push({ kind: "line", x1, y1: baseline, x2, y2: baseline, thickness: 0.5, tone: "rule" });
}

function writingSpace(context: Context, block: Block, count: number, x: number, width = context.width - x) {
  for (let i = 0; i < count; i++) {
    block.gap(context.sizes.ruled);
    writingRule(context, block.boxes, x, x + width, block.height);
  }
}

/** A short answer's line beside its prompt: as long as its model answer handwritten, at most half the width. */
function shortLineWidth(context: Context, chars: number) {
  return Math.min(context.width / 2, answerLines(chars, context.band, false).share * context.width);
}

/** "Answer [box] cm" with its top at `top`; returns its height. */
function answerBox(context: Context, boxes: Box[], x: number, top: number, unit: string | null, label: string | null) {
  const { body, space, markGap } = context.sizes;
  const width = SPACES.answerBox.width * space;
  const height = SPACES.answerBox.height * space;
  const baseline = top + height / 2 + body * 0.36;
  if (label) {
    boxes.push(text(x, baseline, label, body, { tone: "soft" }));
    x += measure(label, body) + markGap;
  }
  boxes.push({ kind: "rect", x, y: top, width, height, thickness: 0.7 });
  if (unit) boxes.push(text(x + width + markGap, baseline, unit, body));
  return height;
}

function answerWidth(context: Context, body: SheetBody) {
  const box = SPACES.answerBox.width * context.sizes.space;
  if (body.kind === "number") return box + (body.unit ? context.sizes.markGap + measure(body.unit, context.sizes.body) : 0);
  if (body.kind === "line") return shortLineWidth(context, body.chars);
  return box * 1.4;
}

function options(context: Context, block: Block, body: Extract<SheetBody, { kind: "options" }>, indent: number) {
  const { body: size, space, markGap } = context.sizes;
  const cellWidth = (context.width - indent) / body.perRow;
  const mark = SPACES.mark * space;
  for (let row = 0; row < body.options.length; row += body.perRow) {
    const top = block.height;
    let height = 0;
    const figures: { figure: Figure; x: number; width: number }[] = [];
    body.options.slice(row, row + body.perRow).forEach(({ label, text: option, figure }, i) => {
      const x = indent + i * cellWidth;
      const textX = x + mark + markGap;
      const textWidth = cellWidth - mark - markGap - 8;
      const cell = cellText(context, block.boxes, label ? `${label} ${option}` : option, textX, top, textWidth, size);
      const middle = cell.first - size * 0.35;
      if (body.mark === "circle") block.boxes.push({ kind: "circle", cx: x + mark / 2, cy: middle, r: mark / 2, thickness: 0.8 });
      else block.boxes.push({ kind: "rect", x, y: middle - mark / 2, width: mark, height: mark, thickness: 0.8 });
      height = Math.max(height, cell.height);
      if (figure) figures.push({ figure, x: textX, width: textWidth });
    });
    // A row's figures start level, under the row's tallest text, so they compare side by side.
    const textHeight = height;
    for (const { figure, x, width } of figures)
      height = Math.max(height, textHeight + 2 + optionFigure(block, figure, x, top + textHeight + 2, width) + 2);
    block.height = top + height + size * (body.options.some((option) => option.figure) ? 0.8 : 0.3);
  }
}

/** An option's figure under its text, small (./sheet.ts OPTION_FIGURE) and within its cell; returns its height. */
function optionFigure(block: Block, figure: Figure, x: number, y: number, width: number) {
  const drawing = drawFigure(figure);
  const scale = Math.min(1, width / drawing.width, OPTION_FIGURE.height / drawing.height);
  block.boxes.push({ kind: "figure", x, y, scale, drawing });
  return drawing.height * scale;
}

function bank(context: Context, block: Block, words: readonly string[], indent: number) {
  const { body: size } = context.sizes;
  const pad = 6;
  const spacing = size * 1.6;
  const inner = context.width - indent - 2 * pad;
  const rows: string[][] = [[]];
  let used = 0;
  for (const word of words) {
    const width = measure(word, size);
    if (rows.at(-1)!.length > 0 && used + spacing + width > inner) {
      rows.push([]);
      used = 0;
    }
    used += (rows.at(-1)!.length > 0 ? spacing : 0) + width;
    rows.at(-1)!.push(word);
  }
  const height = rows.length * size * 1.4 + 2 * pad;
  const top = block.height;
  block.boxes.push({ kind: "rect", x: indent, y: top, width: context.width - indent, height, thickness: 0.7 });
  rows.forEach((row, r) => {
    let x = indent + pad;
    for (const word of row) {
      block.boxes.push(text(x, top + pad + r * size * 1.4 + size * 1.1, word, size));
      x += measure(word, size) + spacing;
    }
  });
  block.height = top + height + 8;
}

type Token = { kind: "word"; text: string; space: boolean } | { kind: "gap"; space: boolean } | { kind: "break" };

/** The words and gaps of a blanks text; punctuation written against a gap stays against its line. */
function tokensOf(pieces: readonly string[]): Token[] {
  const tokens: Token[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0)
      tokens.push({
        kind: "gap",
        space: index === 1 ? /\s$/.test(pieces[0]) || pieces[0] === "" : /\s$/.test(pieces[index - 1]),
      });
    piece.split("\n").forEach((part, p) => {
      if (p > 0) tokens.push({ kind: "break" });
      part
        .split(/ +/)
        .filter(Boolean)
        .forEach((word, w) =>
          tokens.push({ kind: "word", text: word, space: !(w === 0 && index > 0 && p === 0 && !/^\s/.test(piece)) }),
        );
    });
  });
  return tokens;
}

/** A blanks text with each gap a writing line, on lines tall enough to write on; its word bank above. */
function blanks(context: Context, block: Block, body: Extract<SheetBody, { kind: "blanks" }>, indent: number) {
  const { body: size, ruled, space } = context.sizes;
  if (body.bank) bank(context, block, body.bank, indent);
  const gapWidth = SPACES.gap * space;
  const spaceWidth = measure(" ", size);
  const maxWidth = context.width - indent;
  const lines: { x: number; token: Token }[][] = [[]];
  let x = 0;
  for (const token of tokensOf(body.pieces)) {
    if (token.kind === "break") {
      lines.push([]);
      x = 0;
      continue;
    }
    const width = token.kind === "gap" ? gapWidth : measure(token.text, size);
    let start = x + (x > 0 && token.space ? spaceWidth : 0);
    if (start + width > maxWidth && lines.at(-1)!.length > 0) {
      lines.push([]);
      start = 0;
    }
    lines.at(-1)!.push({ x: start, token });
    x = start + width;
  }
  const leading = ruled + size * 0.4;
  for (const line of lines) {
    block.gap(leading);
    const baseline = block.height - 5;
    // Words between gaps are one run, so the text reads (and copies) as written.
    let run: { x: number; text: string } | null = null;
    const flush = () => {
      if (run) block.boxes.push(text(indent + run.x, baseline, run.text, size));
      run = null;
    };
    for (const { x: at, token } of line) {
      if (token.kind === "gap") {
        flush();
        block.boxes.push({
          kind: "line",
          x1: indent + at,
          y1: baseline + 2,
          x2: indent + at + gapWidth,
          y2: baseline + 2,
          thickness: 0.6,
          tone: "ink",
        });
      } else if (token.kind === "word") {
        if (run) run.text += `${token.space ? " " : ""}${token.text}`;
        else run = { x: at, text: token.text };
      }
    }
    flush();
  }
}

function match(context: Context, block: Block, body: Extract<SheetBody, { kind: "match" }>, indent: number) {
  const { body: size, space, markGap } = context.sizes;
  const gutter = 18;
  const column = (context.width - indent - gutter) / 2;
  const blank = SPACES.letterBlank * space;
  const rightX = indent + column + gutter;
  block.gap(2);
  body.left.forEach((left, i) => {
    const top = block.height;
    const leftCell = cellText(
      context,
      block.boxes,
      `${i + 1}. ${left}`,
      indent + blank + markGap,
      top,
      column - blank - markGap,
      size,
    );
    block.boxes.push({
      kind: "line",
      x1: indent,
      y1: leftCell.first + 2,
      x2: indent + blank,
      y2: leftCell.first + 2,
      thickness: 0.6,
      tone: "ink",
    });
    const right =
      body.right[i] === undefined
        ? { height: 0 }
        : cellText(context, block.boxes, `${LETTERS[i]}) ${body.right[i]}`, rightX, top, column, size);
    block.height = top + Math.max(leftCell.height, right.height) + 6;
  });
}

function order(context: Context, block: Block, body: Extract<SheetBody, { kind: "order" }>, indent: number) {
  const { body: size, space, markGap } = context.sizes;
  const side = SPACES.stepBox * space;
  block.gap(2);
  for (const step of body.steps) {
    const top = block.height;
    block.boxes.push({ kind: "rect", x: indent, y: top, width: side, height: side, thickness: 0.7 });
    const cell = cellText(
      context,
      block.boxes,
      step,
      indent + side + markGap,
      top + Math.max(0, (side - size * 1.4) / 2),
      context.width - indent - side - markGap,
      size,
    );
    block.height = top + Math.max(cell.height, side) + 6;
  }
}

/** What the student writes or marks in, from `indent` to the right margin. */
function answerSpace(context: Context, block: Block, body: SheetBody, indent: number) {
  switch (body.kind) {
    case "lines":
      return writingSpace(context, block, answerLines(body.chars, context.band, true).lines, indent);
    case "line": {
      const { lines, share } = answerLines(body.chars, context.band, false);
      const width = Math.max(share * context.width, SPACES.gap * context.sizes.space);
      return writingSpace(context, block, lines, indent, Math.min(width, context.width - indent));
    }
    case "number": {
      writingSpace(context, block, body.working, indent);
      block.gap(context.sizes.body * 0.5);
      block.height += answerBox(context, block.boxes, indent, block.height, body.unit, "Answer");
      return;
    }
    case "options":
      return options(context, block, body, indent);
    case "blanks":
      return blanks(context, block, body, indent);
    case "match":
      return match(context, block, body, indent);
    case "order":
      return order(context, block, body, indent);
  }
}

/** Short parts two or three to a row, each with its box or line beside it (or under it, if it does not fit). */
function compactParts(context: Context, block: Block, question: SheetQuestion) {
  const { body: size, space, numberWidth, partWidth, markGap } = context.sizes;
  const cellWidth = (context.width - numberWidth) / question.partsPerRow;
  const boxHeight = SPACES.answerBox.height * space;
  const textWidth = cellWidth - partWidth - 10;
  for (let row = 0; row < question.parts.length; row += question.partsPerRow) {
    const top = block.height;
    let height = 0;
    question.parts.slice(row, row + question.partsPerRow).forEach((part, i) => {
      const x = numberWidth + i * cellWidth;
      const width = answerWidth(context, part.body);
      const lines = wrapLines(context, part.prompt, textWidth, size, false);
      const promptWidth = piecesWidth(lines[0].pieces, size, false);
      const inline = lines.length === 1 && promptWidth + markGap + width <= textWidth;
      // A prompt beside its box sits at the middle of the box's height.
      const textTop = inline ? top + Math.max(0, (boxHeight - leadingOf(lines[0], size)) / 2) : top;
      block.boxes.push(text(x, textTop + baselineOf(lines[0], size), part.label, size, { bold: true }));
      let at = textTop;
      for (const line of lines) {
        block.boxes.push(...lineBoxes(line, x + partWidth, at, size, false, "ink"));
        at += leadingOf(line, size);
      }
      const answerX = inline ? x + partWidth + promptWidth + markGap : x + partWidth;
      const answerTop = inline ? top : at + 2;
      if (part.body.kind === "number") answerBox(context, block.boxes, answerX, answerTop, part.body.unit, null);
      else writingRule(context, block.boxes, answerX, answerX + width, answerTop + boxHeight - 4);
      height = Math.max(height, inline ? Math.max(at - top, boxHeight) : at + 2 + boxHeight - top);
    });
    block.height = top + height + size * 0.5;
  }
}

/**
 * A prompt whose answer is a number with no working: its answer box after the prompt's last line
 * when it fits there; returns the prompt's first baseline, or null when it does not fit (the box then
 * goes under the prompt).
 */
function promptBesideBox(context: Context, block: Block, prompt: string, body: SheetBody, indent: number) {
  if (body.kind !== "number" || body.working > 0) return null;
  const { body: size, markGap, space } = context.sizes;
  const room = context.width - indent;
  const lines = wrapLines(context, prompt, room, size, false);
  const last = lines.at(-1)!;
  const lastWidth = piecesWidth(last.pieces, size, false);
  if (lastWidth + markGap + answerWidth(context, body) > room) return null;
  const boxHeight = SPACES.answerBox.height * space;
  const top = block.height;
  let at = top;
  let first = 0;
  lines.forEach((line, index) => {
    // The last line sits in the middle of the box's height.
    if (index === lines.length - 1) at += Math.max(0, (boxHeight - leadingOf(line, size)) / 2);
    if (index === 0) first = at + baselineOf(line, size);
    block.boxes.push(...lineBoxes(line, indent, at, size, false, "ink"));
    if (index < lines.length - 1) at += leadingOf(line, size);
  });
  const boxTop = at + leadingOf(last, size) / 2 - boxHeight / 2;
  answerBox(context, block.boxes, indent + lastWidth + markGap, boxTop, body.unit, null);
  block.height = Math.max(boxTop + boxHeight, at + leadingOf(last, size)) + 2;
  return first;
}

/** A figure under its prompt, at print size, scaled down (never below 3/4) only to fit the width. */
function figureSpace(context: Context, block: Block, figure: Figure, indent: number) {
  const drawing = drawFigure(figure);
  const scale = Math.max(0.75, Math.min(1, (context.width - indent) / drawing.width));
  block.gap(4);
  block.boxes.push({ kind: "figure", x: indent, y: block.height, scale, drawing });
  block.gap(drawing.height * scale + 6);
}

/** A prompt, its figure, then how to answer, then its answer space (or the prompt with its box beside it). */
function promptAndAnswer(
  context: Context,
  block: Block,
  { prompt, hint, body, figure }: { prompt: string; hint: string | null; body: SheetBody | null; figure: Figure | undefined },
  indent: number,
) {
  const beside = body && !hint && !figure ? promptBesideBox(context, block, prompt, body, indent) : null;
  if (beside !== null) return beside;
  const baseline = paragraph(context, block, prompt, { x: indent, after: 2 });
  if (figure) figureSpace(context, block, figure, indent);
  if (hint) paragraph(context, block, hint, { x: indent, tone: "soft", after: 2 });
  if (body) answerSpace(context, block, body, indent);
  return baseline;
}

function part(context: Context, block: Block, value: SheetPart, figure: Figure | undefined) {
  const { numberWidth, partWidth, body: size } = context.sizes;
  const at = block.boxes.length;
  const baseline = promptAndAnswer(context, block, { ...value, figure }, numberWidth + partWidth);
  // The label goes before its prompt, so the page reads "a) …" in order.
  block.boxes.splice(at, 0, text(numberWidth, baseline, value.label, size, { bold: true }));
}

/** A question as blocks that must each stay whole: usually one; a question with parts may break between them. */
function questionBlocks(context: Context, question: SheetQuestion, source: Question): Block[] {
  const { numberWidth, body: size } = context.sizes;
  const first = new Block();
  const baseline = promptAndAnswer(context, first, { ...question, figure: source.figure }, numberWidth);
  first.boxes.unshift(text(0, baseline, `${question.number}.`, size, { bold: true }));
  if (question.compact) compactParts(context, first, question);
  const blocks = [first];
  if (!question.body && !question.compact) {
    question.parts.forEach((value, index) => {
      const block = index === 0 ? first : new Block();
      if (index > 0) blocks.push(block);
      part(context, block, value, hasParts(source) ? source.parts[index].figure : undefined);
      block.end(size * 0.6);
    });
  }
  blocks.at(-1)!.end(size);
  return blocks;
}

/** The worked example in a box: the heading, the question, then its working. */
function exampleBlock(context: Context, example: Example, pageHeight: number) {
  const { body: size } = context.sizes;
  const pad = 8;
  const inner = { x: pad, width: context.width - 2 * pad };
  const block = new Block();
  block.gap(pad);
  paragraph(context, block, WORKED_EXAMPLE, { ...inner, bold: true, after: 2 });
  paragraph(context, block, example.question, { ...inner, after: 4 });
  if (example.figure) figureSpace(context, block, example.figure, pad);
  paragraph(context, block, example.answer, { ...inner, tone: "soft" });
  block.gap(pad);
  // An example longer than a page flows on unboxed rather than boxed across a page break.
  if (block.height <= pageHeight)
    block.boxes.unshift({ kind: "rect", x: 0, y: 0, width: context.width, height: block.height, thickness: 0.7 });
  return block.end(size * 1.2);
}

/** The site name on the left and a label on the right, over a rule. */
function masthead(context: Context, block: Block, right: string) {
  block.gap(MASTHEAD_SIZE);
  block.boxes.push(text(0, block.height, SITE_NAME, MASTHEAD_SIZE, { bold: true }));
  block.boxes.push(text(context.width - measure(right, MASTHEAD_SIZE), block.height, right, MASTHEAD_SIZE, { tone: "soft" }));
  block.gap(6);
  rule(context, block, 0.75);
  block.gap(10);
}

function rule(context: Context, block: Block, thickness: number) {
  block.boxes.push({ kind: "line", x1: 0, y1: block.height, x2: context.width, y2: block.height, thickness, tone: "ink" });
}

/** "Name ____ Date ____", the lines as far apart as the band's writing lines. */
function nameAndDate(context: Context, block: Block) {
  const { body: size, ruled } = context.sizes;
  block.gap(Math.max(24, ruled));
  const dateStart = context.width * 0.66;
  for (const [label, start, end] of [
    ["Name", 0, dateStart - 18],
    ["Date", dateStart, context.width],
  ] as const) {
    block.boxes.push(text(start, block.height - 2, label, size, { bold: true }));
    const lineStart = start + measure(label, size, true) + 6;
    block.boxes.push({ kind: "line", x1: lineStart, y1: block.height, x2: end, y2: block.height, thickness: 0.6, tone: "ink" });
  }
  block.gap(12);
}

function headerBlock(context: Context, item: CatalogueItem, band: PrintBand) {
  const block = new Block();
  masthead(context, block, kindLabel(item.kind));
  paragraph(context, block, item.title, { size: band === "early" ? 20 : 16, bold: true, after: 2 });
  paragraph(context, block, sheetFacts(item), { tone: "soft", after: 4 });
  nameAndDate(context, block);
  paragraph(context, block, sheetInstructions(item), { tone: "soft", after: 6 });
  rule(context, block, 1);
  return block.end(12);
}

function keyHeaderBlock(context: Context, item: CatalogueItem) {
  const block = new Block();
  masthead(context, block, "Answer key");
  paragraph(context, block, "Answer key", { size: 16, bold: true });
  paragraph(context, block, item.title, { size: KEY_SIZE, after: 2 });
  paragraph(context, block, "For the teacher: take this page out before handing the sheet to students.", {
    size: 9.5,
    tone: "soft",
    after: 8,
  });
  rule(context, block, 1);
  return block.end(12);
}

/** The largest a right option's figure is drawn in the answer key, in points. */
const KEY_FIGURE = { width: 120, height: 70 };

function keyBlock(context: Context, number: number, lines: readonly string[], figures: readonly Figure[]) {
  const indent = 24;
  const block = new Block();
  lines.forEach((line, index) => {
    const baseline = paragraph(context, block, line, { x: indent, size: KEY_SIZE, after: 2 });
    if (index === 0) block.boxes.unshift(text(0, baseline, `${number}.`, KEY_SIZE, { bold: true }));
  });
  let x = indent;
  let rowHeight = 0;
  for (const figure of figures) {
    const drawing = drawFigure(figure);
    const scale = Math.min(1, KEY_FIGURE.width / drawing.width, KEY_FIGURE.height / drawing.height);
    if (x > indent && x + drawing.width * scale > context.width) {
      block.gap(rowHeight + 4);
      x = indent;
      rowHeight = 0;
    }
    block.boxes.push({ kind: "figure", x, y: block.height + 2, scale, drawing });
    x += drawing.width * scale + 12;
    rowHeight = Math.max(rowHeight, drawing.height * scale + 2);
  }
  block.gap(rowHeight);
  return block.end(8);
}

interface Placed {
  boxes: Box[];
  used: number;
}

/** Places blocks top to bottom, each whole, starting a page when the next one does not fit. */
class Pages {
  readonly pages: Placed[] = [];
  /** The room left at the foot of each page before the current one. */
  readonly left: number[] = [];

  constructor(private readonly height: number) {}

  private get current() {
    if (this.pages.length === 0) this.pages.push({ boxes: [], used: 0 });
    return this.pages.at(-1)!;
  }

  /** Room left on the current page. */
  get room() {
    return this.height - this.current.used;
  }

  fits(height: number) {
    return this.current.used === 0 || height <= this.room;
  }

  place(block: Block) {
    if (!this.fits(block.height - block.trail)) this.newPage();
    const page = this.current;
    page.boxes.push(...moved(block.boxes, 0, page.used));
    page.used += block.height;
  }

  newPage() {
    this.left.push(this.room);
    this.pages.push({ boxes: [], used: 0 });
  }
}

function merged(blocks: readonly Block[]) {
  const whole = new Block();
  for (const block of blocks) {
    whole.boxes.push(...moved(block.boxes, 0, whole.height));
    whole.height += block.height;
    whole.trail = block.trail;
  }
  return whole;
}

export interface Layout {
  band: PrintBand;
  pages: LaidPage[];
  /** Pages before the answer key. */
  studentPages: number;
  /** Each question's page (0-based) and height; the room left at the foot of each student page. */
  questions: { page: number; height: number }[];
  room: number[];
}

/** Lays a worksheet or quiz out on a paper: the student pages, then the answer key's. */
export function layoutItem(item: CatalogueItem, paper: Paper): Layout {
  const size = PAPER_SIZES[paper];
  const band = printBand(item.grades);
  const style = BAND_STYLE[band];
  const context: Context = {
    sizes: {
      body: style.body,
      ruled: style.ruled,
      primary: style.primary,
      space: style.body * style.spaces,
      numberWidth: style.body * 2.2,
      partWidth: style.body * 1.9,
      markGap: style.body * 0.5,
    },
    width: size.width - 2 * MARGIN_X,
    math: stacksFractions(item.subject),
    band,
  };
  const pageHeight = size.height - MARGIN_TOP - CONTENT_BOTTOM;

  const student = new Pages(pageHeight);
  student.place(headerBlock(context, item, band));
  if (item.example) student.place(exampleBlock(context, item.example, pageHeight));
  const questions: Layout["questions"] = [];
  item.questions.forEach((question, index) => {
    const blocks = questionBlocks(context, sheetQuestion(question, index), question);
    const whole = merged(blocks);
    // A question stays whole unless it is taller than a page: then it breaks only between its parts.
    if (whole.height - whole.trail <= pageHeight || blocks.length === 1) student.place(whole);
    else for (const block of blocks) student.place(block);
    questions.push({ page: student.pages.length - 1, height: whole.height - whole.trail });
  });
  const room = [...student.left, student.room];

  const key = new Pages(pageHeight);
  key.place(keyHeaderBlock(context, item));
  item.questions.forEach((question, index) => key.place(keyBlock(context, index + 1, keyLines(question), keyFigures(question))));

  const all = [...student.pages, ...key.pages];
  const pages = all.map(({ boxes }, index) => {
    const footerLabel = `${index >= student.pages.length ? "Answer key · " : ""}Page ${index + 1} of ${all.length}`;
    const labelWidth = measure(footerLabel, FOOTER_SIZE);
    const [left = ""] = wrapText(
      (line) => measure(line, FOOTER_SIZE),
      // A generated worksheet's version code prints small, so a teacher can reproduce the sheet.
      `${SITE_NAME} · ${item.title}${item.kind === "worksheet" && item.generated ? ` · Version ${versionCode(item.generated)}` : ""}`,
      context.width - labelWidth - 16,
    );
    const baseline = size.height - FOOTER_Y;
    return {
      width: size.width,
      height: size.height,
      boxes: [
        ...moved(boxes, MARGIN_X, MARGIN_TOP),
        text(MARGIN_X, baseline, left, FOOTER_SIZE, { tone: "soft" }),
        text(MARGIN_X + context.width - labelWidth, baseline, footerLabel, FOOTER_SIZE, { tone: "soft" }),
      ],
    };
  });
  return { band, pages, studentPages: student.pages.length, questions, room };
}
