/**
 * The printable PDF of a worksheet or quiz, on A4 or US Letter, black on white in Noto Sans: a header
 * with the site name, subject, category, grade band and difficulty; name and date lines; the worked
 * example in a box; numbered questions, each drawn as its type's paper form as ./sheet.ts lays it out
 * (writing lines, choice bubbles, number boxes, gaps, match columns, order boxes, lettered parts); a
 * footer with the page number; and the answer key on its own page(s) so a teacher can take it out.
 * Every line is measured and wrapped to the margins; content that does not fit moves to a new page.
 * Bubbles, boxes and lines are vector shapes, so they need no glyph.
 */
import { PDFDocument, rgb, type PDFPage } from "pdf-lib";
import type { CatalogueItem } from "../catalogue/catalogue.server";
import type { Example } from "../questions/model";
import { LETTERS } from "../questions/slots";
import { versionCode } from "../generators/version";
import { PAPER_SIZES, type Paper } from "./paper";
import { Typesetter, type Weight } from "./pdf-fonts.server";
import {
  SITE_NAME,
  SPACES,
  WORKED_EXAMPLE,
  keyLines,
  kindLabel,
  sheetFacts,
  sheetInstructions,
  sheetQuestion,
  type SheetBody,
  type SheetQuestion,
} from "./sheet";

const MARGIN_X = 54;
const MARGIN_TOP = 50;
const CONTENT_BOTTOM = 64;
const FOOTER_Y = 30;
const NUMBER_WIDTH = 24;
/** The width of a part's letter, "a)", before its prompt. */
const PART_WIDTH = 20;
const WRITING_LINE_GAP = 22;
/** Space after each question. */
const QUESTION_GAP = 16;
/** The body text: 11 pt, and the em the sheet's answer spaces are measured in (./sheet.ts SPACES). */
const BODY = 11;
const EM = BODY;
const LEADING = BODY * 1.4;
/** A line of text with a gap to write in needs room above the line for the handwriting. */
const GAPPED_LEADING = 26;
const HINT_SIZE = 9.5;
const INK = rgb(0, 0, 0);
const SOFT_INK = rgb(0.3, 0.3, 0.3);
const RULE = rgb(0.6, 0.6, 0.6);
const LANGUAGE = "en";

/** Splits text into lines no wider than `width`, breaking inside a word only when it alone is too wide. */
export function wrapText(measure: (text: string) => number, text: string, width: number) {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
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
    }
    lines.push(line);
  }
  return lines;
}

interface TextStyle {
  size?: number;
  weight?: Weight;
  indent?: number;
  gapAfter?: number;
  color?: typeof INK;
}

/** Lays text out top to bottom, starting new pages as needed. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly width: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly type: Typesetter,
    private readonly size: { width: number; height: number },
  ) {
    this.width = size.width - 2 * MARGIN_X;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([this.size.width, this.size.height]);
    this.y = this.size.height - MARGIN_TOP;
  }

  /** The height pages have for content. */
  get pageHeight() {
    return this.size.height - MARGIN_TOP - CONTENT_BOTTOM;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensure(height: number) {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  lines(text: string, { size = 11, weight = "regular" as Weight, indent = 0 } = {}) {
    return wrapText((line) => this.type.width(line, size, weight), text, this.width - indent);
  }

  /** Wraps text to any width (a column, a cell, the inside of a box). */
  wrap(text: string, width: number, { size = BODY, weight = "regular" as Weight } = {}) {
    return wrapText((line) => this.type.width(line, size, weight), text, width);
  }

  text(text: string, { size = 11, weight = "regular", indent = 0, gapAfter = 4, color = INK }: TextStyle = {}) {
    const leading = size * 1.4;
    for (const line of this.lines(text, { size, weight, indent })) {
      this.ensure(leading);
      this.y -= leading;
      this.type.draw(this.page, line, { x: MARGIN_X + indent, y: this.y + size * 0.3, size, weight, color });
    }
    this.y -= gapAfter;
  }

  /** The site name on the left and a label on the right, over a rule: the top of a sheet or of the key. */
  masthead(right: string) {
    const size = 10;
    this.y -= size;
    this.type.draw(this.page, SITE_NAME, { x: MARGIN_X, y: this.y, size, weight: "bold", color: INK });
    const width = this.type.width(right, size);
    this.type.draw(this.page, right, { x: MARGIN_X + this.width - width, y: this.y, size, color: SOFT_INK });
    this.y -= 6;
    this.rule(0.75, 10);
  }

  /** "Name ______  Date ______" with drawn lines. */
  nameAndDate() {
    const size = 11;
    this.ensure(30);
    this.y -= 24;
    const dateStart = MARGIN_X + this.width * 0.66;
    for (const [label, start, end] of [
      ["Name", MARGIN_X, dateStart - 18],
      ["Date", dateStart, MARGIN_X + this.width],
    ] as const) {
      this.type.draw(this.page, label, { x: start, y: this.y + 2, size, weight: "bold", color: INK });
      const lineStart = start + this.type.width(label, size, "bold") + 6;
      this.page.drawLine({ start: { x: lineStart, y: this.y }, end: { x: end, y: this.y }, thickness: 0.6, color: INK });
    }
    this.y -= 12;
  }

  /** A numbered paragraph whose first lines must share the page with `keepWith` more points. */
  numbered(number: number, text: string, keepWith: number) {
    const lines = this.lines(text, { size: BODY, indent: NUMBER_WIDTH });
    this.ensure(Math.min(lines.length * LEADING + keepWith, this.size.height - MARGIN_TOP - CONTENT_BOTTOM));
    this.type.draw(this.page, `${number}.`, {
      x: MARGIN_X,
      y: this.y - LEADING + BODY * 0.3,
      size: BODY,
      weight: "bold",
      color: INK,
    });
    this.text(text, { size: BODY, indent: NUMBER_WIDTH, gapAfter: 2 });
  }

  /** Ruled writing lines from `indent` to the right margin. */
  writingSpace(count: number, indent = NUMBER_WIDTH) {
    for (let i = 0; i < count; i++) {
      this.ensure(WRITING_LINE_GAP);
      this.y -= WRITING_LINE_GAP;
      this.page.drawLine({
        start: { x: MARGIN_X + indent, y: this.y },
        end: { x: MARGIN_X + this.width, y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    }
  }

  /** Draws a line of text with its top at `top`; returns the baseline. */
  drawAt(text: string, x: number, top: number, { size = BODY, weight = "regular" as Weight, color = INK } = {}) {
    const baseline = top - size * 1.4 + size * 0.3;
    this.type.draw(this.page, text, { x, y: baseline, size, weight, color });
    return baseline;
  }

  /** An empty box (an answer box, a checkbox, an order box) with its top left corner at x, top. */
  box(x: number, top: number, width: number, height: number) {
    this.page.drawRectangle({ x, y: top - height, width, height, borderColor: INK, borderWidth: 0.7 });
  }

  /** An empty bubble to fill in, drawn as a vector circle (no glyph), centred on the line's x-height. */
  bubble(x: number, baseline: number) {
    const radius = (SPACES.mark * EM) / 2;
    this.page.drawCircle({ x: x + radius, y: baseline + BODY * 0.35, size: radius, borderColor: INK, borderWidth: 0.8 });
  }

  /** An empty checkbox, the size of a bubble. */
  checkbox(x: number, baseline: number) {
    const side = SPACES.mark * EM;
    this.page.drawRectangle({
      x,
      y: baseline + BODY * 0.35 - side / 2,
      width: side,
      height: side,
      borderColor: INK,
      borderWidth: 0.8,
    });
  }

  /** A writing line for a handwritten word, on the baseline. */
  blankLine(x: number, baseline: number, width: number) {
    this.page.drawLine({ start: { x, y: baseline - 2 }, end: { x: x + width, y: baseline - 2 }, thickness: 0.6, color: INK });
  }

  rule(thickness = 0.75, gapAfter = 10) {
    this.ensure(12);
    this.page.drawLine({
      start: { x: MARGIN_X, y: this.y },
      end: { x: MARGIN_X + this.width, y: this.y },
      thickness,
      color: INK,
    });
    this.y -= gapAfter;
  }
}

/** Space between a drawn mark or box and its text. */
const MARK_GAP = 6;

/** Roughly how much of a body must share the page with its prompt, so a prompt is never left alone at a page's foot. */
function firstRoom(body: SheetBody | null) {
  if (!body) return LEADING * 2;
  switch (body.kind) {
    case "lines":
      return body.lines * WRITING_LINE_GAP;
    case "number":
      return body.working * WRITING_LINE_GAP + SPACES.answerBox.height * EM + 8;
    default:
      return 3 * LEADING + 8;
  }
}

/** "Answer [box] cm": the box a number is written in, with the unit after it. */
function drawAnswerBox(writer: Writer, x: number, top: number, unit: string | null, label: string | null) {
  const width = SPACES.answerBox.width * EM;
  const height = SPACES.answerBox.height * EM;
  // Text sits in the middle of the box's height.
  const textTop = top - (height - LEADING) / 2;
  if (label) {
    writer.drawAt(label, x, textTop, { size: 10, color: SOFT_INK });
    x += writer.type.width(label, 10) + MARK_GAP;
  }
  writer.box(x, top, width, height);
  if (unit) writer.drawAt(unit, x + width + MARK_GAP, textTop);
}

function answerWidth(writer: Writer, body: SheetBody) {
  const box = SPACES.answerBox.width * EM;
  if (body.kind === "number") return box + (body.unit ? MARK_GAP + writer.type.width(body.unit, BODY) : 0);
  return box * 1.4;
}

/** Options in rows of `perRow`, each with its bubble or checkbox before its letter and text. */
function drawOptions(writer: Writer, body: Extract<SheetBody, { kind: "options" }>, indent: number) {
  const cellWidth = (writer.width - indent) / body.perRow;
  const markWidth = SPACES.mark * EM + MARK_GAP;
  for (let row = 0; row < body.options.length; row += body.perRow) {
    const cells = body.options
      .slice(row, row + body.perRow)
      .map(({ label, text }) => writer.wrap(label ? `${label} ${text}` : text, cellWidth - markWidth - 8));
    const height = Math.max(...cells.map((lines) => lines.length)) * LEADING + 4;
    writer.ensure(height);
    const top = writer.y;
    cells.forEach((lines, i) => {
      const x = MARGIN_X + indent + i * cellWidth;
      lines.forEach((line, at) => {
        const baseline = writer.drawAt(line, x + markWidth, top - at * LEADING);
        if (at > 0) return;
        if (body.mark === "circle") writer.bubble(x, baseline);
        else writer.checkbox(x, baseline);
      });
    });
    writer.y = top - height;
  }
}

/** The word bank: the words spaced out on lines inside a box. */
function drawBank(writer: Writer, words: readonly string[], indent: number) {
  const pad = 6;
  const spacing = 18;
  const inner = writer.width - indent - 2 * pad;
  const rows: string[][] = [[]];
  let used = 0;
  for (const word of words) {
    const width = writer.type.width(word, BODY);
    if (rows.at(-1)!.length > 0 && used + spacing + width > inner) {
      rows.push([]);
      used = 0;
    }
    used += (rows.at(-1)!.length > 0 ? spacing : 0) + width;
    rows.at(-1)!.push(word);
  }
  const height = rows.length * LEADING + 2 * pad;
  writer.ensure(height + 8);
  const top = writer.y;
  writer.box(MARGIN_X + indent, top, writer.width - indent, height);
  rows.forEach((row, r) => {
    let x = MARGIN_X + indent + pad;
    for (const word of row) {
      writer.drawAt(word, x, top - pad - r * LEADING);
      x += writer.type.width(word, BODY) + spacing;
    }
  });
  writer.y = top - height - 8;
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
    piece.split("\n").forEach((paragraph, p) => {
      if (p > 0) tokens.push({ kind: "break" });
      paragraph
        .split(/ +/)
        .filter(Boolean)
        .forEach((text, w) =>
          tokens.push({ kind: "word", text, space: !(w === 0 && index > 0 && p === 0 && !/^\s/.test(piece)) }),
        );
    });
  });
  return tokens;
}

/** A blanks text with each gap drawn as a writing line, on lines tall enough to write on; its word bank above. */
function drawBlanks(writer: Writer, body: Extract<SheetBody, { kind: "blanks" }>, indent: number) {
  if (body.bank) drawBank(writer, body.bank, indent);
  const gapWidth = SPACES.gap * EM;
  const spaceWidth = writer.type.width(" ", BODY);
  const maxWidth = writer.width - indent;
  const lines: { x: number; token: Token }[][] = [[]];
  let x = 0;
  for (const token of tokensOf(body.pieces)) {
    if (token.kind === "break") {
      lines.push([]);
      x = 0;
      continue;
    }
    const width = token.kind === "gap" ? gapWidth : writer.type.width(token.text, BODY);
    let start = x + (x > 0 && token.space ? spaceWidth : 0);
    if (start + width > maxWidth && lines.at(-1)!.length > 0) {
      lines.push([]);
      start = 0;
    }
    lines.at(-1)!.push({ x: start, token });
    x = start + width;
  }
  for (const line of lines) {
    writer.ensure(GAPPED_LEADING);
    writer.y -= GAPPED_LEADING;
    const baseline = writer.y + 5;
    // Words between gaps are drawn as one run, so the text reads (and copies) as written.
    let run: { x: number; text: string } | null = null;
    const flush = () => {
      if (run) writer.type.draw(writer.page, run.text, { x: MARGIN_X + indent + run.x, y: baseline, size: BODY, color: INK });
      run = null;
    };
    for (const { x: at, token } of line) {
      if (token.kind === "gap") {
        flush();
        writer.blankLine(MARGIN_X + indent + at, baseline, gapWidth);
      } else if (token.kind === "word") {
        if (run) run.text += `${token.space ? " " : ""}${token.text}`;
        else run = { x: at, text: token.text };
      }
    }
    flush();
  }
}

/** Two columns: left items numbered, each after a line for a letter; right items lettered in display order. */
function drawMatch(writer: Writer, body: Extract<SheetBody, { kind: "match" }>, indent: number) {
  const gutter = 18;
  const column = (writer.width - indent - gutter) / 2;
  const blank = SPACES.letterBlank * EM;
  const leftX = MARGIN_X + indent;
  const rightX = leftX + column + gutter;
  writer.y -= 2;
  body.left.forEach((left, i) => {
    const leftLines = writer.wrap(`${i + 1}. ${left}`, column - blank - MARK_GAP);
    const rightLines = body.right[i] === undefined ? [] : writer.wrap(`${LETTERS[i]}) ${body.right[i]}`, column);
    const height = Math.max(leftLines.length, rightLines.length) * LEADING + 6;
    writer.ensure(height);
    const top = writer.y;
    leftLines.forEach((line, at) => {
      const baseline = writer.drawAt(line, leftX + blank + MARK_GAP, top - at * LEADING);
      if (at === 0) writer.blankLine(leftX, baseline, blank);
    });
    rightLines.forEach((line, at) => writer.drawAt(line, rightX, top - at * LEADING));
    writer.y = top - height;
  });
}

/** The steps in display order, each after an empty box for its place in the order. */
function drawOrder(writer: Writer, body: Extract<SheetBody, { kind: "order" }>, indent: number) {
  const side = SPACES.stepBox * EM;
  writer.y -= 2;
  for (const step of body.steps) {
    const lines = writer.wrap(step, writer.width - indent - side - MARK_GAP);
    const height = Math.max(lines.length * LEADING, side) + 6;
    writer.ensure(height);
    const top = writer.y;
    writer.box(MARGIN_X + indent, top, side, side);
    lines.forEach((line, at) =>
      writer.drawAt(line, MARGIN_X + indent + side + MARK_GAP, top - (side - LEADING) / 2 - at * LEADING),
    );
    writer.y = top - height;
  }
}

/** What the student writes in, from `indent` to the right margin. */
function drawBody(writer: Writer, body: SheetBody, indent: number) {
  switch (body.kind) {
    case "lines":
      return writer.writingSpace(body.lines, indent);
    case "line":
      return writer.writingSpace(1, indent);
    case "number": {
      writer.writingSpace(body.working, indent);
      const height = SPACES.answerBox.height * EM;
      writer.ensure(height + 8);
      writer.y -= 8;
      drawAnswerBox(writer, MARGIN_X + indent, writer.y, body.unit, "Answer");
      writer.y -= height;
      return;
    }
    case "options":
      return drawOptions(writer, body, indent);
    case "blanks":
      return drawBlanks(writer, body, indent);
    case "match":
      return drawMatch(writer, body, indent);
    case "order":
      return drawOrder(writer, body, indent);
  }
}

/** Short parts two or three to a row, each with its answer box or line beside it (or under it, if it does not fit). */
function drawCompactParts(writer: Writer, question: SheetQuestion) {
  const cellWidth = (writer.width - NUMBER_WIDTH) / question.partsPerRow;
  const boxHeight = SPACES.answerBox.height * EM;
  const textWidth = cellWidth - PART_WIDTH - 10;
  for (let row = 0; row < question.parts.length; row += question.partsPerRow) {
    const cells = question.parts.slice(row, row + question.partsPerRow).map((part) => {
      const width = answerWidth(writer, part.body);
      const inline = writer.type.width(part.prompt, BODY) + MARK_GAP + width <= textWidth;
      const lines = inline ? [part.prompt] : writer.wrap(part.prompt, textWidth);
      return { part, inline, lines, height: inline ? Math.max(LEADING, boxHeight) : lines.length * LEADING + 2 + boxHeight };
    });
    const height = Math.max(...cells.map((cell) => cell.height)) + 10;
    writer.ensure(height);
    const top = writer.y;
    cells.forEach(({ part, inline, lines }, i) => {
      const x = MARGIN_X + NUMBER_WIDTH + i * cellWidth;
      // A prompt beside its box sits at the middle of the box's height.
      const textTop = inline ? top - (boxHeight - LEADING) / 2 : top;
      writer.drawAt(part.label, x, textTop, { weight: "bold" });
      lines.forEach((line, at) => writer.drawAt(line, x + PART_WIDTH, textTop - at * LEADING));
      const answerX = inline ? x + PART_WIDTH + writer.type.width(part.prompt, BODY) + MARK_GAP : x + PART_WIDTH;
      const answerTop = inline ? top : top - lines.length * LEADING - 2;
      if (part.body.kind === "number") drawAnswerBox(writer, answerX, answerTop, part.body.unit, null);
      else writer.blankLine(answerX, answerTop - boxHeight + 4, answerWidth(writer, part.body));
    });
    writer.y = top - height;
  }
}

/** A part one to a row: its letter and prompt, how to answer, and its answer space under it. */
function drawPart(writer: Writer, part: SheetQuestion["parts"][number]) {
  const indent = NUMBER_WIDTH + PART_WIDTH;
  const lines = writer.wrap(part.prompt, writer.width - indent);
  writer.ensure(lines.length * LEADING + firstRoom(part.body));
  writer.drawAt(part.label, MARGIN_X + NUMBER_WIDTH, writer.y, { weight: "bold" });
  writer.text(part.prompt, { size: BODY, indent, gapAfter: 2 });
  if (part.hint) writer.text(part.hint, { size: HINT_SIZE, indent, gapAfter: 4, color: SOFT_INK });
  drawBody(writer, part.body, indent);
  writer.y -= 10;
}

/** A question: its number and prompt, how to answer on paper, then its answer space or its lettered parts. */
function drawQuestion(writer: Writer, question: SheetQuestion) {
  writer.numbered(question.number, question.prompt, firstRoom(question.body ?? question.parts[0]?.body ?? null));
  if (question.hint) writer.text(question.hint, { size: HINT_SIZE, indent: NUMBER_WIDTH, gapAfter: 4, color: SOFT_INK });
  if (question.body) drawBody(writer, question.body, NUMBER_WIDTH);
  else if (question.compact) drawCompactParts(writer, question);
  else question.parts.forEach((part) => drawPart(writer, part));
  writer.y -= QUESTION_GAP;
}

/** The worked example in a box under the heading "Worked example": the question, then its working. */
function drawExample(writer: Writer, example: Example) {
  const pad = 8;
  const inner = writer.width - 2 * pad;
  const question = writer.wrap(example.question, inner);
  const working = writer.wrap(example.answer, inner);
  const height = pad + LEADING + 2 + (question.length + working.length) * LEADING + 4 + pad;
  if (height > writer.pageHeight) {
    // An example longer than a page flows on unboxed rather than boxed across a page break.
    writer.text(WORKED_EXAMPLE, { size: BODY, weight: "bold", gapAfter: 2 });
    writer.text(example.question, { size: BODY, gapAfter: 4 });
    writer.text(example.answer, { size: BODY, gapAfter: 14, color: SOFT_INK });
    return;
  }
  writer.ensure(height);
  const top = writer.y;
  writer.box(MARGIN_X, top, writer.width, height);
  const x = MARGIN_X + pad;
  let at = top - pad;
  writer.drawAt(WORKED_EXAMPLE, x, at, { weight: "bold" });
  at -= LEADING + 2;
  for (const line of question) {
    writer.drawAt(line, x, at);
    at -= LEADING;
  }
  at -= 4;
  for (const line of working) {
    writer.drawAt(line, x, at, { color: SOFT_INK });
    at -= LEADING;
  }
  writer.y = top - height - 14;
}

/** Every string in a laid-out sheet (prompts, hints, options, columns, steps, units). */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

function drawFooters(doc: PDFDocument, type: Typesetter, title: string, keyStarts: number) {
  const pages = doc.getPages();
  const size = 8.5;
  pages.forEach((page, index) => {
    const right = `${index >= keyStarts ? "Answer key · " : ""}Page ${index + 1} of ${pages.length}`;
    const rightWidth = type.width(right, size);
    const width = page.getWidth() - 2 * MARGIN_X;
    const [left = ""] = wrapText((line) => type.width(line, size), `${SITE_NAME} · ${title}`, width - rightWidth - 16);
    type.draw(page, left, { x: MARGIN_X, y: FOOTER_Y, size, color: SOFT_INK });
    type.draw(page, right, { x: MARGIN_X + width - rightWidth, y: FOOTER_Y, size, color: SOFT_INK });
  });
}

/** A readable file name: "studyshelf-worksheet-12-fractions-of-amounts.pdf" ("-letter" before .pdf for US Letter). */
export function pdfFileName(item: CatalogueItem, paper: Paper = "a4") {
  const slug = item.title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  const version = item.kind === "worksheet" && item.generated ? `-${versionCode(item.generated)}` : "";
  return `studyshelf-${item.kind}-${item.id}${slug ? `-${slug}` : ""}${version}${paper === "letter" ? "-letter" : ""}.pdf`;
}

export async function renderItemPdf(item: CatalogueItem, { paper = "a4" }: { paper?: Paper } = {}): Promise<Uint8Array> {
  // No creation or modification time: the same printable is the same bytes, on every platform and day.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const label = kindLabel(item.kind);
  // A generated worksheet's version code prints small in the footer, so a teacher can reproduce the sheet.
  const footerTitle =
    item.kind === "worksheet" && item.generated ? `${item.title} · Version ${versionCode(item.generated)}` : item.title;
  const facts = sheetFacts(item);
  const instructions = sheetInstructions(item);
  const questions = item.questions.map(sheetQuestion);
  const keys = item.questions.map(keyLines);
  // Every string the sheet draws, so the fonts it needs are embedded (and only those).
  const body = [item.description, instructions, ...stringsOf(questions), ...keys.flat()];
  if (item.example) body.push(item.example.question, item.example.answer);
  const type = await Typesetter.create(doc, [
    ...[item.title, SITE_NAME, "Name Date 0123456789.", "Answer key", WORKED_EXAMPLE, `${LETTERS.toLowerCase()})`].map(
      (text) => ({ text, weight: "bold" as const }),
    ),
    ...[facts, label, `${SITE_NAME} · ${footerTitle}`, "Answer key · Page 0123456789 of Answer", ...body].map((text) => ({
      text,
      weight: "regular" as const,
    })),
  ]);

  doc.setTitle(item.title, { showInWindowTitleBar: true });
  doc.setAuthor(SITE_NAME);
  doc.setSubject(`${label}: ${facts}`);
  doc.setKeywords([item.subject, item.category, label]);
  doc.setLanguage(LANGUAGE);
  doc.setCreator(SITE_NAME);
  doc.setProducer(SITE_NAME);

  const writer = new Writer(doc, type, PAPER_SIZES[paper]);
  writer.masthead(label);
  writer.text(item.title, { size: 18, weight: "bold", gapAfter: 2 });
  writer.text(facts, { size: 10, gapAfter: 6, color: SOFT_INK });
  writer.text(item.description, { size: 10.5, gapAfter: 2 });
  writer.nameAndDate();
  writer.text(instructions, { size: 9.5, gapAfter: 8, color: SOFT_INK });
  writer.rule(1, 12);

  if (item.example) drawExample(writer, item.example);
  for (const question of questions) drawQuestion(writer, question);

  writer.newPage();
  const keyStarts = doc.getPageCount() - 1;
  writer.masthead("Answer key");
  writer.text("Answer key", { size: 16, weight: "bold", gapAfter: 0 });
  writer.text(item.title, { size: 11, gapAfter: 2 });
  writer.text("For the teacher: take this page out before handing the sheet to students.", {
    size: 9.5,
    gapAfter: 8,
    color: SOFT_INK,
  });
  writer.rule(1, 12);
  keys.forEach(([first, ...rest], index) => {
    writer.numbered(index + 1, first, rest.length > 0 ? LEADING : 0);
    // A part's key, or a marking point, on its own line under the first.
    for (const line of rest) writer.text(line, { size: BODY, indent: NUMBER_WIDTH, gapAfter: 2 });
    writer.y -= 8;
  });

  drawFooters(doc, type, footerTitle, keyStarts);
  return doc.save();
}
