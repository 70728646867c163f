/**
 * A message to the team posted from a page's form (the contact page, the help page, and the help
 * panel, which posts to the help page): validated, saved, and answered so the form can show what to
 * fix, or that it was sent. Refusals come from the message table (message-refusals.ts).
 */
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { MessageSchema, type MessageFieldErrors, type MessageInput } from "../site/messages.server";
import { sendMessage } from "../site/send-message.server";
import { readForm } from "./forms.server";
import { messageRefusal } from "./message-refusals";
import { refusalHeaders } from "./refusal";
import type { RequestContext } from "./request-context.server";

/** What the action answers the form: sent, or what to fix with the fields as they were filled in. */
export type MessageAnswer =
  | { sent: true; at: number }
  | { sent: false; errors: MessageFieldErrors; values: { name: string; email: string; message: string } };

export async function messageAction(request: Request, { visitor }: RequestContext, source: MessageInput["source"]) {
  const form = await readForm(request, MessageSchema, { source });
  const { name = "", email = "", message = "" } = form.values;
  if (!form.ok)
    return data<MessageAnswer>({ sent: false, errors: form.fields, values: { name, email, message } }, { status: 400 });
  const outcome = await sendMessage(env.DB, visitor, form.data);
  if (!outcome.ok) {
    const refusal = messageRefusal(outcome);
    // The limit is about the message itself: shown beside it.
    return data<MessageAnswer>(
      { sent: false, errors: { message: refusal.message }, values: { name, email, message } },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
  return data<MessageAnswer>({ sent: true, at: Date.now() });
}
