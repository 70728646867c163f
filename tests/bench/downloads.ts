/**
 * Benchmark section 4: downloads. The PDF of a typical worksheet (5 questions) is rendered by the
 * signed-link endpoint on every request, so one client fetching it in turn times the render plus the
 * endpoint's session and entitlement checks; autocannon then loads the file endpoint and the
 * download endpoint (re-downloads of an owned item with fresh idempotency keys, so nothing is charged
 * and the figures measure the endpoint rather than running out of allowance).
 */
import autocannon, { type Result } from "autocannon";
import type { Server } from "./serve.ts";
import type { Section } from "./report.ts";

const TYPICAL_WORKSHEET = 3;
const SEQUENTIAL_FETCHES = 40;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function startDownload(server: Server, cookie: string | null) {
  const response = await fetch(`${server.url}/api/downloads`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: server.url,
      "Idempotency-Key": crypto.randomUUID(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify({ kind: "worksheet", id: TYPICAL_WORKSHEET }),
  });
  if (response.status !== 200) throw new Error(`POST /api/downloads answered ${response.status}`);
  const setCookie = response.headers.get("set-cookie");
  const body = (await response.json()) as { url: string; charged: string };
  return { cookie: cookie ?? setCookie?.split(";")[0] ?? null, url: body.url, charged: body.charged };
}

export async function downloads(server: Server, seconds: number): Promise<Section> {
  const first = await startDownload(server, null);
  if (!first.cookie) throw new Error("the download endpoint set no session cookie");
  const headers = { Cookie: first.cookie };

  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < SEQUENTIAL_FETCHES; round++) {
    const started = performance.now();
    const response = await fetch(`${server.url}${first.url}`, { headers });
    const pdf = new Uint8Array(await response.arrayBuffer());
    times.push(performance.now() - started);
    if (response.headers.get("content-type") !== "application/pdf") throw new Error("the file endpoint did not answer a PDF");
    bytes = pdf.byteLength;
  }
  times.sort((a, b) => a - b);

  const file = await autocannon({ url: `${server.url}${first.url}`, headers, connections: 10, duration: seconds });
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
  const rate = (result: Result) => (result.requests.total / result.duration).toFixed(0);

  return {
    title: "4. Downloads",
    tables: [
      {
        head: ["measure", "value"],
        rows: [
          ["PDF size, typical worksheet (5 questions + answer key)", `${(bytes / 1024).toFixed(1)} KB`],
          [
            `signed-link fetch incl. render, one client (${SEQUENTIAL_FETCHES} in turn): p50 / p99`,
            `${percentile(times, 50).toFixed(1)} / ${percentile(times, 99).toFixed(1)} ms`,
          ],
          [
            "file endpoint under load (10 connections): req/s, p50 / p99",
            `${rate(file)}, ${file.latency.p50} / ${file.latency.p99} ms`,
          ],
          [
            "POST /api/downloads under load (owned item, fresh keys): req/s, p50 / p99",
            `${rate(api)}, ${api.latency.p50} / ${api.latency.p99} ms`,
          ],
        ],
      },
    ],
    budgets: [],
    notes: [
      `The first download was charged "${first.charged}"; the repeat was "${again.charged}", as were the loaded ones: an owned item costs nothing again.`,
      "The file endpoint renders the PDF on every request (nothing is cached: links are per account and expire in 5 minutes).",
    ],
  };
}
