/**
 * The version of a generated worksheet a URL asks for: `?level=support|core|challenge&seed=<code>`,
 * shared by the page, the JSON API and the download, so each refuses the same bad values the same way.
 */
import { DEFAULT_LEVEL, DEFAULT_SEED, isLevel, LEVELS, type Level } from "./generator";
import { isSeed, seedFrom } from "./random";

export interface Version {
  level: Level;
  seed: string;
}

export type VersionRequest = { ok: true; version: Version; named: boolean } | { ok: false; error: string };

/** Reads `level` and `seed`; either may be left out (the default version's is used). */
export function readVersion(level: string | null | undefined, seed: string | null | undefined): VersionRequest {
  if (level && !isLevel(level)) return { ok: false, error: `level must be one of ${LEVELS.join(", ")}.` };
  if (seed && !isSeed(seed)) return { ok: false, error: "seed must be 1 to 8 lowercase letters or digits." };
  return {
    ok: true,
    version: { level: (level as Level | null) || DEFAULT_LEVEL, seed: seed || DEFAULT_SEED },
    named: Boolean(level || seed),
  };
}

/** "core-1": the version code printed in a sheet's footer and shown on its page. */
export function versionCode({ level, seed }: Version) {
  return `${level}-${seed}`;
}

/** The versions of a class set: one seed per student, made from the set's seed, each printable again on its own. */
export function classSetVersions({ level, seed }: Version, copies: number): Version[] {
  return Array.from({ length: copies }, (_, index) => ({ level, seed: seedFrom(`${seed}|${index + 1}`) }));
}
