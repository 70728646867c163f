/**
 * The Worker's budgets, in one place: `npm run check:worker` (part of `npm test`) and `npm run
 * bench` enforce them (worker-budget.ts), and tests/unit/docs.test.ts checks that README.md,
 * docs/deploy.md, docs/performance.md and docs/decisions/0018 state these same figures.
 */

/**
 * Cloudflare's limit for a Worker on the paid plan is 10 MB compressed (3 MB on the free plan). The
 * budget is a fifth of it: the bundled catalogue and the PDF fonts grow with the library.
 */
export const UPLOAD_GZIP_BUDGET_MIB = 2;
export const UPLOAD_GZIP_BUDGET_BYTES = UPLOAD_GZIP_BUDGET_MIB * 1024 * 1024;
/**
 * Cloudflare refuses a Worker whose start-up takes over 1 s on its machines. The budget is CPU time
 * of this machine's Node (same V8) importing the Worker, the fastest of a few runs: a quarter of the
 * platform's limit. Compiling the bundle is most of it (docs/decisions/0018).
 */
export const STARTUP_CPU_BUDGET_MS = 250;
