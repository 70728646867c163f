/**
 * wrangler.toml as wrangler itself reads it for one environment (its own parser and validation),
 * narrowed to what the deploy script and the tests check. Wrangler's published types name a package
 * it does not install, so the fields read here are declared here.
 */
import { resolve } from "node:path";
import { unstable_readConfig } from "wrangler";

export interface EnvironmentConfig {
  name: string;
  d1_databases: { binding: string; database_name?: string; database_id?: string; migrations_dir?: string }[];
  vars: Record<string, unknown>;
  observability?: {
    enabled?: boolean;
    redact_query_string?: boolean;
    logs?: { enabled?: boolean; invocation_logs?: boolean };
    traces?: { enabled?: boolean };
  };
}

export const WRANGLER_TOML = resolve(import.meta.dirname, "../wrangler.toml");

/** The configuration for `env` ("staging", "production"), or the top level (local development) when undefined. */
export function readEnvironment(env?: string): EnvironmentConfig {
  return unstable_readConfig({ config: WRANGLER_TOML, env }) as unknown as EnvironmentConfig;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What must still be filled in before the environment can be deployed (docs/deploy.md, steps 3 and 6). */
export function deployBlockers(config: EnvironmentConfig, env: string) {
  const blockers: string[] = [];
  const database = config.d1_databases.find(({ binding }) => binding === "DB");
  if (!database?.database_id || !UUID.test(database.database_id) || /^[0-]+$/.test(database.database_id))
    blockers.push(
      `[[env.${env}.d1_databases]] database_id: put the id \`wrangler d1 create ${database?.database_name}\` printed`,
    );
  const siteUrl = config.vars.SITE_URL;
  const url = typeof siteUrl === "string" && URL.canParse(siteUrl) ? new URL(siteUrl) : null;
  if (!url || url.protocol !== "https:" || url.hostname.endsWith(".example"))
    blockers.push(`[env.${env}.vars] SITE_URL: put the site's https address (its custom domain or workers.dev address)`);
  return blockers;
}
