/**
 * POST /api/downloads: pay for a PDF (free download, else credit, else 402) and get a signed link to
 * it on A4 or US Letter. Without a `paper`, the request's Accept-Language decides (app/lib/downloads/paper.ts).
 * A generated worksheet may name its version (`level`, `seed`) and a class set (`copies`, 2–40).
 */
import { Hono } from "hono";
import { ItemRefSchema } from "~/lib/catalogue/item-ref-schema";
import { requestDownload } from "~/lib/downloads/download.server";
import { z } from "zod";
import { PAPERS, paperForAcceptLanguage } from "~/lib/downloads/paper";
import { downloadBody } from "~/lib/http/api-bodies";
import { downloadRefusal } from "~/lib/http/download-refusals";
import { PrintableFieldsSchema, printableOf } from "~/lib/http/printable-fields";
import type { RequestContextVariables } from "~/lib/http/request-context.server";
import { refuse } from "./errors";
import { requiredIdempotencyKey, jsonBody } from "./validate";

/** `{ kind, id, paper?, level?, seed?, copies? }`: an item and, optionally, the paper and a generated worksheet's version. */
export const DownloadRequestSchema = ItemRefSchema.extend({ paper: z.enum(PAPERS).optional(), ...PrintableFieldsSchema.shape });

export const downloads = new Hono<RequestContextVariables>().post(
  "/",
  requiredIdempotencyKey,
  jsonBody(
    DownloadRequestSchema,
    'The body must be {"kind": "worksheet" | "quiz", "id": <whole number>, "paper"?: "letter" | "a4", "level"?: "support" | "core" | "challenge", "seed"?: "<1-8 of a-z 0-9>", "copies"?: <2-40>}.',
  ),
  async (c) => {
    const { kind, id, paper, ...fields } = c.req.valid("json");
    const item = { kind, id };
    const { visitor, db } = c.var.requestContext;
    const outcome = await requestDownload(db.writes(), visitor, {
      ...printableOf(item, paper ?? paperForAcceptLanguage(c.req.header("Accept-Language") ?? null), fields),
      idempotencyKey: c.req.valid("header")["idempotency-key"],
    });
    if (outcome.ok) return c.json(downloadBody(outcome));
    return refuse(c, downloadRefusal(outcome, item));
  },
);
