/**
 * Sending a message to the team, for the JSON API and the page forms alike: counted against the
 * sender's network (a script once stored 150 messages of 4.8 KB in 3.5 s), then stored with the
 * sender's account when they have a session, so their data export and deletion cover it
 * (docs/decisions/0028).
 */
import type { Visitor } from "../accounts/visitor.server";
import type { Database } from "../database.server";
import { countRequest, TIERS } from "../limits/rate-limits.server";
import { saveMessage, type MessageInput } from "./messages.server";

export type SendMessageOutcome = { ok: true; id: string } | { ok: false; retryAfterSeconds: number };

export const MESSAGES_LIMITED = `Many messages were sent from your network in the last few minutes. Please try again in ${TIERS.messagesPerNetwork.windowSeconds / 60} minutes.`;

export async function sendMessage(db: Database, visitor: Visitor, message: MessageInput): Promise<SendMessageOutcome> {
  const network = visitor.network(TIERS.messagesPerNetwork.ipv6Prefix);
  const retryAfterSeconds = await countRequest(db, "messagesPerNetwork", network);
  if (retryAfterSeconds > 0) return { ok: false, retryAfterSeconds };
  const session = await visitor.currentSession();
  return { ok: true, id: await saveMessage(db, message, session?.accountId ?? null) };
}
