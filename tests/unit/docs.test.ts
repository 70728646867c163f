/**
 * The docs a newcomer reads first agree with the code: the figures README.md, docs/deploy.md,
 * docs/performance.md and ADR 0018 state are the code's constants, every ADR is indexed with its
 * status and date, and every path an ADR cites exists (or the ADR says it was removed).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { FREE_DOWNLOADS_AT_START } from "~/lib/ledger/allowance";
import { MAX_SUBMISSIONS } from "~/lib/classroom/submissions.server";
import { ASSIGNMENTS_PER_HOUR } from "~/lib/classroom/assignments.server";
import { RESET_LINK_MINUTES } from "~/lib/accounts/recovery";
import { PAGE_SIZE } from "~/lib/catalogue/search";
import { STARTUP_CPU_BUDGET_MS, UPLOAD_GZIP_BUDGET_MIB } from "../bench/budget-figures.ts";

const ROOT = join(import.meta.dirname, "../..");
const DECISIONS = join(ROOT, "docs/decisions");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Every number the pattern's first group finds in the file; fails when it finds none. */
function figures(path: string, pattern: RegExp): number[] {
  const found = [...read(path).matchAll(new RegExp(pattern, "g"))].map((match) => Number(match[1].replace(/,/g, "")));
  expect(found, `${path} should state ${String(pattern)}`).not.toHaveLength(0);
  return found;
}

describe("figures in the docs are the code's", () => {
  test.each([
    ["README.md", /upload \((\d+) MiB gz\)/, /start-up \((\d+) ms CPU\)/],
    ["docs/deploy.md", /gzipped upload exceeds (\d+) MiB/, /start-up exceeds (\d+) ms of CPU/],
    ["docs/performance.md", /Worker upload ≤ (\d+) MiB gz/, /start-up ≤ (\d+) ms CPU/],
    ["docs/decisions/0018-deploy-observe-and-read-near-users.md", /exceeds \*\*(\d+) MiB\*\*/, /exceeds \*\*(\d+) ms of CPU\*\*/],
  ])("%s states the Worker budgets of tests/bench/budget-figures.ts", (path, upload, startup) => {
    for (const figure of figures(path, upload)) expect(figure).toBe(UPLOAD_GZIP_BUDGET_MIB);
    for (const figure of figures(path, startup)) expect(figure).toBe(STARTUP_CPU_BUDGET_MS);
  });

  test("README's product figures", () => {
    for (const figure of figures("README.md", /pageSize: (\d+)/)) expect(figure).toBe(PAGE_SIZE);
    for (const figure of figures("README.md", /starts\s+with (\d+) free downloads/)) expect(figure).toBe(FREE_DOWNLOADS_AT_START);
    for (const figure of figures("README.md", /a link valid for (\d+) minutes/)) expect(figure).toBe(RESET_LINK_MINUTES);
    for (const figure of figures("README.md", /\((\d+) an hour\)/)) expect(figure).toBe(ASSIGNMENTS_PER_HOUR);
    for (const figure of figures("README.md", /or (\d+) submissions reached/)) expect(figure).toBe(MAX_SUBMISSIONS);
  });
});

const adrFiles = readdirSync(DECISIONS)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();

describe("architecture decision records", () => {
  const index = read("docs/decisions/README.md");

  test.each(adrFiles)("%s has a status and a date, and the index lists it with them", (name) => {
    const text = readFileSync(join(DECISIONS, name), "utf8");
    const status = /^- Status: (.+)$/m.exec(text)?.[1];
    const date = /^- Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
    expect(status, "a '- Status: ' line").toMatch(/^(Accepted|Superseded by \d{4}|Proposed|Deprecated)\b/);
    expect(date, "a '- Date: YYYY-MM-DD' line").toBeDefined();
    const row = index.split("\n").find((line) => line.startsWith(`| [${name.slice(0, 4)}](${name})`));
    expect(row, `a row for ${name} in docs/decisions/README.md`).toBeDefined();
    expect(row).toContain(`| ${status} | ${date} |`);
  });

  test("a record another one supersedes says so", () => {
    for (const name of adrFiles) {
      const text = readFileSync(join(DECISIONS, name), "utf8");
      for (const [, older] of text.matchAll(/\bsupersedes (?:ADR )?(\d{4})\b/gi)) {
        const olderName = adrFiles.find((file) => file.startsWith(older));
        if (!olderName || olderName === name) continue;
        const olderText = readFileSync(join(DECISIONS, olderName), "utf8");
        // "supersedes 0004's no-negative reversal" supersedes part of a record: an amendment.
        expect(olderText, `${olderName}, superseded by ${name}`).toMatch(
          new RegExp(`^- Status: (Superseded by ${name.slice(0, 4)}|Accepted; .*amended by .*${name.slice(0, 4)})`, "m"),
        );
      }
    }
  });

  test("every repository path an ADR cites exists, or the ADR says it was removed", () => {
    const missing: string[] = [];
    const pathPattern =
      /(?<![\w/.-])((?:app|worker|tests|scripts|migrations|catalogue|public)\/[\w./{}-]*\.(?:tsx?|json|sql|md|css|toml|js))(?![\w/])/g;
    for (const name of adrFiles) {
      const text = readFileSync(join(DECISIONS, name), "utf8");
      for (const match of text.matchAll(pathPattern)) {
        const path = match[1];
        if (path.includes("{") || existsSync(join(ROOT, path))) continue;
        const after = text.slice(match.index + path.length, match.index + path.length + 60);
        if (/removed|is gone/.test(after)) continue;
        missing.push(`${name}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
