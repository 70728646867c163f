/**
 * A message to the team posted from a page's form (the contact page, the help page): validated,
 * saved, and answered so the page can show what to fix, or that it was sent.
 */
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { MessageSchema, type MessageInput } from "../site/messages.server";
import { MESSAGES_LIMITED, sendMessage } from "../site/send-message.server";
import { readForm } from "./forms.server";
import type { RequestContext } from "./request-context.server";

export async function messageAction(request: Request, { visitor }: RequestContext, source: MessageInput["source"]) {
  const form = await readForm(request, MessageSchema, { source });
  const { name = "", email = "", message = "" } = form.values;
  if (!form.ok) return data({ sent: false as const, errors: form.fields, values: { name, email, message } }, { status: 400 });
  const outcome = await sendMessage(env.DB, visitor, form.data);
  if (!outcome.ok) {
    return data(
      { sent: false as const, errors: { message: MESSAGES_LIMITED }, values: { name, email, message } },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  return { sent: true as const, at: Date.now() };
}
