/**
 * The download control as plain forms, for a browser that runs no JavaScript (the /download page):
 * what a download of an item would cost this visitor, and the form post that pays through the same
 * path as POST /api/downloads (the same ledger rules, the form's idempotency key) and redirects to
 * the page again, which starts the file (a fresh signed link) and shows the new balance with
 * "Download again (free)". A refusal comes back with its status and a message for the page.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { getAccountSummary } from "../accounts/summary.server";
import { getItem } from "../catalogue/catalogue.server";
import { linkToOwned, ONE_VERSION, requestDownload, TOO_MANY_NEW_ACCOUNTS } from "../downloads/download.server";
import { PAPERS, paperForAcceptLanguage } from "../downloads/paper";
import { ItemRefSchema } from "../catalogue/item-ref-schema";
import { IdempotencyKeySchema } from "../schemas";
import { PrintableFieldsSchema, printableOf } from "./printable-fields";
import type { RequestContext } from "./request-context.server";

/**
 * `?kind=worksheet&id=3&paper=a4` (and a generated worksheet's `level`, `seed`, `copies`), as the
 * item page's download form sends it; `started=1` after the form has paid, when the page hands over the file.
 */
const DownloadQuerySchema = ItemRefSchema.extend({
  id: z.coerce.number().pipe(ItemRefSchema.shape.id),
  paper: z.enum(PAPERS).optional(),
  started: z.literal("1").optional(),
  ...PrintableFieldsSchema.shape,
});

const DownloadFormSchema = DownloadQuerySchema.extend({ paper: z.enum(PAPERS), key: IdempotencyKeySchema });

function itemOrNotFound(query: Record<string, string>) {
  const parsed = DownloadQuerySchema.safeParse(query);
  if (!parsed.success)
    throw data({ message: "That download link is incomplete. Please go back to the item and try again." }, { status: 400 });
  const item = getItem(parsed.data.kind, parsed.data.id);
  if (!item) throw data({ message: `There is no ${parsed.data.kind} with that number.` }, { status: 404 });
  const { kind, id, paper, started, ...version } = parsed.data;
  // A generated worksheet's page says what one download of it buys.
  const generated = item.kind === "worksheet" ? item.generated : null;
  return { item: { kind, id, title: item.title, generated }, paper, started: started === "1", version };
}

/**
 * The item, the paper, the visitor's balance and a fresh idempotency key for the form; after the form
 * has paid (`started`), a fresh link to the file it bought, which costs nothing since the item is owned.
 */
export async function downloadPage(request: Request, { visitor, db: databases }: RequestContext) {
  const { item, paper: asked, started, version } = itemOrNotFound(Object.fromEntries(new URL(request.url).searchParams));
  const paper = asked ?? paperForAcceptLanguage(request.headers.get("Accept-Language"));
  const db = databases.nearby();
  const printable = printableOf({ kind: item.kind, id: item.id }, paper, version);
  return {
    item,
    paper,
    // The version fields the form carries on, as the item page sent them.
    version,
    account: await getAccountSummary(db, visitor),
    fileUrl: started ? await linkToOwned(db, visitor, printable) : null,
    // Each render's form carries a new key: a double post pays once, a later visit is a new download.
    key: crypto.randomUUID(),
  };
}

function refused(status: number, problem: string, headers: Headers) {
  return data({ problem }, { status, headers });
}

export async function downloadAction({ visitor, db: databases }: RequestContext, fields: Record<string, string>) {
  const parsed = DownloadFormSchema.safeParse(fields);
  if (!parsed.success)
    throw data({ message: "That download form was incomplete. Please reload the page and try again." }, { status: 400 });
  const { kind, id, paper, key, started: _started, ...version } = parsed.data;
  const db = databases.writes();
  const outcome = await requestDownload(db, visitor, { ...printableOf({ kind, id }, paper, version), idempotencyKey: key });
  const headers = new Headers();
  // Back to this page (not straight to the file, which would leave the spending question showing).
  if (outcome.ok) {
    const again = new URLSearchParams({ kind, id: String(id), paper });
    for (const [name, value] of Object.entries(version)) if (value !== undefined) again.set(name, String(value));
    again.set("started", "1");
    return redirect(`/download?${again}`, { status: 303, headers });
  }
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
