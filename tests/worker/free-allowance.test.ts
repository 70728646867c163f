import { env } from "cloudflare:workers";
import { afterEach, describe, expect, test, vi } from "vitest";
import { NEW_VISITOR_TIER as NEW_ACCOUNT_LIMITS } from "~/lib/limits/rate-limits.server";
import { grantCredits } from "~/lib/ledger/ledger.server";
import { sessionSetCookie, Visitor } from "./visitor";
import { uniqueEmail } from "./fixtures";

/** A visitor with no cookies yet: a new browser, or one whose cookies were just cleared. */
const freshVisitor = (network: string) => new Visitor(network);

function clockAt(seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(seconds * 1000);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("clearing cookies is not a source of free downloads", () => {
  test("a network gets a limited number of new visitor accounts an hour, then 429 with Retry-After; other networks are unaffected", async () => {
    const network = "198.18.0.1";
    clockAt(2_000_000_000);
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.perHour; i++) {
      const response = await freshVisitor(network).download("worksheet", 1);
      expect(response.status, `new visitor ${i + 1}`).toBe(200);
    }
    const farmed = await freshVisitor(network).download("worksheet", 1);
    expect(farmed.status).toBe(429);
    expect(Number(farmed.headers.get("retry-after"))).toBe(3600);
    expect(sessionSetCookie(farmed)).toBeNull();
    expect(await farmed.json()).toEqual({ error: expect.stringContaining("Too many new visitors from your network") });
    expect((await freshVisitor("198.18.0.2").download("worksheet", 1)).status).toBe(200);

    clockAt(2_000_000_000 + 3600);
    expect((await freshVisitor(network).download("worksheet", 1)).status).toBe(200);
  });

  test("a class of 30 behind one school address each get their own 10 free downloads", async () => {
    const school = "198.18.1.1";
    const students = Array.from({ length: 30 }, () => freshVisitor(school));
    for (const student of students) {
      for (let id = 0; id < 10; id++) expect((await student.download("quiz", id)).status).toBe(200);
      expect(await student.me()).toMatchObject({ freeDownloadsRemaining: 0 });
    }
  });

  test("a network's new accounts are capped per day too, however they are spread over the hours", async () => {
    const network = "198.18.2.1";
    const start = 2_000_000_000;
    const perHour = NEW_ACCOUNT_LIMITS.perHour;
    const hours = NEW_ACCOUNT_LIMITS.perDay / perHour;
    for (let hour = 0; hour < hours; hour++) {
      clockAt(start + hour * 3600);
      const created = await Promise.all(Array.from({ length: perHour }, () => freshVisitor(network).download("worksheet", 2)));
      expect(created.map((response) => response.status)).toEqual(Array<number>(perHour).fill(200));
    }
    clockAt(start + hours * 3600);
    const overDay = await freshVisitor(network).download("worksheet", 2);
    expect(overDay.status).toBe(429);
    expect(Number(overDay.headers.get("retry-after"))).toBe(24 * 3600 - hours * 3600);
    clockAt(start + 24 * 3600);
    expect((await freshVisitor(network).download("worksheet", 2)).status).toBe(200);
  });

  test("concurrent first downloads from one network never create more accounts than the limit", async () => {
    const network = "198.18.3.1";
    const answers = await Promise.all(
      Array.from({ length: NEW_ACCOUNT_LIMITS.perHour + 40 }, () => freshVisitor(network).download("worksheet", 3)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(NEW_ACCOUNT_LIMITS.perHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  test("signing up without a visitor account takes a slot too, so fresh sign-ups cannot farm allowances either", async () => {
    const network = "198.18.4.1";
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.perHour; i++) await freshVisitor(network).download("worksheet", 4);
    const signUp = await freshVisitor(network).signUp(uniqueEmail());
    expect(signUp.status).toBe(429);
    expect(Number(signUp.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("a visitor who already has an account keeps downloading and can sign up, whatever the network's count", async () => {
    const network = "198.18.5.1";
    const regular = freshVisitor(network);
    expect((await regular.download("worksheet", 5)).status).toBe(200);
    for (let i = 0; i < NEW_ACCOUNT_LIMITS.perHour; i++) await freshVisitor(network).download("worksheet", 5);
    expect((await regular.download("worksheet", 6)).status).toBe(200);
    expect((await regular.signUp(uniqueEmail())).status).toBe(200);
    expect(await regular.me()).toMatchObject({ freeDownloadsRemaining: 8 });
  });
});

test("a network's count is forgotten, address and all, once its day is over", async () => {
  const network = "198.18.6.1";
  clockAt(2_100_000_000);
  await freshVisitor(network).download("worksheet", 7);
  const stored = () => env.DB.prepare("SELECT COUNT(*) AS n FROM new_account_limits WHERE network = ?").bind(network).first("n");
  expect(await stored()).toBe(1);
  clockAt(2_100_000_000 + 24 * 3600);
  await freshVisitor("198.18.6.2").download("worksheet", 7);
  expect(await stored()).toBe(0);
});

describe("logging in from a visitor account", () => {
  test("brings over only what was paid for with credits; free downloads and the allowance stay behind", async () => {
    const owner = new Visitor();
    const email = uniqueEmail();
    await owner.signUp(email);
    await owner.download("worksheet", 10);
    await owner.logOut();

    // A throwaway visitor account: free downloads, plus one item paid with a credit it somehow had.
    const throwaway = new Visitor();
    await throwaway.download("worksheet", 11);
    await throwaway.download("quiz", 12);
    const throwawayId = await throwaway.accountId();
    await grantCredits(env.DB, { key: `purchase:test-${throwawayId}`, accountId: throwawayId, credits: 1 });
    for (let id = 20; id < 28; id++) await throwaway.download("quiz", id);
    const paid = await throwaway.download("worksheet", 13);
    expect(await paid.json()).toMatchObject({ charged: "credit" });

    // Two logins racing with the same visitor cookie: the move still happens once.
    const twin = new Visitor(throwaway.ip);
    twin.cookie = throwaway.cookie;
    const [first, second] = await Promise.all([throwaway.logIn(email), twin.logIn(email)]);
    expect([first.status, second.status]).toEqual([200, 200]);

    const me = await throwaway.me();
    expect(me.owned).toHaveLength(2);
    expect(me.owned).toEqual(
      expect.arrayContaining([
        { kind: "worksheet", id: 10 },
        { kind: "worksheet", id: 13 },
      ]),
    );
    expect(me.freeDownloadsRemaining).toBe(9);
    const moved = await env.DB.prepare("SELECT kind, COUNT(*) AS n FROM ledger WHERE key IN (?, ?) GROUP BY kind ORDER BY kind")
      .bind(`merge-in:${throwawayId}`, `merge-out:${throwawayId}`)
      .all();
    expect(moved.results).toEqual([
      { kind: "merge-in", n: 1 },
      { kind: "merge-out", n: 1 },
    ]);
    const left = await env.DB.prepare(
      "SELECT SUM(delta_free) AS free, SUM(delta_credits) AS credits FROM ledger WHERE account_id = ?",
    )
      .bind(throwawayId)
      .first();
    expect(left).toEqual({ free: 0, credits: 0 });
    // A free item left behind costs the account a download like any other; the paid one is free to fetch again.
    expect(await (await throwaway.download("quiz", 12)).json()).toMatchObject({ charged: "free", freeDownloadsRemaining: 8 });
    const { url } = (await (await throwaway.download("worksheet", 13)).json()) as { url: string };
    expect((await throwaway.get(url)).status).toBe(200);
  });
});
