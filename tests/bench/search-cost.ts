/**
 * Benchmark section 2: search cost as the catalogue grows, on the real catalogue and on synthetic
 * ones, timed in Node and inside workerd (the Worker's runtime, through Miniflare). The budgets use
 * workerd's p99 plus its 1 ms clock resolution, so a pass is never a rounding artefact.
 */
import { readFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { createSearchIndex, type Searchable } from "../../app/lib/catalogue/search.ts";
import { ROOT } from "./serve.ts";
import { timeSearch, timeSyntheticSearch, type CatalogueTiming } from "./search-timing.ts";
import { syntheticWorksheets } from "./synthetic-catalogue.ts";
import type { Budget, Section } from "./report.ts";

// The bundled catalogue is scanned (docs/decisions/0012); 5,000 items is about what a Worker bundle can hold.
const SIZES = [1_000, 5_000];
const BUDGET_MS: Record<number, number> = { 1_000: 5, 5_000: 20 };
const ROUNDS = (size: number) => (size >= 5_000 ? 100 : 200);
/** The modules of the timing Worker, type-stripped: workerd runs JavaScript, and no bundler is needed. */
const WORKER_MODULES = [
  "tests/bench/search-worker.ts",
  "tests/bench/search-timing.ts",
  "tests/bench/synthetic-catalogue.ts",
  "app/lib/catalogue/search.ts",
  "app/lib/catalogue/grades.ts",
  "app/lib/catalogue/subjects.ts",
];

function realWorksheets(): Searchable[] {
  const source = JSON.parse(readFileSync(join(ROOT, "catalogue/worksheets.json"), "utf8")) as (Omit<Searchable, "id"> & {
    withdrawn?: boolean;
  })[];
  return source.flatMap(({ withdrawn, ...item }, id) =>
    withdrawn ? [] : [{ ...item, id, difficulty: item.difficulty ?? null }],
  );
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Heap held by the search index over `items` (its haystacks), in MB, when run with --expose-gc. */
function indexHeapMb(items: readonly Searchable[]) {
  if (!gc) return null;
  gc();
  const before = process.memoryUsage().heapUsed;
  const index = createSearchIndex(items);
  index.search({ q: "first search" });
  gc();
  const held = process.memoryUsage().heapUsed - before;
  // Reading index.items keeps the index alive through the second collection.
  return index.items.length > 0 ? Math.max(0, held) / 1e6 : 0;
}

async function inWorkerd<T>(run: (miniflare: Miniflare) => Promise<T>) {
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      compatibilityDate: "2026-08-01",
      modulesRoot: ROOT,
      modules: WORKER_MODULES.map((path) => ({
        type: "ESModule" as const,
        path: join(ROOT, path),
        contents: stripTypeScriptTypes(readFileSync(join(ROOT, path), "utf8")),
      })),
    }),
  );
  try {
    return await run(miniflare);
  } finally {
    await miniflare.dispose();
  }
}

async function workerdTiming(miniflare: Miniflare, url: string, init?: RequestInit) {
  // The Node timing between two requests can outlast workerd's keep-alive: retry once on a closed socket.
  const response = await miniflare.dispatchFetch(url, init as never).catch(() => miniflare.dispatchFetch(url, init as never));
  if (!response.ok) throw new Error(`search timing Worker answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CatalogueTiming;
}

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export async function searchCost(): Promise<Section> {
  const real = realWorksheets();
  const runs: { label: string; node: CatalogueTiming; workerd: CatalogueTiming; heapMb: number | null }[] = [];
  await inWorkerd(async (miniflare) => {
    runs.push({
      label: `real (${real.length})`,
      node: timeSearch(real, 500, () => performance.now()),
      workerd: await workerdTiming(miniflare, "http://bench/?rounds=500", { method: "POST", body: JSON.stringify(real) }),
      heapMb: indexHeapMb(real),
    });
    for (const size of SIZES) {
      runs.push({
        label: size.toLocaleString("en"),
        node: timeSyntheticSearch(size, ROUNDS(size), () => performance.now()),
        workerd: await workerdTiming(miniflare, `http://bench/?size=${size}&rounds=${ROUNDS(size)}`),
        heapMb: indexHeapMb(syntheticWorksheets(size)),
      });
    }
  });

  const rows = runs.flatMap(({ label, node, workerd }) =>
    node.queries.map((query, n) => {
      const inWorker = workerd.queries[n];
      return [
        label,
        query.name,
        JSON.stringify(query.q),
        String(query.matches),
        ms(query.p50),
        ms(query.p99),
        ms(inWorker.mean),
        `${inWorker.p99}`,
      ];
    }),
  );
  const setup = runs.map(({ label, node, workerd, heapMb }) => [
    label,
    ms(node.readyMs),
    ms(workerd.readyMs),
    heapMb === null ? "n/a (run with --expose-gc)" : heapMb.toFixed(1),
  ]);

  const budgets: Budget[] = runs.flatMap(({ node, workerd }) => {
    const limit = BUDGET_MS[node.size];
    if (!limit) return [];
    const worst = Math.max(...workerd.queries.map((query) => query.p99)) + 1;
    const slowest = workerd.queries.find((query) => query.p99 + 1 === worst)!;
    return [
      {
        name: `search p99 @ ${node.size.toLocaleString("en")} in workerd < ${limit} ms`,
        measured: `≤ ${worst} ms (slowest: ${slowest.name})`,
        pass: worst < limit,
      },
    ];
  });

  return {
    title: "2. Search cost as the catalogue grows (per query, ms)",
    tables: [
      {
        head: ["catalogue", "query", "q", "matches", "node p50", "node p99", "workerd mean", "workerd p99 (±1)"],
        rows,
      },
      { head: ["catalogue", "node ready ms", "workerd ready ms", "node heap MB (index + haystacks)"], rows: setup },
    ],
    budgets,
    notes: [
      "ready = creating the index plus its first text search.",
      "p50 and p99 come from each query's best of three passes (preemption only adds time); the mean is over all passes. workerd's clock ticks in whole milliseconds: its p99 is ±1 ms.",
    ],
  };
}
