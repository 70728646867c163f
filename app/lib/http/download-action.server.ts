/**
 * The download control as plain forms, for a browser that runs no JavaScript (the /download page):
 * what a download of an item would cost this visitor, and the form post that pays through the same
 * path as POST /api/downloads (the same ledger rules, the form's idempotency key) and redirects to
 * the signed link. A refusal comes back with its status and a message for the page.
 */
import { env } from "cloudflare:workers";
import { data, redirect } from "react-router";
import { z } from "zod";
import { getAccountSummary } from "../accounts/summary.server";
import { getItem } from "../catalogue/catalogue.server";
import { bookmarkCookie, nearbyReads, primaryWrites } from "../database.server";
import { ONE_VERSION, requestDownload, TOO_MANY_NEW_ACCOUNTS } from "../downloads/download.server";
import { PAPERS, paperForRequest } from "../downloads/paper";
import { ItemRefSchema } from "../catalogue/item-ref-schema";
import { IdempotencyKeySchema } from "../schemas";
import { PrintableFieldsSchema, printableOf } from "./printable-fields";

/** `?kind=worksheet&id=3&paper=a4` (and a generated worksheet's `level`, `seed`, `copies`), as the item page's download form sends it. */
const DownloadQuerySchema = ItemRefSchema.extend({
  id: z.coerce.number().pipe(ItemRefSchema.shape.id),
  paper: z.enum(PAPERS).optional(),
  ...PrintableFieldsSchema.shape,
});

const DownloadFormSchema = DownloadQuerySchema.extend({ paper: z.enum(PAPERS), key: IdempotencyKeySchema });

function itemOrNotFound(query: Record<string, string>) {
  const parsed = DownloadQuerySchema.safeParse(query);
  if (!parsed.success)
    throw data({ message: "That download link is incomplete. Please go back to the item and try again." }, { status: 400 });
  const item = getItem(parsed.data.kind, parsed.data.id);
  if (!item) throw data({ message: `There is no ${parsed.data.kind} with that number.` }, { status: 404 });
  return { item: { kind: parsed.data.kind, id: parsed.data.id, title: item.title }, paper: parsed.data.paper };
}

/** The item, the paper, the visitor's balance and a fresh idempotency key for the form. */
export async function downloadPage(request: Request) {
  const { item, paper } = itemOrNotFound(Object.fromEntries(new URL(request.url).searchParams));
  return {
    item,
    paper: paper ?? paperForRequest(request),
    account: await getAccountSummary(nearbyReads(env.DB, request), request),
    // Each render's form carries a new key: a double post pays once, a later visit is a new download.
    key: crypto.randomUUID(),
  };
}

function refused(status: number, problem: string, headers: Headers) {
  return data({ problem }, { status, headers });
}

export async function downloadAction(request: Request, fields: Record<string, string>) {
  const parsed = DownloadFormSchema.safeParse(fields);
  if (!parsed.success)
    throw data({ message: "That download form was incomplete. Please reload the page and try again." }, { status: 400 });
  const { kind, id, paper, key, ...version } = parsed.data;
  const db = primaryWrites(env.DB);
  const outcome = await requestDownload(db, request, { ...printableOf({ kind, id }, paper, version), idempotencyKey: key });
  const headers = new Headers();
  if (outcome.setCookie) headers.append("Set-Cookie", outcome.setCookie);
  const bookmark = bookmarkCookie(request, db);
  if (bookmark) headers.append("Set-Cookie", bookmark);
  if (outcome.ok) return redirect(outcome.url, { status: 303, headers });
  switch (outcome.error) {
    case "unknown_item":
      throw data({ message: `There is no ${kind} with that number.` }, { status: 404, headers });
    case "one_version":
      return refused(400, ONE_VERSION, headers);
    case "key_reused":
      return refused(409, "That download form was already used for another item. Please reload the page and try again.", headers);
    case "no_downloads_left":
      return refused(402, "You have no free downloads or credits left.", headers);
    case "too_many_new_accounts":
      headers.set("Retry-After", String(outcome.retryAfterSeconds));
      return refused(429, TOO_MANY_NEW_ACCOUNTS, headers);
  }
}
