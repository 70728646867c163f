/**
 * POST /api/downloads: pay for a PDF (free download, else credit, else 402) and get a signed link to
 * it on A4 or US Letter. Without a `paper`, the request's Accept-Language decides (app/lib/downloads/paper.ts).
 * A generated worksheet may name its version (`level`, `seed`) and a class set (`copies`, 2–40).
 */
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { ItemRefSchema } from "~/lib/catalogue/item-ref-schema";
import { primaryWrites } from "~/lib/database.server";
import { requestDownload } from "~/lib/downloads/download.server";
import { carryBookmark } from "./bookmark";
import { z } from "zod";
import { PAPERS, paperForRequest } from "~/lib/downloads/paper";
import { downloadBody } from "~/lib/http/api-bodies";
import { downloadRefusal } from "~/lib/http/download-refusals";
import { PrintableFieldsSchema, printableOf } from "~/lib/http/printable-fields";
import { refuse } from "./errors";
import { requiredIdempotencyKey, jsonBody } from "./validate";

/** `{ kind, id, paper?, level?, seed?, copies? }`: an item and, optionally, the paper and a generated worksheet's version. */
export const DownloadRequestSchema = ItemRefSchema.extend({ paper: z.enum(PAPERS).optional(), ...PrintableFieldsSchema.shape });

export const downloads = new Hono().post(
  "/",
  requiredIdempotencyKey,
  jsonBody(
    DownloadRequestSchema,
    'The body must be {"kind": "worksheet" | "quiz", "id": <whole number>, "paper"?: "letter" | "a4", "level"?: "support" | "core" | "challenge", "seed"?: "<1-8 of a-z 0-9>", "copies"?: <2-40>}.',
  ),
  async (c) => {
    const { kind, id, paper, ...fields } = c.req.valid("json");
    const item = { kind, id };
    const db = primaryWrites(env.DB);
    const outcome = await requestDownload(db, c.req.raw, {
      ...printableOf(item, paper ?? paperForRequest(c.req.raw), fields),
      idempotencyKey: c.req.valid("header")["idempotency-key"],
    });
    if (outcome.setCookie) c.header("Set-Cookie", outcome.setCookie, { append: true });
    carryBookmark(c, db);
    if (outcome.ok) return c.json(downloadBody(outcome));
    return refuse(c, downloadRefusal(outcome, item));
  },
);
