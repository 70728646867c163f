/**
 * Why a download is refused, for the /download page's action (the item page's button and the
 * no-JavaScript form) and POST /api/downloads alike: one status and message per refusal.
 */
import type { ItemRef } from "../catalogue/item-ref";
import { ONE_VERSION, TOO_MANY_NEW_ACCOUNTS, type DownloadOutcome } from "../downloads/download.server";
import { refusalFrom, type RefusalTable } from "./refusal";

export type DownloadRefused = Extract<DownloadOutcome, { ok: false }>;

/** What the download control says when nothing is left to pay with. */
export const NO_DOWNLOADS_LEFT = "You have no free downloads or credits left.";

const DOWNLOAD_REFUSALS: RefusalTable<DownloadRefused, ItemRef> = {
  unknown_item: (_outcome, item) => ({ status: 404, message: `No ${item.kind} with id ${item.id}.` }),
  one_version: () => ({ status: 400, message: ONE_VERSION }),
  key_reused: () => ({
    status: 409,
    message: "This download's Idempotency-Key was already used for another item. Please reload the page and try again.",
  }),
  // Programs match on the code (the README's API table); people read the sentence.
  no_downloads_left: () => ({ status: 402, message: NO_DOWNLOADS_LEFT, code: "no_downloads_left" }),
  too_many_new_accounts: ({ retryAfterSeconds }) => ({ status: 429, message: TOO_MANY_NEW_ACCOUNTS, retryAfterSeconds }),
};

export function downloadRefusal(outcome: DownloadRefused, item: ItemRef) {
  return refusalFrom(DOWNLOAD_REFUSALS, outcome, item);
}
