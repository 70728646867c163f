/** POST /api/messages: a message to the team from the contact page or the chat panel. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { MessageSchema, saveMessage } from "~/lib/site/messages.server";
import { fieldRefusal, jsonBody } from "./validate";

export const messages = new Hono().post("/", jsonBody(MessageSchema, fieldRefusal), async (c) => {
  const id = await saveMessage(env.DB, c.req.valid("json"));
  return c.json({ id }, 201);
});
