import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { LOGIN_THROTTLE, waitAfter } from "~/lib/limits/rate-limits.server";
import { BASE, call } from "./fetch";
import { Visitor } from "./visitor";
import { PASSWORD, signedUp, uniqueEmail } from "./fixtures";

const { freePerPair, freePerNetwork, firstWaitSeconds, maxWaitSeconds } = LOGIN_THROTTLE;

async function registered(email = uniqueEmail()) {
  const { visitor: owner } = await signedUp(email, PASSWORD, new Visitor("192.0.2.10"));
  await owner.logOut();
  return email;
}

const START = 2_000_000_000;

/** Moves the clock the throttle reads; the Worker runs in this isolate. */
function clockAt(seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(seconds * 1000);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("failed logins cannot be turned against the owner", () => {
  // A fixed clock, so waits read in different seconds compare exactly; tests that need time to pass move it.
  beforeEach(() => clockAt(START));
  test("someone guessing from another network is slowed down; the owner still logs in from theirs", async () => {
    const email = await registered();
    const attacker = new Visitor("198.51.100.20");
    for (let i = 0; i < freePerPair; i++) expect((await attacker.logIn(email, `guess-${i}`)).status).toBe(401);
    // Even the right password waits, from the guessing network: the guesses cannot simply continue.
    const refused = await attacker.logIn(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(firstWaitSeconds);
    expect(await refused.json()).toMatchObject({ error: expect.stringContaining("Too many") });

    const owner = new Visitor("192.0.2.10");
    expect((await owner.logIn(email)).status).toBe(200);
    expect(await owner.me()).toMatchObject({ user: { email } });
  });

  test("each failure beyond the free ones doubles the wait, up to 15 minutes; a refused attempt costs nothing", async () => {
    const email = await registered();
    const attacker = new Visitor("198.51.100.21");
    let now = START;
    for (let i = 0; i < freePerPair; i++) expect((await attacker.logIn(email, `guess-${i}`)).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 7; round++) {
      const refused = await attacker.logIn(email, "still guessing");
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      waits.push(wait);
      // One second early is still too early, and being refused did not make the wait longer.
      clockAt((now += wait - 1));
      expect(Number((await attacker.logIn(email, "too early")).headers.get("retry-after"))).toBe(1);
      clockAt((now += 1));
      expect((await attacker.logIn(email, `late guess ${round}`)).status).toBe(401);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, maxWaitSeconds, maxWaitSeconds]);
    expect(waits).toEqual(waits.map((_, round) => waitAfter(freePerPair + round, freePerPair)));
  });

  test("one network trying many accounts gets fewer guesses at each of them; an account nobody guesses still logs in", async () => {
    const email = await registered();
    const guessed = await registered();
    const sprayer = new Visitor("198.51.100.22");
    for (let i = 0; i < freePerNetwork; i++) expect((await sprayer.logIn(uniqueEmail(), "password123")).status).toBe(401);
    // Busy now: each account takes only freePerPairOnBusyNetwork guesses from this network, not freePerPair.
    for (let i = 0; i < LOGIN_THROTTLE.freePerPairOnBusyNetwork; i++)
      expect((await sprayer.logIn(guessed, `guess ${i}`)).status).toBe(401);
    expect((await sprayer.logIn(guessed)).status).toBe(429);
    // A correct password for an account nobody is guessing is not refused (docs/decisions/0028).
    expect((await sprayer.logIn(email)).status).toBe(200);
    expect((await new Visitor("198.51.100.23").logIn(guessed)).status).toBe(200);
  });

  test("a network's addresses count together: rotating through an IPv6 /64 does not reset the count", async () => {
    const email = await registered();
    for (let i = 0; i < freePerPair; i++) {
      const rotating = new Visitor(`2001:db8:77:1::${(i + 1).toString(16)}`);
      expect((await rotating.logIn(email, `guess-${i}`)).status).toBe(401);
    }
    expect((await new Visitor("2001:db8:77:1::ffff").logIn(email)).status).toBe(429);
    expect((await new Visitor("2001:db8:77:2::1").logIn(email)).status).toBe(200);
  });

  test("a successful login clears that network's failures for the account", async () => {
    const email = await registered();
    const owner = new Visitor("192.0.2.11");
    for (let i = 0; i < freePerPair - 1; i++) await owner.logIn(email, "typo");
    expect((await owner.logIn(email)).status).toBe(200);
    for (let i = 0; i < freePerPair - 1; i++) await owner.logIn(email, "typo");
    expect((await owner.logIn(email)).status).toBe(200);
  });

  test("unknown emails are throttled exactly like real ones, so a 429 reveals no account", async () => {
    const email = await registered();
    const prober = new Visitor("198.51.100.24");
    const ghost = uniqueEmail();
    for (let i = 0; i < freePerPair; i++) {
      await prober.logIn(email, `guess-${i}`);
      await prober.logIn(ghost, `guess-${i}`);
    }
    const [real, unknown] = [await prober.logIn(email, "again"), await prober.logIn(ghost, "again")];
    expect([real.status, unknown.status]).toEqual([429, 429]);
    expect(await real.json()).toEqual(await unknown.json());
    expect(real.headers.get("retry-after")).toBe(unknown.headers.get("retry-after"));
  });

  test("20 concurrent guesses get exactly the free attempts through, not one more", async () => {
    const email = await registered();
    const attacker = new Visitor("198.51.100.25");
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attacker.logIn(email, `burst-${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(freePerPair);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - freePerPair);
  });
});

test("failures are forgotten, address and all, a day after the last one", async () => {
  clockAt(START + 10 * 24 * 3600);
  await new Visitor("198.51.100.30").logIn(uniqueEmail(), "wrong");
  const stored = () => env.DB.prepare("SELECT COUNT(*) AS n FROM login_throttle WHERE key LIKE '%198.51.100.30%'").first("n");
  expect(await stored()).toBe(2);
  clockAt(START + 11 * 24 * 3600);
  await new Visitor("198.51.100.31").logIn(uniqueEmail(), "wrong");
  expect(await stored()).toBe(0);
});

describe("passwords people choose", () => {
  test.each([
    ["password", "most common"],
    ["12345678", "most common"],
    ["Password1", "most common"],
    ["iloveyou1", "most common"],
    ["        ", "only spaces"],
    ["\t \t \t \t ", "only spaces"],
    ["short", "at least 8"],
    ["x".repeat(129), "128 characters or fewer"],
  ])("%j is refused at sign-up: %s", async (password, reason) => {
    const response = await new Visitor().signUp(uniqueEmail(), password);
    expect(response.status).toBe(400);
    const { fields } = (await response.json()) as { fields: { password?: string } };
    expect(fields.password).toContain(reason);
  });

  test("8 and 128 characters are both fine, spaces included", async () => {
    expect((await new Visitor().signUp(uniqueEmail(), "tea at 4")).status).toBe(200);
    expect((await new Visitor().signUp(uniqueEmail(), "a long passphrase ".repeat(8).slice(0, 128))).status).toBe(200);
  });

  test("the sign-up page refuses a common password with the reason, and keeps the email typed", async () => {
    const email = uniqueEmail();
    const response = await call("/signup", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: new URLSearchParams({ email, password: "password", next: "/account" }),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("one of the most common passwords");
    expect(html).toContain(`value="${email}"`);
  });
});
