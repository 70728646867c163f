/**
 * A paid download from request to signed link: validates what the client asks for, pays through
 * the ledger and signs a link to the file. The JSON API and any page use this one path.
 */
import { z } from "zod";
import { getItem } from "../catalogue/catalogue.server";
import { spendDownload, type Balance } from "../ledger/ledger.server";
import { getOrCreateSession } from "../accounts/session.server";
import { LINK_LIFETIME_SECONDS, signingSecret, signLink } from "./signed-link.server";

export const DownloadRequestSchema = z.object({
  kind: z.enum(["worksheet", "quiz"]),
  id: z.number().int().min(0).max(999_999_999),
});

/** Idempotency keys: 1 to 200 visible ASCII characters, such as a UUID. */
export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,200}$/);

export type DownloadResult =
  | {
      status: 200;
      body: { url: string; expiresAt: string; charged: "free" | "credit" | "owned" } & Balance;
      setCookie?: string;
    }
  | { status: 400 | 404 | 402 | 409; body: { error: string }; setCookie?: string };

/** The Worker secret when configured (see .dev.vars.example). */
export function configuredSecret(bindings: object) {
  const value = (bindings as { DOWNLOAD_SIGNING_SECRET?: unknown }).DOWNLOAD_SIGNING_SECRET;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export async function requestDownload(
  db: D1Database,
  request: Request,
  { body, idempotencyKey, secret }: { body: unknown; idempotencyKey: string | undefined; secret: string | undefined },
): Promise<DownloadResult> {
  const key = IdempotencyKeySchema.safeParse(idempotencyKey);
  if (!key.success)
    return { status: 400, body: { error: "An Idempotency-Key header of 1 to 200 visible ASCII characters is required." } };
  const parsed = DownloadRequestSchema.safeParse(body);
  if (!parsed.success)
    return { status: 400, body: { error: 'The body must be {"kind": "worksheet" | "quiz", "id": <whole number>}.' } };
  const item = getItem(parsed.data.kind, parsed.data.id);
  if (!item) return { status: 404, body: { error: `No ${parsed.data.kind} with id ${parsed.data.id}.` } };

  const { session, setCookie } = await getOrCreateSession(db, request);
  const outcome = await spendDownload(db, { accountId: session.accountId, requestKey: key.data, item: parsed.data });
  if (!outcome.ok) {
    return outcome.error === "key_reused"
      ? { status: 409, body: { error: "This Idempotency-Key was already used for a different item." }, setCookie }
      : { status: 402, body: { error: "no_downloads_left" }, setCookie };
  }
  const expires = Math.floor(Date.now() / 1000) + LINK_LIFETIME_SECONDS;
  const url = await signLink(await signingSecret(db, secret), {
    item: parsed.data,
    accountId: session.accountId,
    ledgerKey: outcome.ledgerKey,
    expires,
  });
  return {
    status: 200,
    body: { url, expiresAt: new Date(expires * 1000).toISOString(), charged: outcome.charged, ...outcome.balance },
    setCookie,
  };
}
