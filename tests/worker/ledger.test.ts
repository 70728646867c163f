import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { createAccountStatements } from "~/lib/accounts/accounts.server";
import { getBalance, grantCredits, reverseCredits, spendDownload } from "~/lib/ledger/ledger.server";

async function newAccount() {
  const accountId = crypto.randomUUID();
  await env.DB.batch(createAccountStatements(env.DB, accountId));
  return accountId;
}

async function ledgerSums(accountId: string) {
  return env.DB.prepare("SELECT SUM(delta_free) AS free, SUM(delta_credits) AS credits FROM ledger WHERE account_id = ?")
    .bind(accountId)
    .first<{ free: number; credits: number }>();
}

describe("the ledger", () => {
  test("200 concurrent downloads of 200 distinct items with 0 free and 5 credits: 5 succeed, 195 are refused", async () => {
    const accountId = await newAccount();
    for (let id = 0; id < 10; id++) {
      expect(
        await spendDownload(env.DB, { accountId, requestKey: `free-${id}`, item: { kind: "quiz", id: 10_000 + id } }),
      ).toMatchObject({ ok: true, charged: "free" });
    }
    await grantCredits(env.DB, { key: `purchase:cs_${accountId}`, accountId, credits: 5 });
    expect(await getBalance(env.DB, accountId)).toEqual({ freeDownloadsRemaining: 0, credits: 5 });

    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, id) =>
        spendDownload(env.DB, { accountId, requestKey: `key-${id}`, item: { kind: "worksheet", id } }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok && outcome.charged === "credit")).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.error === "no_downloads_left")).toHaveLength(195);
    expect(await getBalance(env.DB, accountId)).toEqual({ freeDownloadsRemaining: 0, credits: 0 });
    expect(await ledgerSums(accountId)).toEqual({ free: 0, credits: 0 });
    const owned = await env.DB.prepare("SELECT COUNT(*) AS n FROM entitlements WHERE account_id = ? AND item_kind = 'worksheet'")
      .bind(accountId)
      .first("n");
    expect(owned).toBe(5);
  });

  test("grantCredits writes one row per key, however often it is called", async () => {
    const accountId = await newAccount();
    const key = `purchase:cs_test_${crypto.randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => grantCredits(env.DB, { key, accountId, credits: 10, meta: { pack: "ten" } })),
    );
    expect(results.filter((result) => result.applied)).toHaveLength(1);
    expect(results.every((result) => result.credits === 10)).toBe(true);
    expect(await getBalance(env.DB, accountId)).toEqual({ freeDownloadsRemaining: 10, credits: 10 });
    const row = await env.DB.prepare("SELECT kind, meta FROM ledger WHERE key = ?")
      .bind(key)
      .first<{ kind: string; meta: string }>();
    expect(row).toEqual({ kind: "purchase", meta: JSON.stringify({ pack: "ten" }) });
  });

  test("reverseCredits takes back the whole share once per refund, even below zero, which blocks downloads", async () => {
    const accountId = await newAccount();
    await grantCredits(env.DB, { key: `purchase:${accountId}`, accountId, credits: 3 });
    const first = await reverseCredits(env.DB, { key: `refund:re_${accountId}`, accountId, credits: 5 });
    expect(first).toMatchObject({ applied: true, credits: 5, balance: { credits: -2 } });
    const again = await reverseCredits(env.DB, { key: `refund:re_${accountId}`, accountId, credits: 5 });
    expect(again).toMatchObject({ applied: false, credits: 5, balance: { credits: -2 } });
    // Free downloads remain, but a negative balance blocks them until it is positive again.
    expect(await spendDownload(env.DB, { accountId, requestKey: "after-refund", item: { kind: "quiz", id: 1 } })).toMatchObject({
      ok: false,
      error: "no_downloads_left",
    });
    await grantCredits(env.DB, { key: `purchase:again-${accountId}`, accountId, credits: 2 });
    expect(await spendDownload(env.DB, { accountId, requestKey: "after-top-up", item: { kind: "quiz", id: 1 } })).toMatchObject({
      ok: true,
      charged: "free",
    });
  });

  test("keys and amounts are checked, and rows cannot be changed or deleted", async () => {
    const accountId = await newAccount();
    await expect(grantCredits(env.DB, { key: "refund:x", accountId, credits: 1 })).rejects.toThrow(RangeError);
    await expect(grantCredits(env.DB, { key: "purchase:x", accountId, credits: 0 })).rejects.toThrow(RangeError);
    await expect(reverseCredits(env.DB, { key: "refund:x", accountId, credits: -1 })).rejects.toThrow(RangeError);
    await expect(env.DB.prepare("UPDATE ledger SET delta_free = 100 WHERE account_id = ?").bind(accountId).run()).rejects.toThrow(
      /append-only/,
    );
    await expect(env.DB.prepare("DELETE FROM ledger WHERE account_id = ?").bind(accountId).run()).rejects.toThrow(/append-only/);
    expect(await getBalance(env.DB, accountId)).toEqual({ freeDownloadsRemaining: 10, credits: 0 });
  });
});
