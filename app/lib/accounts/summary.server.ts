/** What a visitor sees of their account: user, balance, owned items and (on /account) history. */
import type { ItemRef } from "../catalogue/item-ref";
import type { Database } from "../database.server";
import { FREE_DOWNLOADS_AT_START } from "../ledger/allowance";
import { getBalance, getHistory, getOwned } from "../ledger/ledger.server";
import type { Session } from "./session.server";
import type { Visitor } from "./visitor.server";

export interface AccountSummary {
  user: { email: string } | null;
  freeDownloadsRemaining: number;
  credits: number;
  owned: ItemRef[];
}

/** A visitor without a session has no account yet; it will start with the free allowance. */
async function summarize(db: Database, session: Session | null): Promise<AccountSummary> {
  if (!session) return { user: null, freeDownloadsRemaining: FREE_DOWNLOADS_AT_START, credits: 0, owned: [] };
  const [balance, owned] = await Promise.all([getBalance(db, session.accountId), getOwned(db, session.accountId)]);
  return { user: session.email ? { email: session.email } : null, ...balance, owned };
}

/** What the page header and /api/me show: read from `db`, the visitor's session as the request's reads see it. */
export async function getAccountSummary(db: Database, visitor: Visitor) {
  return summarize(db, await visitor.session());
}

export async function getAccountPage(db: Database, visitor: Visitor) {
  const session = await visitor.session();
  const [summary, history] = await Promise.all([summarize(db, session), session ? getHistory(db, session.accountId) : []]);
  return { ...summary, history };
}
