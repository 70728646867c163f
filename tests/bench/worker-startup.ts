/**
 * Run as a child process by worker-budget.ts: imports a built Worker module once and prints the CPU
 * time this thread spent on it, which is the Worker's module-scope work (parsing, compiling and
 * running every top-level statement of its static imports). `cloudflare:workers` is replaced by an
 * empty `env`: module scope must not need bindings, which are not there at start-up either.
 *
 *   node tests/bench/worker-startup.ts <path to the Worker's main module>
 */
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";

const WORKERS_STUB = `data:text/javascript,${encodeURIComponent("export const env = {}; export const exports = {}; export function waitUntil() {}")}`;

registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === "cloudflare:workers" ? { url: WORKERS_STUB, shortCircuit: true } : nextResolve(specifier, context),
});

const main = process.argv[2];
if (!main) throw new Error("usage: node tests/bench/worker-startup.ts <main module>");
const before = process.threadCpuUsage();
await import(pathToFileURL(main).href);
const { user, system } = process.threadCpuUsage(before);
console.log(JSON.stringify({ cpuMs: (user + system) / 1000 }));
