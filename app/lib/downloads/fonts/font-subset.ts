/**
 * Build-time font subsetting (Node only, run by ./vite-plugin.ts): reads a WOFF font and writes a
 * TrueType font that keeps only the glyphs for the given characters, so the Worker bundle carries a
 * few KB per font instead of the whole file. Glyph ids stay as they were (unused glyphs become
 * empty), so composite glyphs need no renumbering. The character map is rebuilt with the kept
 * characters only, which is how the PDF code knows what each font can draw. Layout tables (GSUB,
 * GPOS, MATH) are dropped: text is set glyph by glyph, so nothing substitutes a glyph the subset
 * lost, and every glyph maps back to one character when the PDF's text is extracted.
 */
import { inflateSync } from "node:zlib";

/** Tables a PDF font needs; everything else (layout, variations, signatures) is left out. */
const KEPT_TABLES = [
  "OS/2",
  "cmap",
  "cvt ",
  "fpgm",
  "gasp",
  "glyf",
  "head",
  "hhea",
  "hmtx",
  "loca",
  "maxp",
  "name",
  "post",
  "prep",
];

export type Tables = Map<string, Uint8Array>;

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The uncompressed tables of a WOFF 1.0 file (or of a plain TrueType file). */
export function readTables(file: Uint8Array): Tables {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tables: Tables = new Map();
  if (tag(file, 0) === "wOFF") {
    const count = view.getUint16(12);
    for (let i = 0; i < count; i++) {
      const entry = 44 + i * 20;
      const offset = view.getUint32(entry + 4);
      const compressed = view.getUint32(entry + 8);
      const original = view.getUint32(entry + 12);
      const data = file.subarray(offset, offset + compressed);
      tables.set(tag(file, entry), compressed < original ? new Uint8Array(inflateSync(data)) : data.slice());
    }
    return tables;
  }
  const count = view.getUint16(4);
  for (let i = 0; i < count; i++) {
    const entry = 12 + i * 16;
    const offset = view.getUint32(entry + 8);
    tables.set(tag(file, entry), file.slice(offset, offset + view.getUint32(entry + 12)));
  }
  return tables;
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Every glyph's byte range in `glyf`, from `loca`. */
function glyphRanges(tables: Tables) {
  const head = viewOf(tables.get("head")!);
  const loca = viewOf(tables.get("loca")!);
  const glyphCount = viewOf(tables.get("maxp")!).getUint16(4);
  const long = head.getInt16(50) === 1;
  const at = (index: number) => (long ? loca.getUint32(index * 4) : loca.getUint16(index * 2) * 2);
  return Array.from({ length: glyphCount }, (_, id) => ({ start: at(id), end: at(id + 1) }));
}

/** The glyph ids a composite glyph is built from. */
function components(glyph: Uint8Array) {
  const view = viewOf(glyph);
  if (glyph.byteLength < 10 || view.getInt16(0) >= 0) return [];
  const ids: number[] = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    ids.push(view.getUint16(at + 2));
    at += 4 + (flags & 0x1 ? 4 : 2);
    if (flags & 0x8) at += 2;
    else if (flags & 0x40) at += 4;
    else if (flags & 0x80) at += 8;
    if (!(flags & 0x20)) return ids;
  }
}

/** A format 12 character map (Windows, full Unicode) for exactly these characters. */
function characterMap(glyphs: ReadonlyMap<number, number>) {
  const groups: [number, number, number][] = [];
  for (const [codePoint, glyph] of [...glyphs].sort((a, b) => a[0] - b[0])) {
    const last = groups.at(-1);
    if (last && codePoint === last[1] + 1 && glyph === last[2] + (codePoint - last[0])) last[1] = codePoint;
    else groups.push([codePoint, codePoint, glyph]);
  }
  const length = 16 + groups.length * 12;
  const bytes = new Uint8Array(12 + length);
  const view = viewOf(bytes);
  view.setUint16(2, 1); // one encoding record
  view.setUint16(4, 3); // platform: Windows
  view.setUint16(6, 10); // encoding: Unicode full repertoire
  view.setUint32(8, 12);
  view.setUint16(12, 12); // format 12
  view.setUint32(16, length);
  view.setUint32(24, groups.length);
  groups.forEach(([start, end, glyph], index) => {
    view.setUint32(28 + index * 12, start);
    view.setUint32(32 + index * 12, end);
    view.setUint32(36 + index * 12, glyph);
  });
  return bytes;
}

function checksum(bytes: Uint8Array) {
  const padded = new Uint8Array(Math.ceil(bytes.byteLength / 4) * 4);
  padded.set(bytes);
  const view = viewOf(padded);
  let sum = 0;
  for (let at = 0; at < padded.byteLength; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** Writes tables as a TrueType file, with the directory sorted by tag and every checksum set. */
export function writeFont(tables: Tables) {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + tags.length * 16;
  const offsets: number[] = [];
  let length = headerLength;
  for (const name of tags) {
    offsets.push(length);
    length += Math.ceil(tables.get(name)!.byteLength / 4) * 4;
  }
  const file = new Uint8Array(length);
  const view = viewOf(file);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  tags.forEach((name, index) => {
    const table = tables.get(name)!;
    const entry = 12 + index * 16;
    for (let i = 0; i < 4; i++) file[entry + i] = name.charCodeAt(i);
    view.setUint32(entry + 4, checksum(table));
    view.setUint32(entry + 8, offsets[index]);
    view.setUint32(entry + 12, table.byteLength);
    file.set(table, offsets[index]);
  });
  const head = offsets[tags.indexOf("head")];
  view.setUint32(head + 8, (0xb1b0afba - checksum(file)) >>> 0);
  return file;
}

/**
 * A TrueType font with the glyphs of `glyphs` (character → glyph id in `tables`), the glyphs those
 * are built from, and glyph 0 (the missing-glyph box). Returns null when no character is kept.
 */
export function subsetFont(tables: Tables, glyphs: ReadonlyMap<number, number>) {
  if (glyphs.size === 0) return null;
  const ranges = glyphRanges(tables);
  const glyf = tables.get("glyf")!;
  const kept = new Set<number>();
  const pending = [0, ...glyphs.values()];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (kept.has(id)) continue;
    kept.add(id);
    pending.push(...components(glyf.subarray(ranges[id].start, ranges[id].end)));
  }

  const newGlyf: Uint8Array[] = [];
  const loca = new Uint8Array((ranges.length + 1) * 4);
  let offset = 0;
  ranges.forEach(({ start, end }, id) => {
    viewOf(loca).setUint32(id * 4, offset);
    if (!kept.has(id) || end <= start) return;
    const padded = new Uint8Array(Math.ceil((end - start) / 4) * 4);
    padded.set(glyf.subarray(start, end));
    newGlyf.push(padded);
    offset += padded.byteLength;
  });
  viewOf(loca).setUint32(ranges.length * 4, offset);

  // Unused glyphs keep their slot in hmtx but with zero metrics, which compresses to almost nothing.
  const hmtx = tables.get("hmtx")!.slice();
  const metricCount = viewOf(tables.get("hhea")!).getUint16(34);
  for (let id = 0; id < ranges.length; id++) {
    if (kept.has(id)) continue;
    const at = id < metricCount ? id * 4 : metricCount * 4 + (id - metricCount) * 2;
    hmtx.fill(0, at, at + (id < metricCount ? 4 : 2));
  }

  const head = tables.get("head")!.slice();
  viewOf(head).setInt16(50, 1); // long loca offsets
  const post = tables.get("post")!.slice(0, 32);
  viewOf(post).setUint32(0, 0x00030000); // version 3: no glyph names

  const out: Tables = new Map();
  for (const name of KEPT_TABLES) {
    const table = tables.get(name);
    if (table) out.set(name, table);
  }
  const glyfBytes = new Uint8Array(offset);
  let at = 0;
  for (const part of newGlyf) {
    glyfBytes.set(part, at);
    at += part.byteLength;
  }
  out.set("glyf", glyfBytes);
  out.set("loca", loca);
  out.set("hmtx", hmtx);
  out.set("head", head);
  out.set("post", post);
  out.set("cmap", characterMap(glyphs));
  return writeFont(out);
}

/** The font's own character map as character → glyph id, read with the given lookup. */
export function glyphsFor(codePoints: Iterable<number>, lookup: (codePoint: number) => number) {
  const glyphs = new Map<number, number>();
  for (const codePoint of codePoints) {
    const glyph = lookup(codePoint);
    if (glyph > 0) glyphs.set(codePoint, glyph);
  }
  return glyphs;
}
