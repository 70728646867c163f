/**
 * Serves the built Worker (run `npm run build` first) for the benchmark on 127.0.0.1, in one of two
 * ways: Miniflare driven directly from this process (workerd with the build's modules, the static
 * assets and a local D1), or `wrangler dev` as a child process. Both start from a fresh D1 with the
 * migrations applied by wrangler, like tests/e2e/serve.ts.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { makeBuiltPages } from "../../scripts/build-pages.ts";
import { builtWorkerOptions, ROOT } from "../../scripts/built-worker.ts";

export { ROOT };
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");

export interface Server {
  kind: "miniflare" | "wrangler dev";
  url: string;
  /** From the call until the server answered its first request. */
  readyMs: number;
  close(): Promise<void>;
}

function wrangler(args: string[]) {
  return spawn(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT,
    stdio: "pipe",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
  });
}

function exited(child: ChildProcess) {
  return new Promise<number | null>((done) => (child.exitCode !== null ? done(child.exitCode) : child.once("exit", done)));
}

/** A fresh persistence directory with the D1 migrations applied. */
async function migratedState() {
  const state = mkdtempSync(join(tmpdir(), "studyshelf-bench-"));
  const migrate = wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  if ((await exited(migrate)) !== 0) throw new Error("applying D1 migrations failed");
  return state;
}

export function freePort() {
  return new Promise<number>((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

async function firstAnswer(url: string, deadlineMs: number, alive: () => boolean) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error("the server exited before it answered");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
  throw new Error(`no answer from ${url}`);
}

export async function serveWithMiniflare(): Promise<Server> {
  const state = await migratedState();
  const started = performance.now();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The built pages name the site's address: made again for this one (docs/decisions/0036).
  await makeBuiltPages({ siteUrl: url });
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port,
      resourcePersistencePath: join(state, "v3"),
      // The site's own address is configuration (SITE_URL): here, the address the benchmark uses.
      ...builtWorkerOptions({ vars: { SITE_URL: url } }),
    }),
  );
  await miniflare.ready;
  await firstAnswer(`${url}/robots.txt`, 60_000, () => true);
  return {
    kind: "miniflare",
    url,
    readyMs: performance.now() - started,
    async close() {
      await miniflare.dispose();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

export async function serveWithWranglerDev(): Promise<Server> {
  const state = await migratedState();
  const started = performance.now();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await makeBuiltPages({ siteUrl: url });
  const server = wrangler([
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
    "--var",
    `SITE_URL:${url}`,
  ]);
  server.stdout?.resume();
  server.stderr?.resume();
  await firstAnswer(`${url}/robots.txt`, 60_000, () => server.exitCode === null);
  return {
    kind: "wrangler dev",
    url,
    readyMs: performance.now() - started,
    async close() {
      const done = exited(server);
      server.kill("SIGTERM");
      // workerd lingers a few seconds after SIGTERM; do not leave it holding the port.
      await Promise.race([done, new Promise((wait) => setTimeout(wait, 10_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
      rmSync(state, { recursive: true, force: true });
    },
  };
}
