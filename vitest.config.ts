/**
 * Three test projects: unit (Node), worker (inside workerd with a real local D1, migrations applied)
 * and e2e (Chromium against the built Worker served by wrangler dev).
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { pdfFonts } from "./app/lib/downloads/fonts/vite-plugin.ts";
import { FAKE_STRIPE_SECRET_KEY, TEST_WEBHOOK_SECRET } from "./tests/support/stripe-keys.ts";

/** The projects `--project` names on the command line; empty when it is not used (every project runs). */
function selectedProjects(argv = process.argv) {
  return argv.flatMap((arg, index) =>
    arg === "--project" ? [argv[index + 1] ?? ""] : arg.startsWith("--project=") ? [arg.slice("--project=".length)] : [],
  );
}

// Vitest reads the config of a project that --project leaves out, and React Router's plugin then
// starts a route-type watcher that nothing closes, holding the process open: add it only when the
// worker project can run.
const selected = selectedProjects();
const workerProjectRuns = selected.length === 0 || selected.some((name) => name === "worker" || name.includes("*"));

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    resolve: { tsconfigPaths: true },
    plugins: [pdfFonts({ catalogueDir: new URL("./catalogue", import.meta.url).pathname })],
    test: {
      // The Worker logs a line per request (tests/worker/request-log.test.ts checks them); keep the output readable.
      onConsoleLog: (log: string) => !log.startsWith('{"level":"info","msg":"request"'),
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["tests/unit/**/*.test.ts"],
            environment: "node",
            // Vitest's default leaves one core idle, so on two cores (CI) the generator property files
            // (tests/unit/generators-*.test.ts, docs/decisions/0035) would run one after another.
            maxWorkers: availableParallelism(),
          },
        },
        {
          extends: true,
          // React Router's plugin gives the Worker its pages, so Worker tests reach every route, not only the API.
          plugins: [
            ...(workerProjectRuns ? reactRouter() : []),
            cloudflareTest(({ inject }) => ({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  // The site's own address, which tests/worker/fetch.ts sends every request to.
                  SITE_URL: "https://studyshelf.test",
                  // The Stripe SDK talks to the local fake started by the global setup.
                  STRIPE_API_BASE: inject("stripeApiBase"),
                  STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
                  STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
                },
                // A second local database that plays a lagging D1 read replica (tests/worker/read-replicas.test.ts).
                d1Databases: { REPLICA: "studyshelf-test-replica" },
                // Test runtime only: Vitest hands workerd each transformed module over a WebSocket, and the
                // bundled catalogue (about 1 MB of JSON) with its source map is over workerd's default 1 MiB
                // message limit when two test files load it at once. The deployed Worker is one bundle and
                // never receives its code this way. wrangler.toml's own flag is repeated: this list replaces it.
                compatibilityFlags: ["nodejs_compat", "increase_websocket_message_size"],
              },
            })),
          ],
          test: {
            name: "worker",
            // After the unit project, keeping Vitest's default workers: projects that share a group must share maxWorkers.
            sequence: { groupOrder: 1 },
            // Pages link their stylesheet by URL (`?url`); left to its default, Vitest empties CSS modules and the link.
            css: { include: [/\.css(\?.*)?$/] },
            include: ["tests/worker/**/*.test.ts"],
            // The 200-way concurrency tests take ~0.5 s alone but several seconds while the e2e project shares the CPU.
            testTimeout: 20_000,
            globalSetup: ["./tests/support/fake-stripe-setup.ts"],
            setupFiles: ["./tests/worker/apply-migrations.ts"],
          },
        },
        {
          extends: true,
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["./tests/e2e/serve.ts"],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
