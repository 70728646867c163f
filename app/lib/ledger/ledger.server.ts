/**
 * The credit ledger: the only place free downloads, credits and owned items change. Every change is
 * one append-only row whose primary key is its idempotency key; balances are the sums of an
 * account's rows. Each check-and-write is one SQL statement inside one D1 batch, so concurrent
 * requests cannot overspend (docs/decisions/0004).
 */
import type { ItemKind, ItemRef } from "../catalogue/item-ref";
import type { Database } from "../database.server";
import { FREE_DOWNLOADS_AT_START } from "./allowance";

export interface Balance {
  freeDownloadsRemaining: number;
  credits: number;
}

export type LedgerKind = "free-grant" | "download" | "purchase" | "refund" | "merge-out" | "merge-in";

export interface LedgerEntry {
  key: string;
  kind: LedgerKind;
  deltaFree: number;
  deltaCredits: number;
  item: ItemRef | null;
  meta: Record<string, unknown>;
  createdAt: string;
}

/** The balance of the account bound to `param`: the sums of its ledger rows. */
function balanceSql(param = "?") {
  return `SELECT COALESCE(SUM(delta_free), 0) AS free, COALESCE(SUM(delta_credits), 0) AS credits FROM ledger WHERE account_id = ${param}`;
}

function now() {
  return new Date().toISOString();
}

function toBalance(row: { free: number; credits: number } | null | undefined): Balance {
  return { freeDownloadsRemaining: row?.free ?? 0, credits: row?.credits ?? 0 };
}

/** The statement that gives a new account its free allowance; run it in the caller's batch. */
export function freeGrantStatement(db: Database, accountId: string, at = now()) {
  return db
    .prepare("INSERT INTO ledger (key, account_id, kind, delta_free, created_at) VALUES (?, ?, 'free-grant', ?, ?)")
    .bind(`free-grant:${accountId}`, accountId, FREE_DOWNLOADS_AT_START, at);
}

export async function getBalance(db: Database, accountId: string): Promise<Balance> {
  return toBalance(await db.prepare(balanceSql()).bind(accountId).first<{ free: number; credits: number }>());
}

export async function getOwned(db: Database, accountId: string): Promise<ItemRef[]> {
  const { results } = await db
    .prepare(
      "SELECT item_kind AS kind, item_id AS id FROM entitlements WHERE account_id = ? ORDER BY created_at DESC, item_kind, item_id",
    )
    .bind(accountId)
    .all<ItemRef>();
  return results;
}

export async function getHistory(db: Database, accountId: string, limit = 100): Promise<LedgerEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT key, kind, delta_free, delta_credits, item_kind, item_id, meta, created_at FROM ledger
       WHERE account_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ?`,
    )
    .bind(accountId, limit)
    .all<LedgerRow>();
  return results.map(toEntry);
}

/** Every ledger row of an account, oldest first (for the owner's data download). */
export async function getAllHistory(db: Database, accountId: string): Promise<LedgerEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT key, kind, delta_free, delta_credits, item_kind, item_id, meta, created_at FROM ledger
       WHERE account_id = ? ORDER BY created_at, rowid`,
    )
    .bind(accountId)
    .all<LedgerRow>();
  return results.map(toEntry);
}

interface LedgerRow {
  key: string;
  kind: LedgerKind;
  delta_free: number;
  delta_credits: number;
  item_kind: ItemKind | null;
  item_id: number | null;
  meta: string;
  created_at: string;
}

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    key: row.key,
    kind: row.kind,
    deltaFree: row.delta_free,
    deltaCredits: row.delta_credits,
    item: row.item_kind === null || row.item_id === null ? null : { kind: row.item_kind, id: row.item_id },
    meta: JSON.parse(row.meta) as Record<string, unknown>,
    createdAt: row.created_at,
  };
}

export type DownloadOutcome =
  | { ok: true; charged: "free" | "credit" | "owned"; balance: Balance }
  | { ok: false; error: "no_downloads_left"; balance: Balance }
  | { ok: false; error: "key_reused" };

/**
 * Pays for one download of an item: a free download if one remains, else a credit, else nothing;
 * nothing either while refunds have left the credits below zero. An owned item costs nothing.
 * `requestKey` is the client's Idempotency-Key: the same key again answers the first outcome
 * without charging twice.
 */
export async function spendDownload(
  db: Database,
  { accountId, requestKey, item }: { accountId: string; requestKey: string; item: ItemRef },
): Promise<DownloadOutcome> {
  const key = `download:${accountId}:${requestKey}`;
  const at = now();
  const [, , written, owned, balance] = await db.batch([
    // The check (something left, not already owned) and the write are this one statement.
    db
      .prepare(
        `INSERT INTO ledger (key, account_id, kind, delta_free, delta_credits, item_kind, item_id, created_at)
         SELECT ?1, ?2, 'download',
                CASE WHEN b.free > 0 THEN -1 ELSE 0 END,
                CASE WHEN b.free > 0 THEN 0 ELSE -1 END,
                ?3, ?4, ?5
         FROM (${balanceSql("?2")}) AS b
         WHERE (b.free > 0 OR b.credits > 0) AND b.credits >= 0
           AND NOT EXISTS (SELECT 1 FROM entitlements WHERE account_id = ?2 AND item_kind = ?3 AND item_id = ?4)
         ON CONFLICT (key) DO NOTHING`,
      )
      .bind(key, accountId, item.kind, item.id, at),
    db
      .prepare(
        `INSERT INTO entitlements (account_id, item_kind, item_id, ledger_key, created_at)
         SELECT account_id, item_kind, item_id, key, created_at FROM ledger WHERE key = ?1
         ON CONFLICT DO NOTHING`,
      )
      .bind(key),
    db.prepare("SELECT delta_free, delta_credits, item_kind, item_id FROM ledger WHERE key = ?").bind(key),
    db
      .prepare("SELECT ledger_key FROM entitlements WHERE account_id = ? AND item_kind = ? AND item_id = ?")
      .bind(accountId, item.kind, item.id),
    db.prepare(balanceSql()).bind(accountId),
  ]);
  const row = (written.results as Pick<LedgerRow, "delta_free" | "delta_credits" | "item_kind" | "item_id">[])[0];
  const entitlement = (owned.results as { ledger_key: string }[])[0];
  const current = toBalance((balance.results as { free: number; credits: number }[])[0]);
  if (row) {
    if (row.item_kind !== item.kind || row.item_id !== item.id) return { ok: false, error: "key_reused" };
    return { ok: true, charged: row.delta_free < 0 ? "free" : "credit", balance: current };
  }
  if (entitlement) return { ok: true, charged: "owned", balance: current };
  return { ok: false, error: "no_downloads_left", balance: current };
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

function checkGrant({ key, credits }: { key: string; credits: number }, prefix: string) {
  if (!key.startsWith(prefix) || !KEY_PATTERN.test(key)) throw new RangeError(`ledger key must look like "${prefix}<id>"`);
  if (!Number.isSafeInteger(credits) || credits <= 0) throw new RangeError("credits must be a positive integer");
}

export interface GrantResult {
  /** False when a row with this key already existed: nothing was changed. */
  applied: boolean;
  /** The credits the row with this key moved (for a reversal, possibly fewer than asked). */
  credits: number;
  balance: Balance;
}

/** Adds credits once per key (`purchase:{checkout-session}`): the same key twice writes one row. */
export async function grantCredits(
  db: Database,
  { key, accountId, credits, meta = {} }: { key: string; accountId: string; credits: number; meta?: Record<string, unknown> },
): Promise<GrantResult> {
  checkGrant({ key, credits }, "purchase:");
  const [inserted, row, balance] = await db.batch([
    db
      .prepare(
        `INSERT INTO ledger (key, account_id, kind, delta_credits, meta, created_at) VALUES (?, ?, 'purchase', ?, ?, ?)
         ON CONFLICT (key) DO NOTHING`,
      )
      .bind(key, accountId, credits, JSON.stringify(meta), now()),
    db.prepare("SELECT delta_credits FROM ledger WHERE key = ?").bind(key),
    db.prepare(balanceSql()).bind(accountId),
  ]);
  return grantResult(inserted, row, balance);
}

/**
 * Takes credits back once per key (`refund:{refund-id}`). The whole share is taken even when some
 * was already spent: the balance may go below zero, which blocks downloads until it is positive
 * again (docs/decisions/0008).
 */
export async function reverseCredits(
  db: Database,
  { key, accountId, credits, meta = {} }: { key: string; accountId: string; credits: number; meta?: Record<string, unknown> },
): Promise<GrantResult> {
  checkGrant({ key, credits }, "refund:");
  const [inserted, row, balance] = await db.batch([
    db
      .prepare(
        `INSERT INTO ledger (key, account_id, kind, delta_credits, meta, created_at)
         VALUES (?1, ?2, 'refund', -?3, ?4, ?5)
         ON CONFLICT (key) DO NOTHING`,
      )
      .bind(key, accountId, credits, JSON.stringify(meta), now()),
    db.prepare("SELECT -delta_credits AS delta_credits FROM ledger WHERE key = ?").bind(key),
    db.prepare(balanceSql()).bind(accountId),
  ]);
  return grantResult(inserted, row, balance);
}

function grantResult(inserted: D1Result, row: D1Result, balance: D1Result): GrantResult {
  return {
    applied: inserted.meta.changes > 0,
    credits: (row.results as { delta_credits: number }[])[0]?.delta_credits ?? 0,
    balance: toBalance((balance.results as { free: number; credits: number }[])[0]),
  };
}

/**
 * Logging in from an anonymous account: the items it paid for with credits, and any credits, move to
 * the account logged in to; its free downloads and unused free allowance stay behind, so throwaway
 * sessions cannot fill a real account with free items (docs/decisions/0014). Keyed by the anonymous
 * account, so it happens once however often it is asked for.
 */
export function mergeStatements(db: Database, { from, into }: { from: string; into: string }) {
  const at = now();
  return [
    db
      .prepare(
        `INSERT INTO ledger (key, account_id, kind, delta_free, delta_credits, meta, created_at)
         SELECT 'merge-out:' || ?1, ?1, 'merge-out', -b.free, -b.credits, json_object('into', ?2), ?3
         FROM (${balanceSql("?1")}) AS b WHERE true
         ON CONFLICT (key) DO NOTHING`,
      )
      .bind(from, into, at),
    db
      .prepare(
        `INSERT INTO ledger (key, account_id, kind, delta_credits, meta, created_at)
         SELECT 'merge-in:' || ?1, ?2, 'merge-in', -delta_credits, json_object('from', ?1), ?3
         FROM ledger WHERE key = 'merge-out:' || ?1 AND json_extract(meta, '$.into') = ?2
         ON CONFLICT (key) DO NOTHING`,
      )
      .bind(from, into, at),
    db
      .prepare(
        `INSERT INTO entitlements (account_id, item_kind, item_id, ledger_key, created_at)
         SELECT ?2, e.item_kind, e.item_id, 'merge-in:' || ?1, ?3 FROM entitlements e
         JOIN ledger paid ON paid.key = e.ledger_key AND paid.kind = 'download' AND paid.delta_credits < 0
         WHERE e.account_id = ?1 AND EXISTS (SELECT 1 FROM ledger WHERE key = 'merge-in:' || ?1 AND account_id = ?2)
         ON CONFLICT DO NOTHING`,
      )
      .bind(from, into, at),
  ];
}
