/**
 * The built Worker (`react-router build` writes it to build/server) as Miniflare options: its
 * modules, static assets and bindings, read from the config the build wrote, so the page-making step
 * (scripts/build-pages.ts), the benchmark and the tests run exactly what `wrangler deploy` uploads.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");
const SERVER_DIR = join(ROOT, "build/server");

interface BuiltConfig {
  name: string;
  main: string;
  compatibility_date: string;
  compatibility_flags: string[];
  vars: Record<string, string>;
  assets: { directory: string; binding: string; run_worker_first: string[] };
  d1_databases: { binding: string; database_id: string }[];
}

export function builtConfig(): BuiltConfig {
  return JSON.parse(readFileSync(join(SERVER_DIR, "wrangler.json"), "utf8")) as BuiltConfig;
}

/**
 * Options for `new Miniflare(convertV4MiniflareOptions(…))`. `vars` override the build's (SITE_URL for
 * a server on another address); `assetsDirectory` replaces the static assets (none of the built pages
 * when a test wants every page rendered).
 */
export function builtWorkerOptions({
  vars = {},
  assetsDirectory,
}: { vars?: Record<string, string>; assetsDirectory?: string } = {}) {
  const config = builtConfig();
  const modules = [
    join(SERVER_DIR, config.main),
    ...readdirSync(join(SERVER_DIR, "assets"))
      .filter((name) => name.endsWith(".js"))
      .map((name) => join(SERVER_DIR, "assets", name)),
  ];
  return {
    name: config.name,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    modulesRoot: SERVER_DIR,
    modules: modules.map((path) => ({ type: "ESModule" as const, path })),
    assets: {
      directory: assetsDirectory ?? resolve(SERVER_DIR, config.assets.directory),
      binding: config.assets.binding,
      routerConfig: { has_user_worker: true, static_routing: { user_worker: config.assets.run_worker_first } },
      assetConfig: { has_static_routing: true },
    },
    bindings: { ...config.vars, ...vars },
    // Warnings and errors only: the Worker's request log is a line per request.
    handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
      if (level === "error" || level === "warn") console.error(message);
    },
    d1Databases: Object.fromEntries(config.d1_databases.map((db) => [db.binding, db.database_id])),
  };
}
