/**
 * `npm run deploy` (production) and `npm run deploy:staging`: from a checkout to the environment
 * running it, in one command (docs/deploy.md). In order, stopping at the first failure:
 *   1. refuses while wrangler.toml still holds the environment's placeholder D1 id or address;
 *   2. builds the app for the environment (CLOUDFLARE_ENV picks its bindings and vars);
 *   3. prints the D1 Time Travel bookmark to restore if this deploy's migrations must be undone;
 *   4. applies the remote D1 migrations (new migrations must keep the running Worker working);
 *   5. deploys the Worker with `wrangler deploy`.
 * Never run by `npm test` or CI: it changes what visitors get.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { deployBlockers, readEnvironment } from "./wrangler-config.ts";

const ENVIRONMENTS = ["staging", "production"];
const ROOT = resolve(import.meta.dirname, "..");

const environment = process.argv[2] ?? "";
if (!ENVIRONMENTS.includes(environment)) {
  console.error(`usage: node scripts/deploy.ts ${ENVIRONMENTS.join(" | ")}`);
  process.exit(2);
}

function step(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}: ${command} ${args.join(" ")}`);
  const { status } = spawnSync(command, args, {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, CLOUDFLARE_ENV: environment },
  });
  if (status !== 0) {
    console.error(`\n✖ ${title} failed; nothing after it ran.`);
    process.exit(status ?? 1);
  }
}

const problems = deployBlockers(readEnvironment(environment), environment);
if (problems.length > 0) {
  console.error(`wrangler.toml is not ready for ${environment}:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  process.exit(1);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const wrangler = [resolve(ROOT, "node_modules/wrangler/bin/wrangler.js")];
step(`Build for ${environment}`, npm, ["run", "build"]);
step(
  "D1 bookmark before the migrations (to undo them: wrangler d1 time-travel restore DB --env " +
    `${environment} --bookmark=<bookmark>)`,
  process.execPath,
  [...wrangler, "d1", "time-travel", "info", "DB", "--env", environment],
);
step("Apply the D1 migrations", process.execPath, [
  ...wrangler,
  "d1",
  "migrations",
  "apply",
  "DB",
  "--remote",
  "--env",
  environment,
]);
step("Deploy the Worker", process.execPath, [...wrangler, "deploy", "--env", environment]);
console.log(
  `\n✔ ${environment} is running this build. Roll back with \`npx wrangler rollback --env ${environment}\` (docs/deploy.md).`,
);
