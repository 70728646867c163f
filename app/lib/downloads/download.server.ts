/**
 * A paid download from request to signed link: pays through the ledger (creating the visitor's
 * anonymous account on first need) and signs a link to the file on the chosen paper (paying once
 * covers every paper size), bound to the visitor's session. A generated worksheet is one item
 * whatever its version: paying once covers every level, version and class set of it. The JSON API
 * and any page use this one path; callers validate the request first.
 */
import { getOrCreateSession } from "../accounts/session.server";
import { getItem } from "../catalogue/catalogue.server";
import type { Database } from "../database.server";
import { spendDownload, type Balance } from "../ledger/ledger.server";
import type { Printable } from "./printable";
import { LINK_LIFETIME_SECONDS, signingSecret, signLink } from "./signed-link.server";

export type DownloadOutcome = (
  | { ok: true; url: string; expiresAt: string; charged: "free" | "credit" | "owned"; balance: Balance }
  | { ok: false; error: "unknown_item" | "one_version" | "no_downloads_left" | "key_reused" }
  | { ok: false; error: "too_many_new_accounts"; retryAfterSeconds: number }
) & {
  /** Set when an anonymous account and session were just created: must reach the browser. */
  setCookie?: string;
};

/** What a visitor is told when their network started too many new visitor accounts (docs/decisions/0014). */
export const TOO_MANY_NEW_ACCOUNTS =
  "Too many new visitors from your network in a short time, so a new free allowance cannot start right now. Please try again later, or log in.";

/** Why a version or class set of an authored item is refused. */
export const ONE_VERSION = "Only generated worksheets have levels, versions and class sets; this item has one version.";

export async function requestDownload(
  db: Database,
  request: Request,
  { idempotencyKey, ...printable }: Printable & { idempotencyKey: string },
): Promise<DownloadOutcome> {
  const { item } = printable;
  const found = getItem(item.kind, item.id);
  if (!found) return { ok: false, error: "unknown_item" };
  // Versions and class sets exist only for generated worksheets.
  if ((printable.version || printable.copies > 1) && !(found.kind === "worksheet" && found.generated))
    return { ok: false, error: "one_version" };
  const visitor = await getOrCreateSession(db, request);
  if (!visitor.ok) return visitor;
  const { session, setCookie } = visitor;
  const outcome = await spendDownload(db, { accountId: session.accountId, requestKey: idempotencyKey, item });
  if (!outcome.ok) return { ok: false, error: outcome.error, setCookie };
  const expires = Math.floor(Date.now() / 1000) + LINK_LIFETIME_SECONDS;
  // The ledger has just checked that this session's account owns the item; the link carries the session, not a re-check.
  const url = await signLink(await signingSecret(db), { ...printable, sessionId: session.id, expires });
  return {
    ok: true,
    url,
    expiresAt: new Date(expires * 1000).toISOString(),
    charged: outcome.charged,
    balance: outcome.balance,
    setCookie,
  };
}
