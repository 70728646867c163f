/**
 * `npm run bench`: measures the built app on this machine and prints a table per section plus the
 * budgets with PASS/FAIL. A benchmark, not a test: figures vary with the machine and its load, so
 * compare ratios. Options: --seconds=N of load per endpoint (default 6), --only=server,search,
 * browser,downloads,lighthouse,worker, --lighthouse-runs=N per page (default 3), --markdown=FILE to also
 * write the report as Markdown (for docs/performance.md).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { join } from "node:path";
import { browserCost } from "./browser-cost.ts";
import { downloads } from "./downloads.ts";
import { lighthouseScores } from "./lighthouse.ts";
import { render, type Section } from "./report.ts";
import { compareServers, serverThroughput } from "./server-throughput.ts";
import { ROOT, serveWithMiniflare, serveWithWranglerDev } from "./serve.ts";
import { workerLimits } from "./worker-budget.ts";

const SECTIONS = ["server", "search", "browser", "downloads", "lighthouse", "worker"] as const;

function option(name: string) {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
}

const seconds = Number(option("seconds") ?? 6);
const lighthouseRuns = Number(option("lighthouse-runs") ?? 3);
const only = new Set(option("only")?.split(",") ?? SECTIONS);
const markdownFile = option("markdown");

function machine(): Section {
  const version = (path: string) =>
    JSON.parse(readFileSync(join(ROOT, "node_modules", path, "package.json"), "utf8")).version as string;
  const lscpu = (() => {
    try {
      return execFileSync("lscpu", { encoding: "utf8" });
    } catch {
      return "";
    }
  })();
  const field = (name: string) => lscpu.match(new RegExp(`^${name}:\\s*(.+)$`, "m"))?.[1] ?? "?";
  return {
    title: "Machine",
    tables: [
      {
        head: ["what", "value"],
        rows: [
          [
            "CPU",
            `${cpus()[0]?.model ?? field("Model name")} (${field("Hypervisor vendor")} guest), ${availableParallelism()} cores (nproc)`,
          ],
          ["memory", `${(totalmem() / 2 ** 30).toFixed(1)} GiB`],
          [
            "load average at start (1/5/15 min)",
            loadavg()
              .map((value) => value.toFixed(2))
              .join(" / "),
          ],
          [
            "runtime",
            `Node ${process.version}, workerd ${version("workerd")}, miniflare ${version("miniflare")}, wrangler ${version("wrangler")}, autocannon ${version("autocannon")}`,
          ],
        ],
      },
    ],
    budgets: [],
    notes: [
      "The load generator, workerd and anything else running share these cores: figures are noisy, ratios are what to compare.",
    ],
  };
}

const sections: Section[] = [machine()];
const step = (name: string) => console.error(`bench: ${name}…`);

if (only.has("server") || only.has("browser") || only.has("downloads") || only.has("lighthouse")) {
  let comparison: Awaited<ReturnType<typeof compareServers>> | undefined;
  if (only.has("server")) {
    step("comparing Miniflare with wrangler dev");
    comparison = await compareServers(Math.max(2, Math.round(seconds / 2)));
  }
  const server = comparison?.fastest === "wrangler dev" ? await serveWithWranglerDev() : await serveWithMiniflare();
  try {
    const started = performance.now();
    await (await fetch(`${server.url}/`)).text();
    const firstPageMs = performance.now() - started;
    if (comparison) {
      step(`loading each endpoint for ${seconds} s`);
      sections.push(await serverThroughput(server, seconds, comparison));
    }
    if (only.has("downloads")) {
      step("downloading PDFs");
      sections.push(await downloads(server, seconds));
    }
    if (only.has("browser")) {
      step("weighing pages and the Worker bundle");
      sections.push(await browserCost(server, { readyMs: server.readyMs, firstPageMs }));
    }
    if (only.has("lighthouse")) {
      step(`running Lighthouse ${lighthouseRuns} times on each page`);
      sections.push(await lighthouseScores(server, lighthouseRuns));
    }
  } finally {
    await server.close();
  }
}
if (only.has("worker")) {
  step("weighing the Worker's upload and timing its start-up");
  sections.push(await workerLimits());
}
if (only.has("search")) {
  step("timing search on the real and synthetic catalogues, in Node and workerd");
  // Loaded only for this section: it imports the app's search module, which the other sections do not need.
  const { searchCost } = await import("./search-cost.ts");
  sections.push(await searchCost());
}

sections[0].tables[0].rows.push([
  "load average at end",
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / "),
]);
// Sections run in the order that keeps the server's load apart from the search timing; print them by number.
const [machineSection, ...measured] = sections;
const ordered = [machineSection, ...measured.sort((a, b) => a.title.localeCompare(b.title))];
console.log(render(ordered, "text"));
if (markdownFile) {
  writeFileSync(markdownFile, render(ordered, "markdown"));
  console.error(`bench: wrote ${markdownFile}`);
}
const failed = sections.flatMap(({ budgets }) => budgets).filter(({ pass }) => pass === false);
console.log(failed.length === 0 ? "\nAll budgets met." : `\n${failed.length} budget(s) missed: see docs/performance.md for why.`);
