/**
 * The /download page's loader and action: the one way the browser pays for a download. The page
 * itself (for a browser that runs no JavaScript) shows what a download would cost this visitor; its
 * form post pays through the same path as POST /api/downloads (the same ledger rules, the form's
 * idempotency key) and redirects to the page again, which starts the file (a fresh signed link) and
 * shows the new balance with "Download again (free)". The item page's download button posts the same
 * form through a fetcher with `stay=1`: the answer is then the signed link, the charge and the new
 * balance, and the button starts the file while its page stays. A refusal (the download table,
 * download-refusals.ts) comes back with its status and a message.
 */
import { data, redirect } from "react-router";
import { z } from "zod";
import { getAccountSummary } from "../accounts/summary.server";
import { getItem } from "../catalogue/catalogue.server";
import { linkToOwned, requestDownload, type DownloadOutcome } from "../downloads/download.server";
import { PAPERS, paperForAcceptLanguage } from "../downloads/paper";
import { ItemRefSchema } from "../catalogue/item-ref-schema";
import { IdempotencyKeySchema } from "../schemas";
import { downloadRefusal, type DownloadRefused } from "./download-refusals";
import { PrintableFieldsSchema, printableOf } from "./printable-fields";
import { refusalHeaders } from "./refusal";
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

/** The form post: the item, its paper, the attempt's idempotency key, and `stay=1` from the item page's button. */
const DownloadFormSchema = DownloadQuerySchema.extend({
  paper: z.enum(PAPERS),
  key: IdempotencyKeySchema,
  stay: z.literal("1").optional(),
});

/** What the action answers the item page's button (`stay=1`): the file to start and what it cost, or why not. */
export type DownloadAnswer =
  | {
      ok: true;
      url: string;
      charged: Extract<DownloadOutcome, { ok: true }>["charged"];
      freeDownloadsRemaining: number;
      credits: number;
    }
  | { ok: false; refused: DownloadRefused["error"]; problem: string };

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

export async function downloadAction({ visitor, db: databases }: RequestContext, fields: Record<string, string>) {
  const parsed = DownloadFormSchema.safeParse(fields);
  if (!parsed.success)
    throw data({ message: "That download form was incomplete. Please reload the page and try again." }, { status: 400 });
  const { kind, id, paper, key, stay, started: _started, ...version } = parsed.data;
  const db = databases.writes();
  const outcome = await requestDownload(db, visitor, { ...printableOf({ kind, id }, paper, version), idempotencyKey: key });
  const headers = new Headers();
  if (!outcome.ok) {
    const refusal = downloadRefusal(outcome, { kind, id });
    for (const [name, value] of Object.entries(refusalHeaders(refusal))) headers.set(name, value);
    // Without the item there is no page to show the form on again.
    if (outcome.error === "unknown_item") throw data({ message: refusal.message }, { status: refusal.status, headers });
    return data<DownloadAnswer>(
      { ok: false, refused: outcome.error, problem: refusal.message },
      { status: refusal.status, headers },
    );
  }
  if (stay) {
    const { url, charged, balance } = outcome;
    return data<DownloadAnswer>({ ok: true, url, charged, ...balance }, { headers });
  }
  // Back to this page (not straight to the file, which would leave the spending question showing).
  const again = new URLSearchParams({ kind, id: String(id), paper });
  for (const [name, value] of Object.entries(version)) if (value !== undefined) again.set(name, String(value));
  again.set("started", "1");
  return redirect(`/download?${again}`, { status: 303, headers });
}
