/**
 * The benchmark's report: sections of plain tables and budgets with pass/fail, printed as aligned
 * text for the terminal or as Markdown for docs/performance.md.
 */
export interface Table {
  head: string[];
  rows: string[][];
}

export interface Budget {
  name: string;
  measured: string;
  /** null when the figure does not exist yet. */
  pass: boolean | null;
}

export interface Section {
  title: string;
  tables: Table[];
  budgets: Budget[];
  notes: string[];
}

function textTable({ head, rows }: Table) {
  const widths = head.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join("  ")
      .trimEnd();
  return [line(head), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

function markdownTable({ head, rows }: Table) {
  const escape = (cell: string) => cell.replaceAll("|", "\\|");
  return [
    `| ${head.join(" | ")} |`,
    `|${head.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.map(escape).join(" | ")} |`),
  ].join("\n");
}

const verdict = (pass: boolean | null) => (pass === null ? "n/a" : pass ? "PASS" : "FAIL");

export function budgetsTable(sections: Section[]): Table {
  return {
    head: ["budget", "measured", "result"],
    rows: sections.flatMap(({ budgets }) => budgets.map(({ name, measured, pass }) => [name, measured, verdict(pass)])),
  };
}

export function render(sections: Section[], format: "text" | "markdown") {
  const table = format === "text" ? textTable : markdownTable;
  const heading = (title: string) => (format === "text" ? `\n== ${title} ==` : `\n### ${title}`);
  const parts = sections.map(({ title, tables, notes }) =>
    [heading(title), ...tables.map(table), ...notes.map((note) => (format === "text" ? `  * ${note}` : `- ${note}`))].join(
      "\n\n",
    ),
  );
  parts.push(heading("Budgets"), table(budgetsTable(sections)));
  return parts.join("\n");
}
