/**
 * Short-lived signed download links: HMAC-SHA256 over a canonical, versioned encoding of the item,
 * the paper size, the session that paid and the expiry, checked with crypto.subtle.verify.
 *
 * Canonical encoding v4 (v1 had no paper, v2 named the account and ledger row instead of the
 * session, v3 had no version of a generated worksheet and no class-set size; their links lived 5
 * minutes and are no longer accepted): the fields in a fixed order, each
 * as `<UTF-8 byte length>:<value>;`, after a purpose label. Length prefixes make it unambiguous:
 * moving characters from one field to its neighbour changes the signed bytes. The session is its id,
 * the SHA-256 of the cookie's token (app/lib/accounts/session.server.ts): the file endpoint hashes
 * the visitor's cookie and compares, so it needs no D1 read (docs/decisions/0022). The key is the
 * `DOWNLOAD_SIGNING_SECRET` Worker secret, or a random secret generated once and kept in D1 when
 * none is configured (docs/decisions/0006).
 */
import { env } from "cloudflare:workers";
import type { Database } from "../database.server";
import { PAPERS } from "./paper";
import { MAX_CLASS_SET, type Printable } from "./printable";
import { readVersion, versionCode } from "../generators/version";
import { fromBase64url, randomToken, toBase64url, utf8 } from "../encoding";

export const LINK_VERSION = "4";
export const LINK_LIFETIME_SECONDS = 5 * 60;
const PURPOSE = "studyshelf-download";
const LOCAL_SECRET_NAME = "download-signing";

export interface LinkClaims extends Printable {
  /** The id of the session that paid: only a request carrying that session's cookie may use the link. */
  sessionId: string;
  /** Unix seconds. */
  expires: number;
}

export function canonicalEncoding(version: string, { item, paper, version: sheet, copies, sessionId, expires }: LinkClaims) {
  const fields = [
    PURPOSE,
    version,
    item.kind,
    String(item.id),
    paper,
    sheet ? versionCode(sheet) : "",
    String(copies),
    sessionId,
    String(expires),
  ];
  return utf8(fields.map((field) => `${utf8(field).length}:${field};`).join(""));
}

/** Decodes a 32-byte signature; only the canonical spelling, so no two link texts share a signature. */
function decodeSignature(text: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const bytes = fromBase64url(text);
  // The last of 43 characters carries 2 unused bits; a different value there is a different text.
  return toBase64url(bytes) === text ? bytes : null;
}

const keys = new Map<string, Promise<CryptoKey>>();

function importKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", utf8(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

// This isolate's copy of the database's generated secret: it never changes once stored.
let stored: Promise<string> | undefined;

/** The `DOWNLOAD_SIGNING_SECRET` Worker secret when configured (see .dev.vars.example). */
function configuredSecret() {
  const value = (env as { DOWNLOAD_SIGNING_SECRET?: unknown }).DOWNLOAD_SIGNING_SECRET;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/** The configured secret, else this database's generated one (created on first use, kept forever). */
export function signingSecret(db: Database, configured = configuredSecret()) {
  if (configured) return Promise.resolve(configured);
  stored ??= generatedSecret(db).catch((error: unknown) => {
    stored = undefined;
    throw error;
  });
  return stored;
}

async function generatedSecret(db: Database) {
  const generated = randomToken();
  const [, row] = await db.batch<{ value: string }>([
    db
      .prepare("INSERT INTO app_secrets (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING")
      .bind(LOCAL_SECRET_NAME, generated, new Date().toISOString()),
    db.prepare("SELECT value FROM app_secrets WHERE name = ?").bind(LOCAL_SECRET_NAME),
  ]);
  return row.results[0].value;
}

/** The path and query of a link for these claims. */
export async function signLink(secret: string, claims: LinkClaims) {
  const signature = await crypto.subtle.sign("HMAC", await importKey(secret), canonicalEncoding(LINK_VERSION, claims));
  const query = new URLSearchParams({
    v: LINK_VERSION,
    paper: claims.paper,
    ...(claims.version ? { level: claims.version.level, seed: claims.version.seed } : {}),
    ...(claims.copies > 1 ? { copies: String(claims.copies) } : {}),
    session: claims.sessionId,
    expires: String(claims.expires),
    sig: toBase64url(new Uint8Array(signature)),
  });
  return `/api/files/${claims.item.kind}/${claims.item.id}?${query}`;
}

export type LinkCheck = { ok: true; claims: LinkClaims } | { ok: false; error: "tampered" | "expired" };

const TAMPERED: LinkCheck = { ok: false, error: "tampered" };
/** A session id as `sha256Hex` spells it. */
const SESSION_ID_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Checks a link's signature first, then its expiry: a forged expiry is tampered, a genuine old link expired.
 * `kind` and `id` are the path segments, `query` the link's search parameters.
 */
export async function verifyLink(
  secret: string,
  kind: string,
  id: string,
  query: URLSearchParams,
  now = Date.now(),
): Promise<LinkCheck> {
  const version = query.get("v");
  const paper = PAPERS.find((name) => name === query.get("paper"));
  const sessionId = query.get("session");
  const expiresText = query.get("expires");
  const signature = decodeSignature(query.get("sig") ?? "");
  if (version !== LINK_VERSION || !paper || !sessionId || !expiresText || !signature) return TAMPERED;
  if ((kind !== "worksheet" && kind !== "quiz") || !/^\d{1,9}$/.test(id) || !/^\d{1,12}$/.test(expiresText)) return TAMPERED;
  if (!SESSION_ID_PATTERN.test(sessionId)) return TAMPERED;
  const [level, seed, copiesText] = [query.get("level"), query.get("seed"), query.get("copies") ?? "1"];
  const sheet = readVersion(level, seed);
  if (!sheet.ok || Boolean(level) !== Boolean(seed) || !/^[1-9]\d?$/.test(copiesText) || Number(copiesText) > MAX_CLASS_SET)
    return TAMPERED;
  const claims: LinkClaims = {
    item: { kind, id: Number(id) },
    paper,
    version: sheet.named ? sheet.version : null,
    copies: Number(copiesText),
    sessionId,
    expires: Number(expiresText),
  };
  // Re-encoding from parsed numbers would accept "007" for "7"; the digits checked above are the ones signed.
  if (String(claims.item.id) !== id || String(claims.expires) !== expiresText) return TAMPERED;
  const valid = await crypto.subtle.verify("HMAC", await importKey(secret), signature, canonicalEncoding(version, claims));
  if (!valid) return TAMPERED;
  if (claims.expires * 1000 <= now) return { ok: false, error: "expired" };
  return { ok: true, claims };
}
