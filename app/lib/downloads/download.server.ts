/**
 * A paid download from request to signed link: pays through the ledger (creating the visitor's
 * anonymous account on first need) and signs a link to the file on the chosen paper (paying once
 * covers every paper size), bound to the visitor's session. A generated worksheet is one item
 * whatever its version: paying once covers every level, version and class set of it. The JSON API
 * and any page use this one path; callers validate the request first.
 */
import { getOrCreateSession } from "../accounts/session.server";
import type { Visitor } from "../accounts/visitor.server";
import { getItem } from "../catalogue/catalogue.server";
import type { Database } from "../database.server";
import { getOwned, spendDownload, type Balance } from "../ledger/ledger.server";
import type { Printable } from "./printable";
import { LINK_LIFETIME_SECONDS, signingSecret, signLink } from "./signed-link.server";

/** A new anonymous account's session cookie goes out with the answer, whatever the outcome. */
export type DownloadOutcome =
  | { ok: true; url: string; expiresAt: string; charged: "free" | "credit" | "owned"; balance: Balance }
  | { ok: false; error: "unknown_item" | "one_version" | "no_downloads_left" | "key_reused" }
  | { ok: false; error: "too_many_new_accounts"; retryAfterSeconds: number };

/** What a visitor is told when their network started too many new visitor accounts (docs/decisions/0014). */
export const TOO_MANY_NEW_ACCOUNTS =
  "Too many new visitors from your network in a short time, so a new free allowance cannot start right now. Please try again later, or log in.";

/** Why a version or class set of an authored item is refused. */
export const ONE_VERSION = "Only generated worksheets have levels, versions and class sets; this item has one version.";

export async function requestDownload(
  db: Database,
  visitor: Visitor,
  { idempotencyKey, ...printable }: Printable & { idempotencyKey: string },
): Promise<DownloadOutcome> {
  const { item } = printable;
  const found = getItem(item.kind, item.id);
  if (!found) return { ok: false, error: "unknown_item" };
  // Versions and class sets exist only for generated worksheets.
  if ((printable.version || printable.copies > 1) && !(found.kind === "worksheet" && found.generated))
    return { ok: false, error: "one_version" };
  const current = await getOrCreateSession(db, visitor);
  if (!current.ok) return current;
  const { session } = current;
  const outcome = await spendDownload(db, { accountId: session.accountId, requestKey: idempotencyKey, item });
  if (!outcome.ok) return { ok: false, error: outcome.error };
  // The ledger has just checked that this session's account owns the item; the link carries the session, not a re-check.
  const { url, expires } = await linkFor(db, { ...printable, sessionId: session.id });
  return {
    ok: true,
    url,
    expiresAt: new Date(expires * 1000).toISOString(),
    charged: outcome.charged,
    balance: outcome.balance,
  };
}

async function linkFor(db: Database, claims: Printable & { sessionId: string }) {
  const expires = Math.floor(Date.now() / 1000) + LINK_LIFETIME_SECONDS;
  return { url: await signLink(await signingSecret(db), { ...claims, expires }), expires };
}

/**
 * A fresh link to an item the visitor's account already owns, which spends nothing and writes
 * nothing (a page may ask on GET); null when there is no session or the item is not owned.
 */
export async function linkToOwned(db: Database, visitor: Visitor, printable: Printable) {
  const session = await visitor.session();
  if (!session) return null;
  const { item } = printable;
  const owned = await getOwned(db, session.accountId);
  if (!owned.some((o) => o.kind === item.kind && o.id === item.id)) return null;
  return (await linkFor(db, { ...printable, sessionId: session.id })).url;
}
