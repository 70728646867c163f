/**
 * A generated version is a file that can be cached and reproduced: the same generator, level and
 * seed print the same bytes, and the footer names the version so a teacher can print it again.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { GENERATED_ID_BASE, getWorksheet, worksheetVersion } from "~/lib/catalogue/catalogue.server";
import { wordingForPaper } from "~/lib/catalogue/wording";
import type { Paper } from "~/lib/downloads/paper";
import { pdfFileName, renderClassSetPdf, renderItemPdf } from "~/lib/downloads/pdf.server";
import { GENERATORS } from "~/lib/generators/registry";
import { classSetVersions } from "~/lib/generators/version";

function textOf(bytes: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), "studyshelf-generated-")), "sheet.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

describe("a generated worksheet's PDF", () => {
  const worksheet = getWorksheet(GENERATED_ID_BASE)!;

  test("the same version renders byte for byte the same; another seed differs", async () => {
    const version = worksheetVersion(worksheet, "challenge", "k2x9");
    const [one, two] = [await renderItemPdf(version), await renderItemPdf(worksheetVersion(worksheet, "challenge", "k2x9"))];
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(true);
    const other = await renderItemPdf(worksheetVersion(worksheet, "challenge", "k2xa"));
    expect(Buffer.from(one).equals(Buffer.from(other))).toBe(false);
  });

  test("prints its version code in the footer and the file name", async () => {
    const version = worksheetVersion(worksheet, "support", "q7");
    expect(textOf(await renderItemPdf(version, { paper: "letter" }))).toContain("Version support-q7");
    expect(pdfFileName(version, "letter")).toMatch(/-support-q7-letter\.pdf$/);
  });

  test("a class set holds a different version for each student, each with its code, then every answer key", async () => {
    const versions = classSetVersions({ level: "core", seed: "k2x9" }, 3);
    expect(new Set(versions.map(({ seed }) => seed)).size).toBe(3);
    const sheets = versions.map(({ level, seed }) => worksheetVersion(worksheet, level, seed));
    const text = textOf(await renderClassSetPdf(sheets));
    const codes = versions.map(({ level, seed }) => `Version ${level}-${seed}`);
    for (const code of codes) expect(text).toContain(code);
    // Every student's sheet comes before the first answer key.
    const firstKey = text.indexOf("Answer key");
    for (const code of codes) expect(text.indexOf(code)).toBeLessThan(firstKey);
    expect(text.split("For the teacher").length - 1).toBe(3);
    expect(pdfFileName(sheets[0], "a4", 3)).toMatch(/-class-set-3\.pdf$/);
  });

  test("a Letter sheet of a metric worksheet says meters, the A4 one metres; a class set too", async () => {
    const id = GENERATED_ID_BASE + GENERATORS.findIndex(({ slug }) => slug === "integers-and-absolute-value");
    // As the paid-file route does: the paper picks the wording, the version keeps it.
    const sheet = (paper: Paper) => worksheetVersion(getWorksheet(id, wordingForPaper(paper))!, "core", "m3");
    const letter = textOf(await renderItemPdf(sheet("letter"), { paper: "letter" }));
    const a4 = textOf(await renderItemPdf(sheet("a4"), { paper: "a4" }));
    expect(letter).toMatch(/How many meters below sea level/);
    expect(letter).not.toMatch(/metres/);
    expect(a4).toMatch(/How many metres below sea level/);
    expect(a4).not.toMatch(/meters/);
    const set = (paper: Paper) =>
      classSetVersions({ level: "core", seed: "m3" }, 2).map(({ level, seed }) =>
        worksheetVersion(getWorksheet(id, wordingForPaper(paper))!, level, seed),
      );
    expect(textOf(await renderClassSetPdf(set("letter"), { paper: "letter" }))).not.toMatch(/metres/);
    expect(textOf(await renderClassSetPdf(set("a4"), { paper: "a4" }))).not.toMatch(/meters/);
  });
});
