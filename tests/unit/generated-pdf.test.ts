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
import { pdfFileName, renderClassSetPdf, renderItemPdf } from "~/lib/downloads/pdf.server";
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
});
