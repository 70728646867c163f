/**
 * Why a message to the team is refused, for the contact and help pages' action (which the help panel
 * posts to as well) and POST /api/messages alike. A form's field errors are its adapter's: the page
 * shows them beside the fields, the API lists them under `fields`.
 */
import { MESSAGES_LIMITED, type SendMessageOutcome } from "../site/send-message.server";
import { refusalFrom, type RefusalTable } from "./refusal";

type MessageRefused = Extract<SendMessageOutcome, { ok: false }> & { error: "limited" };

const MESSAGE_REFUSALS: RefusalTable<MessageRefused, null> = {
  limited: ({ retryAfterSeconds }) => ({ status: 429, message: MESSAGES_LIMITED, retryAfterSeconds }),
};

export function messageRefusal(outcome: Extract<SendMessageOutcome, { ok: false }>) {
  return refusalFrom(MESSAGE_REFUSALS, { ...outcome, error: "limited" }, null);
}
