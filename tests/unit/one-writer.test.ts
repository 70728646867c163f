/**
 * Each D1 table has one writing module (docs/decisions/0011): the module that owns the table is the
 * only source file under app/ or worker/ whose SQL inserts into, updates or deletes from it. Tables
 * come from migrations/, so a new table needs its owner before this passes.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

function tablesFromMigrations() {
  const tables = new Set<string>();
  for (const file of readdirSync(join(ROOT, "migrations")).sort()) {
    const sql = readFileSync(join(ROOT, "migrations", file), "utf8");
    for (const [, verb, name] of sql.matchAll(/\b(CREATE|DROP) TABLE (?:IF (?:NOT )?EXISTS )?(\w+)/gi)) {
      if (verb.toUpperCase() === "CREATE") tables.add(name);
      else tables.delete(name);
    }
  }
  return tables;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(join(ROOT, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** Statements that change a table; upper-case keywords, as the code writes SQL. `DO UPDATE SET` (an upsert) is its INSERT's. */
const WRITE = /\b(?:INSERT(?:\s+OR\s+[A-Z]+)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+(\w+)/g;

function writersByTable() {
  const writers = new Map<string, Set<string>>();
  for (const file of [...sourceFiles("app"), ...sourceFiles("worker")]) {
    const source = readFileSync(join(ROOT, file), "utf8");
    for (const [, table] of source.matchAll(WRITE)) {
      if (table === "SET") continue;
      if (!writers.has(table)) writers.set(table, new Set());
      writers.get(table)!.add(file);
    }
  }
  return writers;
}

test("every table the code writes is a table of the migrations", () => {
  const tables = tablesFromMigrations();
  expect([...writersByTable().keys()].filter((table) => !tables.has(table))).toEqual([]);
});

test("each D1 table has exactly one writing module", () => {
  const writers = writersByTable();
  const owners = Object.fromEntries([...tablesFromMigrations()].sort().map((table) => [table, [...(writers.get(table) ?? [])]]));
  for (const [table, modules] of Object.entries(owners)) {
    expect(modules, `modules that write ${table}`).toHaveLength(1);
  }
  // The owners the README and ADR 0011 name.
  expect(owners.accounts).toEqual(["app/lib/accounts/accounts.server.ts"]);
  expect(owners.ledger).toEqual(["app/lib/ledger/ledger.server.ts"]);
  expect(owners.assignments).toEqual(["app/lib/classroom/assignments.server.ts"]);
  expect(owners.submissions).toEqual(["app/lib/classroom/submissions.server.ts"]);
});
