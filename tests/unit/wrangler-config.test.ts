/**
 * wrangler.toml, read by wrangler itself: local development needs no account, the two deployed
 * environments are apart, and observability is on everywhere without personal data (docs/deploy.md,
 * docs/decisions/0018).
 */
import { describe, expect, test } from "vitest";
import { deployBlockers, readEnvironment, type EnvironmentConfig } from "../../scripts/wrangler-config.ts";

const DEPLOYED = ["staging", "production"];

function database(config: EnvironmentConfig) {
  return config.d1_databases.find(({ binding }) => binding === "DB");
}

describe("environments", () => {
  test("local development (npm start, the tests) uses the embedded D1 and localhost: no account, no keys", () => {
    const local = readEnvironment();
    expect(database(local)).toMatchObject({ database_id: "00000000-0000-0000-0000-000000000000", migrations_dir: "migrations" });
    expect(local.vars).toEqual({ SITE_URL: "http://localhost:8787" });
  });

  test("staging and production are separate Workers with their own D1 database and https address", () => {
    const [staging, production] = DEPLOYED.map((env) => readEnvironment(env));
    for (const config of [staging, production]) {
      expect(database(config)).toMatchObject({ migrations_dir: "migrations" });
      expect(new URL(String(config.vars.SITE_URL)).protocol).toBe("https:");
    }
    expect(staging.name).not.toBe(production.name);
    expect(database(staging)?.database_name).not.toBe(database(production)?.database_name);
    expect(database(staging)?.database_id).not.toBe(database(production)?.database_id);
    expect(staging.vars.SITE_URL).not.toBe(production.vars.SITE_URL);
  });

  test.each(["", ...DEPLOYED])("logs and traces are on, invocation logs and query strings off (%s)", (env) => {
    expect(readEnvironment(env || undefined).observability).toMatchObject({
      enabled: true,
      redact_query_string: true,
      logs: { enabled: true, invocation_logs: false },
      traces: { enabled: true },
    });
  });
});

describe("the deploy script refuses an environment that is not filled in", () => {
  const ready: EnvironmentConfig = {
    name: "studyshelf-production",
    d1_databases: [
      { binding: "DB", database_name: "studyshelf-production", database_id: "3f2a9c1e-7b4d-4e8a-9c0f-2d6b8e1a5c73" },
    ],
    vars: { SITE_URL: "https://studyshelf.org" },
  };

  test("a real D1 id and https address pass", () => {
    expect(deployBlockers(ready, "production")).toEqual([]);
  });

  test.each([
    ["the placeholder D1 id", { d1_databases: [{ binding: "DB", database_id: "REPLACE-WITH-PRODUCTION-D1-ID" }] }, /database_id/],
    [
      "the local D1 id",
      { d1_databases: [{ binding: "DB", database_id: "00000000-0000-0000-0000-000000000000" }] },
      /database_id/,
    ],
    ["the placeholder address", { vars: { SITE_URL: "https://studyshelf.example" } }, /SITE_URL/],
    ["a plain http address", { vars: { SITE_URL: "http://studyshelf.org" } }, /SITE_URL/],
  ])("%s is refused", (_, change, problem) => {
    expect(deployBlockers({ ...ready, ...change }, "production")).toEqual([expect.stringMatching(problem)]);
  });
});
