/**
 * A signed-in user's own data: everything kept about them as one JSON document, and deleting the
 * account. Deleting ends every session and removes the email address, password, messages and email
 * links; the ledger rows stay, pointing at an account that no longer says whose it was, because the
 * sums of money and credits must still add up (docs/decisions/0015). Export and deletion cover what
 * the account did; what only shares its address needs a verified address and a date after the
 * account took it (messages.server.ts, docs/decisions/0028). The address's email counter stays until
 * its window ends, so deleting and signing up again cannot send it more emails.
 */
import { getItem } from "../catalogue/catalogue.server";
import type { ItemRef } from "../catalogue/item-ref";
import { forgetOutboxForAccountStatement } from "../email/outbox.server";
import { getAllHistory, getBalance, getOwned, type Balance, type LedgerEntry } from "../ledger/ledger.server";
import { forgetAccountMessagesStatement, getMessagesOf, type SentMessage } from "../site/messages.server";
import { deleteAccountStatement, findAccountByEmail, getAccountRecord } from "./accounts.server";
import { verifyPasswordOrDummy } from "./passwords.server";
import { deleteAccountSessionsStatement, type SignedInSession } from "./session.server";
import type { Visitor } from "./visitor.server";
import { dropTokensStatement } from "./tokens.server";
import type { Database } from "../database.server";
import { deleteAccountClassroomStatements } from "../classroom/deletion.server";

export interface AccountData {
  exportedAt: string;
  account: { id: string; email: string; emailVerified: boolean; emailVerifiedAt: string | null; createdAt: string };
  balance: Balance;
  ownedItems: (ItemRef & { title: string | null })[];
  ledger: LedgerEntry[];
  messages: SentMessage[];
}

export async function exportAccountData(db: Database, session: SignedInSession): Promise<AccountData> {
  const [record, balance, owned, ledger, messages] = await Promise.all([
    getAccountRecord(db, session.accountId),
    getBalance(db, session.accountId),
    getOwned(db, session.accountId),
    getAllHistory(db, session.accountId),
    getMessagesOf(db, session.accountId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: session.accountId,
      email: session.email,
      emailVerified: record?.emailVerifiedAt != null,
      emailVerifiedAt: record?.emailVerifiedAt ?? null,
      createdAt: record?.createdAt ?? "",
    },
    balance,
    ownedItems: owned.map((item) => ({ ...item, title: getItem(item.kind, item.id)?.title ?? null })),
    ledger,
    messages,
  };
}

export type DeleteOutcome = { ok: true } | { ok: false; error: "wrong_password" };

export const DELETE_ERRORS = {
  wrong_password: "That password is not right. Your account has not been deleted.",
} as const satisfies Record<Extract<DeleteOutcome, { ok: false }>["error"], string>;

/** Deletes the signed-in user's account after checking their password again; the answer signs the device out. */
export async function deleteAccount(
  db: Database,
  visitor: Visitor,
  session: SignedInSession,
  password: string,
): Promise<DeleteOutcome> {
  const account = await findAccountByEmail(db, session.email);
  const valid = await verifyPasswordOrDummy(password, account?.password_hash);
  if (!valid || account?.id !== session.accountId) return { ok: false, error: "wrong_password" };
  await db.batch([
    forgetAccountMessagesStatement(db, session.accountId),
    forgetOutboxForAccountStatement(db, session.accountId),
    dropTokensStatement(db, session.accountId),
    ...deleteAccountClassroomStatements(db, session.accountId),
    deleteAccountSessionsStatement(db, session.accountId),
    deleteAccountStatement(db, session.accountId),
  ]);
  visitor.signOut();
  return { ok: true };
}
