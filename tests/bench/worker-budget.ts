/**
 * The Worker against the platform's limits (docs/decisions/0018), measured on the build (run `npm
 * run build` first): the compressed upload that `wrangler deploy --dry-run` prepares, and the CPU the
 * Worker's module scope costs at start-up. `npm test` fails past either budget (check-worker.ts);
 * `npm run bench` reports both in its Worker section. The budgets themselves are in budget-figures.ts.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { STARTUP_CPU_BUDGET_MS, UPLOAD_GZIP_BUDGET_BYTES } from "./budget-figures.ts";
import type { Budget, Section } from "./report.ts";
import { ROOT } from "./serve.ts";

const run = promisify(execFile);
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const STARTUP_PROBE = join(ROOT, "tests/bench/worker-startup.ts");

export interface Upload {
  modules: number;
  rawBytes: number;
  /** As wrangler computes "Total Upload ... gzip": every module concatenated, gzipped. */
  gzipBytes: number;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function modulesIn(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(m?js|wasm)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * `wrangler deploy --dry-run` into a fresh directory: it validates the configuration and writes the
 * modules it would upload, without an account or a network. Answers what the upload weighs, and
 * keeps the directory for `startupCpuMs` until `done` is called.
 */
export async function dryRun(env?: string) {
  const outdir = mkdtempSync(join(tmpdir(), "studyshelf-dry-run-"));
  await run(process.execPath, [WRANGLER, "deploy", "--dry-run", "--outdir", outdir, ...(env ? ["--env", env] : [])], {
    cwd: ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_HIDE_BANNER: "true", NO_COLOR: "1" },
  });
  const contents = modulesIn(outdir).map((path) => readFileSync(path));
  const all = Buffer.concat(contents);
  const upload: Upload = { modules: contents.length, rawBytes: all.length, gzipBytes: gzipSync(all).length };
  return { upload, main: join(outdir, "index.js"), done: () => rmSync(outdir, { recursive: true, force: true }) };
}

/** CPU ms of importing the Worker's main module in a fresh Node process, each of `runs` times. */
export async function startupCpuMs(main: string, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const { stdout } = await run(process.execPath, [STARTUP_PROBE, main], { cwd: ROOT });
    times.push((JSON.parse(stdout) as { cpuMs: number }).cpuMs);
  }
  return times;
}

export function workerBudgets(upload: Upload, startupMs: number[]): Budget[] {
  const fastest = Math.min(...startupMs);
  return [
    {
      name: `Worker upload ≤ ${kib(UPLOAD_GZIP_BUDGET_BYTES)} gz (wrangler deploy --dry-run)`,
      measured: kib(upload.gzipBytes),
      pass: upload.gzipBytes <= UPLOAD_GZIP_BUDGET_BYTES,
    },
    {
      name: `module-scope start-up ≤ ${STARTUP_CPU_BUDGET_MS} ms CPU (fastest of ${startupMs.length})`,
      measured: `${fastest.toFixed(1)} ms`,
      pass: fastest <= STARTUP_CPU_BUDGET_MS,
    },
  ];
}

const BENCH_STARTUP_RUNS = 5;

/** Benchmark section 5: the upload and start-up figures with their budgets. */
export async function workerLimits(): Promise<Section> {
  const { upload, done, main } = await dryRun();
  try {
    const startup = await startupCpuMs(main, BENCH_STARTUP_RUNS);
    const sorted = [...startup].sort((a, b) => a - b);
    return {
      title: "6. The Worker against the platform's limits (wrangler deploy --dry-run)",
      tables: [
        {
          head: ["measure", "value", "platform limit"],
          rows: [
            ["modules uploaded", String(upload.modules), ""],
            ["upload raw", kib(upload.rawBytes), "64 MB"],
            ["upload gzipped (what wrangler reports)", kib(upload.gzipBytes), "10 MB paid plan, 3 MB free"],
            [
              `module-scope start-up, Node CPU ms (${BENCH_STARTUP_RUNS} runs: fastest / median / slowest)`,
              `${sorted[0].toFixed(1)} / ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} / ${sorted.at(-1)!.toFixed(1)}`,
              "1 s start-up, on Cloudflare's machines",
            ],
          ],
        },
      ],
      budgets: workerBudgets(upload, startup),
      notes: [
        "Start-up is the CPU time of importing the Worker's main module (every static import's top level) in a fresh Node process: the same V8, measured as this thread's CPU time, which other processes' load moves far less than wall time. `npm test` runs the same check (3 runs).",
      ],
    };
  } finally {
    done();
  }
}
