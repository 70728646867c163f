/**
 * A paid download from request to signed link: pays through the ledger (creating the visitor's
 * anonymous account on first need) and signs a link to the file on the chosen paper (paying once
 * covers every paper size), bound to the visitor's session. The JSON API and any page use
 * this one path; callers validate the request first.
 */
import { getOrCreateSession, getSession } from "../accounts/session.server";
import { getItem } from "../catalogue/catalogue.server";
import type { ItemRef } from "../catalogue/item-ref";
import type { Database } from "../database.server";
import { getOwned, spendDownload, type Balance } from "../ledger/ledger.server";
import type { Paper } from "./paper";
import { LINK_LIFETIME_SECONDS, signingSecret, signLink } from "./signed-link.server";

export type DownloadOutcome = (
  | { ok: true; url: string; expiresAt: string; charged: "free" | "credit" | "owned"; balance: Balance }
  | { ok: false; error: "unknown_item" | "no_downloads_left" | "key_reused" }
  | { ok: false; error: "too_many_new_accounts"; retryAfterSeconds: number }
) & {
  /** Set when an anonymous account and session were just created: must reach the browser. */
  setCookie?: string;
};

/** What a visitor is told when their network started too many new visitor accounts (docs/decisions/0014). */
export const TOO_MANY_NEW_ACCOUNTS =
  "Too many new visitors from your network in a short time, so a new free allowance cannot start right now. Please try again later, or log in.";

export async function requestDownload(
  db: Database,
  request: Request,
  { item, paper, idempotencyKey }: { item: ItemRef; paper: Paper; idempotencyKey: string },
): Promise<DownloadOutcome> {
  if (!getItem(item.kind, item.id)) return { ok: false, error: "unknown_item" };
  const visitor = await getOrCreateSession(db, request);
  if (!visitor.ok) return visitor;
  const { session, setCookie } = visitor;
  const outcome = await spendDownload(db, { accountId: session.accountId, requestKey: idempotencyKey, item });
  if (!outcome.ok) return { ok: false, error: outcome.error, setCookie };
  // The ledger has just checked that this session's account owns the item; the link carries the session, not a re-check.
  const { url, expires } = await linkFor(db, { item, paper, sessionId: session.id });
  return {
    ok: true,
    url,
    expiresAt: new Date(expires * 1000).toISOString(),
    charged: outcome.charged,
    balance: outcome.balance,
    setCookie,
  };
}

async function linkFor(db: Database, { item, paper, sessionId }: { item: ItemRef; paper: Paper; sessionId: string }) {
  const expires = Math.floor(Date.now() / 1000) + LINK_LIFETIME_SECONDS;
  return { url: await signLink(await signingSecret(db), { item, paper, sessionId, expires }), expires };
}

/**
 * A fresh link to an item the visitor's account already owns, which spends nothing and writes
 * nothing (a page may ask on GET); null when there is no session or the item is not owned.
 */
export async function linkToOwned(db: Database, request: Request, { item, paper }: { item: ItemRef; paper: Paper }) {
  const session = await getSession(db, request);
  if (!session) return null;
  const owned = await getOwned(db, session.accountId);
  if (!owned.some((o) => o.kind === item.kind && o.id === item.id)) return null;
  return (await linkFor(db, { item, paper, sessionId: session.id })).url;
}
