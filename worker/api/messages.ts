/** POST /api/messages: a message to the team from the contact page or the chat panel. */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MESSAGE_BODY_LIMIT, parseMessage, saveMessage } from "~/lib/site/messages.server";
import { jsonError, readJson } from "./http";

export const messages = new Hono().post(
  "/",
  bodyLimit({
    maxSize: MESSAGE_BODY_LIMIT,
    onError: (c) => jsonError(c, 413, `The message is too large (at most ${MESSAGE_BODY_LIMIT / 1024} KB).`),
  }),
  async (c) => {
    const body = await readJson(c);
    if (!body.ok) return jsonError(c, 400, "The request body must be valid JSON.");
    const parsed = parseMessage(body.value);
    if (!parsed.ok) return jsonError(c, 400, "Some fields need attention.", { fields: parsed.fields });
    const id = await saveMessage(env.DB, parsed.message);
    return c.json({ id }, 201);
  },
);
