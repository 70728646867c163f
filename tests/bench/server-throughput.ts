/**
 * Benchmark section 1: throughput and latency of the built Worker under load from autocannon on
 * loopback, for each kind of page, the JSON API and a static asset (the ceiling: the same server
 * with no Worker code). The static asset is measured first and last and averaged, so the ratios
 * survive a machine whose load drifts during the run.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { ROOT, serveWithMiniflare, serveWithWranglerDev, type Server } from "./serve.ts";
import type { Budget, Section } from "./report.ts";

const CONNECTIONS = 10;

export interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
}

/**
 * Loads one URL. With `uncached`, every request gets a unique query parameter, so the edge page cache
 * never answers and each request pays for a full render (plus storing the page).
 */
export async function load(url: string, seconds: number, { uncached = false } = {}): Promise<Load> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200: not worth measuring`);
  await response.arrayBuffer();
  const { pathname, search } = new URL(url);
  const requests = uncached
    ? [
        {
          setupRequest: (request: { path?: string }) => ({
            ...request,
            path: `${pathname}${search ? `${search}&` : "?"}bench=${crypto.randomUUID()}`,
          }),
        },
      ]
    : undefined;
  await autocannon({ url, connections: CONNECTIONS, duration: 1, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx responses under load`);
  return { reqPerSec: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The ceiling's file: the built asset closest to 10 KB, the size of the stylesheet it was before pages inlined it. */
const STATIC_ASSET_BYTES = 10 * 1024;

export function staticAssetPath() {
  const directory = join(ROOT, "build/client/assets");
  const distance = (name: string) => Math.abs(statSync(join(directory, name)).size - STATIC_ASSET_BYTES);
  const closest = readdirSync(directory).sort((a, b) => distance(a) - distance(b))[0];
  if (!closest) throw new Error("no assets in build/client/assets: run npm run build");
  return `/assets/${closest}`;
}

/**
 * Throughput floors as a share of the static file's: a page the build made (issue 27), a page from
 * the edge page cache, and a full server render (issue 14; search since issue 27). Rows without a
 * share are reported, not budgeted.
 */
const BUILT_PAGE_SHARE = 0.8;
const CACHED_PAGE_SHARE = 0.5;
const RENDER_SHARE = 0.3;

const ENDPOINTS: { name: string; path: string; share?: number; uncached?: boolean }[] = [
  { name: "home, built", path: "/", share: BUILT_PAGE_SHARE },
  { name: "worksheet page, built", path: "/worksheet/3", share: BUILT_PAGE_SHARE },
  { name: "topic page, built", path: "/math/fractions", share: BUILT_PAGE_SHARE },
  { name: "search page (best match, snippets), edge cache", path: "/?q=fraction", share: CACHED_PAGE_SHARE },
  { name: "search page, uncached render", path: "/?q=fraction", share: RENDER_SHARE, uncached: true },
  { name: "home, uncached render", path: "/", uncached: true },
  { name: "filtered page, edge cache", path: "/?subject=Mathematics&category=Fractions" },
  { name: "API search", path: "/api/worksheets?q=fraction" },
  { name: "API search, best match", path: "/api/worksheets?q=fraction&sort=relevance" },
  { name: "API search, misspelt (suggestions)", path: "/api/worksheets?q=fracions" },
];

/** How many distinct pages the cold-location table asks for once each. */
const COLD_PAGES = 15;

async function firstRequestMs(url: string) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, source: response.headers.get("x-page-cache") ?? "none" };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A location that has seen none of these pages: no edge cache entry, nothing in the isolate's memory.
 * Each of COLD_PAGES quizzes is asked for once as built (read from the static assets), and with a
 * query no page reads, which renders it (how a page without a built copy is first served).
 */
async function coldLocation(server: Server) {
  const built: number[] = [];
  const rendered: number[] = [];
  const sources = new Set<string>();
  for (let id = 100; id < 100 + COLD_PAGES; id++) {
    const first = await firstRequestMs(`${server.url}/quiz/${id}`);
    sources.add(first.source);
    built.push(first.ms);
    rendered.push((await firstRequestMs(`${server.url}/quiz/${id}?cold=${crypto.randomUUID()}`)).ms);
  }
  if ([...sources].join() !== "built") throw new Error(`cold pages came from ${[...sources].join(", ")}, not the build`);
  return {
    head: ["first request of a page never asked for here", "pages", "median ms", "slowest ms"],
    rows: [
      ["built page (read from the static assets)", String(COLD_PAGES), median(built).toFixed(1), Math.max(...built).toFixed(1)],
      ["rendered (no built copy)", String(COLD_PAGES), median(rendered).toFixed(1), Math.max(...rendered).toFixed(1)],
    ],
  };
}

/** Which way of serving answers the home page faster; the full run uses that one. */
export async function compareServers(seconds: number) {
  const rows: string[][] = [];
  const results: { kind: Server["kind"]; home: Load }[] = [];
  for (const start of [serveWithMiniflare, serveWithWranglerDev]) {
    const server = await start();
    try {
      const home = await load(`${server.url}/`, seconds);
      const asset = await load(`${server.url}${staticAssetPath()}`, seconds);
      results.push({ kind: server.kind, home });
      rows.push([
        server.kind,
        server.readyMs.toFixed(0),
        home.reqPerSec.toFixed(0),
        home.p99.toFixed(1),
        asset.reqPerSec.toFixed(0),
        asset.p99.toFixed(1),
      ]);
    } finally {
      await server.close();
    }
  }
  const fastest = results.reduce((best, next) => (next.home.reqPerSec > best.home.reqPerSec ? next : best));
  return {
    fastest: fastest.kind,
    table: { head: ["server", "ready ms", "home req/s", "home p99 ms", "static req/s", "static p99 ms"], rows },
  };
}

export async function serverThroughput(
  server: Server,
  seconds: number,
  comparison: Awaited<ReturnType<typeof compareServers>>,
): Promise<Section> {
  const cold = await coldLocation(server);
  const asset = `${server.url}${staticAssetPath()}`;
  const first = await load(asset, seconds);
  const measured: { name: string; path: string; share?: number; uncached?: boolean; result: Load }[] = [];
  for (const endpoint of ENDPOINTS) {
    measured.push({ ...endpoint, result: await load(`${server.url}${endpoint.path}`, seconds, { uncached: endpoint.uncached }) });
  }
  const last = await load(asset, seconds);
  const ceiling = {
    reqPerSec: (first.reqPerSec + last.reqPerSec) / 2,
    p50: (first.p50 + last.p50) / 2,
    p99: (first.p99 + last.p99) / 2,
  };

  const row = (name: string, path: string, { reqPerSec, p50, p99 }: Load) => [
    name,
    path,
    reqPerSec.toFixed(0),
    p50.toFixed(1),
    p99.toFixed(1),
    (reqPerSec / ceiling.reqPerSec).toFixed(2),
    (p99 / ceiling.p99).toFixed(1),
  ];
  const budgets: Budget[] = measured.flatMap(({ name, result, share, uncached }) => {
    if (share === undefined) return [];
    const throughput: Budget = {
      name: `${name} throughput ≥ ${share} × static`,
      measured: `${(result.reqPerSec / ceiling.reqPerSec).toFixed(2)} × static`,
      pass: result.reqPerSec >= share * ceiling.reqPerSec,
    };
    if (uncached) return [throughput];
    return [
      throughput,
      {
        name: `${name} p99 < 3 × static p99`,
        measured: `${(result.p99 / ceiling.p99).toFixed(1)} × static`,
        pass: result.p99 < 3 * ceiling.p99,
      },
    ];
  });
  return {
    title: `1. Server throughput and latency (${server.kind}, autocannon ${CONNECTIONS} connections, ${seconds} s each, 127.0.0.1)`,
    tables: [
      comparison.table,
      {
        head: ["endpoint", "path", "req/s", "p50 ms", "p99 ms", "× static req/s", "× static p99"],
        rows: [
          row("static asset (first)", staticAssetPath(), first),
          ...measured.map(({ name, path, result }) => row(name, path, result)),
          row("static asset (last)", staticAssetPath(), last),
        ],
      },
      cold,
    ],
    budgets,
    notes: [
      `${comparison.fastest} served the home page fastest in the comparison above, so it served this run.`,
      "Ratios use the mean of the first and last static-asset runs.",
      '"built" rows are pages the build made (ADR 0036), served to visitors without a session from the isolate\'s memory after their first read, never from the edge cache; "edge cache" rows are pages with a query, from the edge page cache (ADR 0010) as repeat visitors get them; the "uncached render" rows give every request a unique URL, so each pays the full server render.',
      "The cold-location table asks a fresh server for pages it has never served: no edge cache entry and nothing in memory, as at a data centre after a deploy.",
    ],
  };
}
