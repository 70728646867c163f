/**
 * POST /api/messages: a message to the team from the contact page or the chat panel; 429 with
 * Retry-After past the network's share (messagesPerNetwork, docs/decisions/0028).
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { sendMessage } from "~/lib/site/send-message.server";
import { messageRefusal } from "~/lib/http/message-refusals";
import { MessageSchema } from "~/lib/site/messages.server";
import { refuse } from "./errors";
import type { RequestContextVariables } from "~/lib/http/request-context.server";
import { fieldRefusal, jsonBody } from "./validate";

export const messages = new Hono<RequestContextVariables>().post("/", jsonBody(MessageSchema, fieldRefusal), async (c) => {
  const outcome = await sendMessage(env.DB, c.var.requestContext.visitor, c.req.valid("json"));
  if (outcome.ok) return c.json({ id: outcome.id }, 201);
  return refuse(c, messageRefusal(outcome));
});
