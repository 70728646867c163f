/**
 * Benchmark section 4: downloads. One client fetches a typical worksheet's signed link in turn for
 * each paper size: the first fetch renders the PDF and stores it in the cache of rendered files,
 * the rest are served from that cache after the endpoint's signature, expiry and session checks
 * (which read no D1, docs/decisions/0022). autocannon then loads the file endpoint, with the static asset measured before and after
 * it as the ceiling, and the download endpoint (re-downloads of an owned item with fresh idempotency
 * keys, so nothing is charged and the figures measure the endpoint rather than running out of
 * allowance). The PDFs' page counts and sizes are reported for a typical worksheet and for the
 * longest item in the catalogue.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon, { type Result } from "autocannon";
import { PDFDocument } from "pdf-lib";
import { ROOT, type Server } from "./serve.ts";
import type { Budget, Section } from "./report.ts";
import { load, staticAssetPath } from "./server-throughput.ts";

const TYPICAL_WORKSHEET = 3;
/** The worksheet with the most text to lay out, so the most pages. */
const LONG_WORKSHEET = (() => {
  const worksheets = JSON.parse(readFileSync(join(ROOT, "catalogue/worksheets.json"), "utf8")) as { withdrawn?: boolean }[];
  const lengths = worksheets.map((item) => (item.withdrawn ? 0 : JSON.stringify(item).length));
  return lengths.indexOf(Math.max(...lengths));
})();
const SEQUENTIAL_FETCHES = 40;
const PAPERS = ["a4", "letter"] as const;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function startDownload(server: Server, cookie: string | null, id = TYPICAL_WORKSHEET, paper: "a4" | "letter" = "a4") {
  const response = await fetch(`${server.url}/api/downloads`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.url,
      "Idempotency-Key": crypto.randomUUID(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ kind: "worksheet", id, paper }),
  });
  if (response.status !== 200) throw new Error(`POST /api/downloads answered ${response.status}`);
  const setCookie = response.headers.get("set-cookie");
  const body = (await response.json()) as { url: string; charged: string };
  return { cookie: cookie ?? setCookie?.split(";")[0] ?? null, url: body.url, charged: body.charged };
}

interface Fetched {
  ms: number;
  pdf: Uint8Array;
  cache: string | null;
}

async function fetchFile(server: Server, url: string, headers: Record<string, string>): Promise<Fetched> {
  const started = performance.now();
  const response = await fetch(`${server.url}${url}`, { headers });
  const pdf = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (response.headers.get("content-type") !== "application/pdf") throw new Error("the file endpoint did not answer a PDF");
  return { ms, pdf, cache: response.headers.get("x-pdf-cache") };
}

const pages = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function downloads(server: Server, seconds: number): Promise<Section> {
  const first = await startDownload(server, null);
  if (!first.cookie) throw new Error("the download endpoint set no session cookie");
  const headers = { Cookie: first.cookie };

  const files: { paper: string; id: number; first: Fetched; cachedMs: number[] }[] = [];
  for (const id of [TYPICAL_WORKSHEET, LONG_WORKSHEET]) {
    for (const paper of PAPERS) {
      const { url } = await startDownload(server, first.cookie, id, paper);
      const rendered = await fetchFile(server, url, headers);
      const cachedMs: number[] = [];
      for (let round = 0; round < (id === TYPICAL_WORKSHEET ? SEQUENTIAL_FETCHES : 5); round++) {
        const again = await fetchFile(server, url, headers);
        if (again.cache !== "hit") throw new Error(`a repeat fetch was not served from the cache (${again.cache})`);
        cachedMs.push(again.ms);
      }
      files.push({ paper, id, first: rendered, cachedMs: cachedMs.sort((a, b) => a - b) });
    }
  }
  const typical = files[0];

  const asset = `${server.url}${staticAssetPath()}`;
  const staticBefore = await load(asset, seconds);
  const file = await autocannon({ url: `${server.url}${first.url}`, headers, connections: 10, duration: seconds });
  const staticAfter = await load(asset, seconds);
  const again = await startDownload(server, first.cookie);
  const api = await autocannon({
    url: `${server.url}/api/downloads`,
    connections: 10,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ kind: "worksheet", id: TYPICAL_WORKSHEET }),
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, "Idempotency-Key": crypto.randomUUID() } }),
      },
    ],
  });
  for (const [name, result] of [
    ["file", file],
    ["download API", api],
  ] as const) {
    if (result.errors > 0 || result.non2xx > 0)
      throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx under load`);
  }
  const rate = (result: Result) => result.requests.total / result.duration;
  const staticRate = (staticBefore.reqPerSec + staticAfter.reqPerSec) / 2;
  const ratio = rate(file) / staticRate;
  const budgets: Budget[] = [
    { name: "file endpoint throughput ≥ 0.5 × static", measured: `${ratio.toFixed(2)} × static`, pass: ratio >= 0.5 },
  ];

  const fileRows: string[][] = [];
  for (const { paper, id, first: rendered, cachedMs } of files) {
    fileRows.push([
      `worksheet ${id}${id === TYPICAL_WORKSHEET ? " (typical, 5 questions)" : " (longest)"}`,
      paper === "a4" ? "A4" : "US Letter",
      String(await pages(rendered.pdf)),
      kb(rendered.pdf.byteLength),
      rendered.ms.toFixed(1),
      `${percentile(cachedMs, 50).toFixed(1)} / ${percentile(cachedMs, 99).toFixed(1)}`,
    ]);
  }

  return {
    title: "4. Downloads",
    tables: [
      {
        head: ["PDF", "paper", "pages", "size", "first fetch (render) ms", "cached fetch p50 / p99 ms"],
        rows: fileRows,
      },
      {
        head: ["measure", "value"],
        rows: [
          [
            `static asset before / after (10 connections): req/s`,
            `${staticBefore.reqPerSec.toFixed(0)} / ${staticAfter.reqPerSec.toFixed(0)}`,
          ],
          [
            "file endpoint under load (10 connections, cached PDF): req/s, p50 / p99, × static",
            `${rate(file).toFixed(0)}, ${file.latency.p50} / ${file.latency.p99} ms, ${ratio.toFixed(2)}`,
          ],
          [
            "POST /api/downloads under load (owned item, fresh keys): req/s, p50 / p99",
            `${rate(api).toFixed(0)}, ${api.latency.p50} / ${api.latency.p99} ms`,
          ],
        ],
      },
    ],
    budgets,
    notes: [
      `The first download was charged "${first.charged}"; the repeat was "${again.charged}", as were the loaded ones: an owned item costs nothing again.`,
      `Typical worksheet on A4: ${typical.first.pdf.byteLength} bytes, ${await pages(typical.first.pdf)} pages.`,
      "Rendered PDFs are cached per item, paper and build (docs/decisions/0016), the ones an isolate served lately in its memory (docs/decisions/0022); every request still checks the signature, the expiry and that its session cookie is the session that paid, without a D1 read.",
    ],
  };
}
