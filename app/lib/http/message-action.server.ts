/**
 * A message to the team posted from a page's form (the contact page, the help page): validated,
 * saved, and answered so the page can show what to fix, or that it was sent.
 */
import { env } from "cloudflare:workers";
import { data } from "react-router";
import { MessageSchema, saveMessage, type MessageInput } from "../site/messages.server";
import { readForm } from "./forms.server";

export async function messageAction(request: Request, source: MessageInput["source"]) {
  const form = await readForm(request, MessageSchema, { source });
  const { name = "", email = "", message = "" } = form.values;
  if (!form.ok) return data({ sent: false as const, errors: form.fields, values: { name, email, message } }, { status: 400 });
  await saveMessage(env.DB, form.data);
  return { sent: true as const, at: Date.now() };
}
