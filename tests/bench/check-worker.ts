/**
 * `npm run check:worker`, part of `npm test` after the build: fails when the Worker outgrows its
 * upload or start-up budget (worker-budget.ts, docs/decisions/0018). Nothing is deployed.
 */
import { dryRun, kib, startupCpuMs, workerBudgets } from "./worker-budget.ts";

const STARTUP_RUNS = 3;

const { upload, main, done } = await dryRun();
try {
  const startup = await startupCpuMs(main, STARTUP_RUNS);
  const budgets = workerBudgets(upload, startup);
  console.log(
    `Worker: ${upload.modules} modules, ${kib(upload.rawBytes)} raw, ${kib(upload.gzipBytes)} gzipped; ` +
      `module-scope start-up ${startup.map((ms) => ms.toFixed(1)).join(" / ")} ms CPU`,
  );
  for (const { name, measured, pass } of budgets) console.log(`  ${pass ? "PASS" : "FAIL"}  ${name}: ${measured}`);
  if (budgets.some(({ pass }) => !pass)) {
    console.error("The Worker is over budget: see docs/decisions/0018 for what the budgets protect and how to get back under.");
    process.exitCode = 1;
  }
} finally {
  done();
}
