/**
 * Vitest global setup for the end-to-end suite: serves the built Worker (run `npm run build` first)
 * with wrangler dev on a free local port, backed by a fresh local D1 with the migrations applied,
 * and a local fake of the Stripe API (tests/support/fake-stripe.ts) standing in for Stripe.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { makeBuiltPages } from "../../scripts/build-pages";
import { startFakeStripe } from "../support/fake-stripe";
import { FAKE_STRIPE_SECRET_KEY, TEST_WEBHOOK_SECRET } from "../support/stripe-keys";

const WRANGLER = join(process.cwd(), "node_modules/wrangler/bin/wrangler.js");

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    stripeApiBase: string;
    /** Where the served Worker's local D1 keeps its SQLite files (tests read the email outbox there). */
    d1StateDir: string;
  }
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Wrangler refuses the machine's older Node, so it runs on the Node that runs the tests. */
function wrangler(args: string[], options: { stdio?: "inherit" | "pipe" } = {}) {
  return spawn(process.execPath, [WRANGLER, ...args], {
    stdio: options.stdio ?? "pipe",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
  });
}

function exited(child: ChildProcess) {
  return new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not become ready:\n${log()}`);
}

/**
 * Serves the built Worker as `npm start` does (wrangler dev on the build, a local D1 with the
 * migrations applied) on a free port, with its own state directory and fake Stripe. The suite's
 * global setup uses one for every e2e file; a test that would disturb shared state starts its own.
 */
export async function startServedWorker({ builtPages = false } = {}) {
  const state = mkdtempSync(join(tmpdir(), "studyshelf-e2e-"));
  const migrate = wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
  if ((await exited(migrate)) !== 0) throw new Error("applying D1 migrations failed");

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The pages the build made name the build's own address; the suite's server makes them again for
  // its address, and a server a test starts for itself renders every page (docs/decisions/0036).
  if (builtPages) await makeBuiltPages({ siteUrl: baseURL });
  // Like Stripe, the fake delivers a signed checkout.session.completed when the customer pays.
  const stripe = await startFakeStripe({ webhook: { url: `${baseURL}/api/stripe/webhook`, secret: TEST_WEBHOOK_SECRET } });
  const vars = [
    // The site's own address is configuration, never the Host header: here, the address the tests use.
    `SITE_URL:${baseURL}`,
    `STRIPE_API_BASE:${stripe.url}`,
    `STRIPE_SECRET_KEY:${FAKE_STRIPE_SECRET_KEY}`,
    `STRIPE_WEBHOOK_SECRET:${TEST_WEBHOOK_SECRET}`,
  ];
  const server = wrangler([
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
    ...vars.flatMap((pair) => ["--var", pair]),
  ]);
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  await waitUntilReady(`${baseURL}/robots.txt`, server, () => output);

  return {
    baseURL,
    stripeApiBase: stripe.url,
    d1StateDir: join(state, "v3", "d1"),
    /** What the server printed so far (its errors included). */
    output: () => output,
    async stop() {
      const done = exited(server);
      server.kill("SIGTERM");
      // workerd lingers a few seconds after SIGTERM; do not leave it holding the port.
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill("SIGKILL");
      await stripe.close();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

export default async function serve(project: TestProject) {
  const served = await startServedWorker({ builtPages: true });
  project.provide("baseURL", served.baseURL);
  project.provide("stripeApiBase", served.stripeApiBase);
  project.provide("d1StateDir", served.d1StateDir);
  return () => served.stop();
}
