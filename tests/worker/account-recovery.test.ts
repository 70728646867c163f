import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { TIERS } from "~/lib/limits/rate-limits.server";
import { call, postJson } from "./fetch";
import { awaitEmails, emailsTo, latestEmail, linkIn } from "./outbox";
import { sessionSetCookie, Visitor } from "./visitor";
import { PASSWORD, signedUp, uniqueEmail } from "./fixtures";

async function sha256Hex(text: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A user who signed up (and so got the verification email). */
async function registered(email = uniqueEmail("reader"), password = PASSWORD) {
  const user = await signedUp(email, password);
  await awaitEmails(email, 1);
  return user;
}

function askForReset(email: string, visitor = new Visitor()) {
  return visitor.post("/api/auth/password-reset", { email });
}

function confirmReset(token: string, password: string) {
  return postJson("/api/auth/password-reset/confirm", { token, password });
}

async function resetLink(email: string, count: number) {
  return linkIn(await latestEmail(email, count), "/reset-password");
}

describe("signing up answers the same for a new and a registered address", () => {
  test("a new address is logged in at once and gets a link to confirm it; a registered one gets a 'you have an account' email", async () => {
    const email = uniqueEmail("reader");
    const newcomer = new Visitor();
    const first = await newcomer.signUp(email);
    const firstBody = await first.json();
    expect(sessionSetCookie(first)).toMatch(/^__Host-session=/);
    expect(await newcomer.me()).toMatchObject({ user: { email } });
    const welcome = await latestEmail(email);
    expect(welcome.subject).toBe("Confirm your StudyShelf email address");
    expect(linkIn(welcome, "/verify-email").link).toMatch(new RegExp(`^${env.SITE_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));

    const stranger = new Visitor();
    const second = await stranger.signUp(email, "a different password");
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(firstBody);
    expect(firstBody).toEqual({ message: expect.stringContaining("Check your email") });
    expect(await stranger.me()).toMatchObject({ user: null });
    const notice = await latestEmail(email, 2);
    expect(notice.subject).toBe("You already have a StudyShelf account");
    expect(notice.text_body).toContain(`${env.SITE_URL}/login`);
    expect(notice.text_body).toContain(`${env.SITE_URL}/forgot-password`);

    // The second sign-up changed nothing: the owner's password still works, the stranger's does not.
    expect((await new Visitor().logIn(email, "a different password")).status).toBe(401);
    expect((await new Visitor().logIn(email)).status).toBe(200);
  });

  test("an anonymous visitor who signs up with a registered address keeps their session and what it holds", async () => {
    const { email } = await registered();
    const visitor = new Visitor();
    await visitor.download("worksheet", 3);
    const before = visitor.cookie;
    expect((await visitor.signUp(email)).status).toBe(200);
    expect(visitor.cookie).toBe(before);
    expect(await visitor.me()).toMatchObject({ user: null, freeDownloadsRemaining: 9, owned: [{ kind: "worksheet", id: 3 }] });
  });
});

describe("sign-up is throttled per IP", () => {
  test(`${TIERS.signUpPerNetwork.limit} sign-ups an hour from one IP (a class behind one school network), then 429`, async () => {
    const ip = "198.51.100.40";
    for (let i = 0; i < TIERS.signUpPerNetwork.limit; i++)
      expect((await new Visitor(ip).signUp(uniqueEmail("reader"))).status).toBe(200);
    const refused = await new Visitor(ip).signUp(uniqueEmail("reader"));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("Too many accounts") });
    // Refused before anything else happens: a registered address gets the same 429, and no email.
    const { email } = await registered();
    expect((await new Visitor(ip).signUp(email)).status).toBe(429);
    // Another network is not affected.
    expect((await new Visitor("198.51.100.41").signUp(uniqueEmail("reader"))).status).toBe(200);
    expect(await emailsTo(email)).toHaveLength(1);
  });
});

describe("password reset by email", () => {
  test("the same 202 answer whether or not the address has an account; only an account gets an email", async () => {
    const { email } = await registered();
    const unknown = uniqueEmail("reader");
    const forUnknown = await askForReset(unknown);
    const forAccount = await askForReset(email);
    expect(forAccount.status).toBe(202);
    expect(forUnknown.status).toBe(202);
    expect(await forAccount.json()).toEqual(await forUnknown.json());
    const email2 = await latestEmail(email, 2);
    expect(email2.subject).toBe("Reset your StudyShelf password");
    expect(await emailsTo(unknown)).toEqual([]);
  });

  test("the email carries a full link to the reset page on the configured site; the token is stored hashed and lasts 30 minutes", async () => {
    const { email } = await registered();
    await askForReset(email);
    const { link, token } = await resetLink(email, 2);
    expect(link).toBe(`${env.SITE_URL}/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT id, purpose, created_at, expires_at FROM account_tokens WHERE id = ?")
      .bind(await sha256Hex(token))
      .first<{ id: string; purpose: string; created_at: string; expires_at: number }>();
    expect(row?.purpose).toBe("password-reset");
    expect(row!.expires_at - Date.parse(row!.created_at) / 1000).toBeCloseTo(30 * 60, -1);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM account_tokens WHERE id = ?").bind(token).first("n")).toBe(0);
  });

  test("a new password works once, ends every session of the account, and the old password stops working", async () => {
    const { visitor, email } = await registered();
    const otherDevice = new Visitor();
    expect((await otherDevice.logIn(email)).status).toBe(200);
    await askForReset(email);
    const { token } = await resetLink(email, 2);

    const confirmed = await confirmReset(token, "a brand new passphrase");
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: expect.stringContaining("every device has been logged out") });
    expect(await visitor.me()).toMatchObject({ user: null });
    expect(await otherDevice.me()).toMatchObject({ user: null });
    expect((await new Visitor().logIn(email)).status).toBe(401);
    expect((await new Visitor().logIn(email, "a brand new passphrase")).status).toBe(200);

    const again = await confirmReset(token, "yet another passphrase");
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: expect.stringContaining("expired or has already been used") });
    expect((await new Visitor().logIn(email, "yet another passphrase")).status).toBe(401);
  });

  test("the reset page's form signs that browser in with the new password; other devices stay logged out", async () => {
    const { visitor, email } = await registered();
    await askForReset(email);
    const { token } = await resetLink(email, 2);
    const device = new Visitor();
    const answer = await device.postForm("/reset-password", { token, password: "a brand new passphrase" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("You are logged in on this device");
    expect(await device.me()).toMatchObject({ user: { email } });
    expect(await visitor.me()).toMatchObject({ user: null });
    expect((await new Visitor().logIn(email, "a brand new passphrase")).status).toBe(200);
  });

  test("two resets racing with one link: exactly one wins", async () => {
    const { email } = await registered();
    await askForReset(email);
    const { token } = await resetLink(email, 2);
    const statuses = (await Promise.all([confirmReset(token, "first racer wins"), confirmReset(token, "second racer wins")])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  test("a link older than 30 minutes, a made-up token, and a weak new password are refused", async () => {
    const { email } = await registered();
    await askForReset(email);
    const { token } = await resetLink(email, 2);
    const weak = await confirmReset(token, "short");
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ fields: { password: expect.any(String) } });

    await env.DB.prepare("UPDATE account_tokens SET expires_at = ? WHERE id = ?")
      .bind(Math.floor(Date.now() / 1000) - 1, await sha256Hex(token))
      .run();
    expect((await confirmReset(token, "in time after all")).status).toBe(400);
    expect((await confirmReset("A".repeat(43), "a made up token")).status).toBe(400);
    expect((await confirmReset("not even the right shape", "a made up token")).status).toBe(400);
    expect((await new Visitor().logIn(email)).status).toBe(200);
  });

  test("a newer link does not revive an older used one, and a reset stops the account's other links", async () => {
    const { email } = await registered();
    await askForReset(email);
    const older = (await resetLink(email, 2)).token;
    await askForReset(email);
    const newer = (await resetLink(email, 3)).token;
    expect(newer).not.toBe(older);
    expect((await confirmReset(newer, "the newer link wins")).status).toBe(200);
    expect((await confirmReset(older, "the older link loses")).status).toBe(400);
  });

  test("asking is never refused for a network (docs/decisions/0028); an address gets at most a few emails an hour, with the same answer", async () => {
    const { email } = await registered();
    const { limit } = TIERS.emailsPerRecipient;
    // The welcome email was the first of the address's share.
    for (let i = 1; i < limit + 3; i++) expect((await askForReset(email)).status).toBe(202);
    await awaitEmails(email, limit);
    const ip = "198.51.100.60";
    for (let i = 0; i < TIERS.resetPerNetwork.limit; i++)
      expect((await askForReset(uniqueEmail("reader"), new Visitor(ip))).status).toBe(202);
    // Requests for addresses without an account never use up the network's share of reset emails.
    expect((await askForReset(uniqueEmail("reader"), new Visitor(ip))).status).toBe(202);
    expect(await emailsTo(email)).toHaveLength(limit);
  });

  test("bad requests are 400/415 with JSON errors, other methods 405", async () => {
    expect((await postJson("/api/auth/password-reset", { email: "not-an-email" })).status).toBe(400);
    expect((await postJson("/api/auth/password-reset", "{oops")).status).toBe(400);
    expect((await postJson("/api/auth/password-reset/confirm", { password: "long enough password" })).status).toBe(400);
    const form = await call("/api/auth/password-reset", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40example.com",
    });
    expect(form.status).toBe(415);
    const get = await call("/api/auth/password-reset");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await get.json()).toEqual({ error: expect.any(String) });
  });
});

describe("email verification", () => {
  test("a new account is unverified but can download; the emailed link confirms it once", async () => {
    const { visitor, email } = await registered();
    expect((await visitor.download("quiz", 4)).status).toBe(200);
    expect(await accountData(visitor)).toMatchObject({ account: { email, emailVerified: false } });

    const { token } = linkIn(await latestEmail(email), "/verify-email");
    const verified = await postJson("/api/auth/verify-email", { token });
    expect(verified.status).toBe(200);
    expect(await accountData(visitor)).toMatchObject({ account: { emailVerified: true, emailVerifiedAt: expect.any(String) } });
    expect((await postJson("/api/auth/verify-email", { token })).status).toBe(400);
  });

  test("a signed-in user can ask for a new link; anonymous visitors cannot", async () => {
    const { visitor, email } = await registered();
    const resent = await visitor.post("/api/auth/verify-email/resend", {});
    expect(resent.status).toBe(202);
    const { token } = linkIn(await latestEmail(email, 2), "/verify-email");
    expect((await postJson("/api/auth/verify-email", { token })).status).toBe(200);
    const done = await visitor.post("/api/auth/verify-email/resend", {});
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: expect.stringContaining("already confirmed") });
    expect((await new Visitor().post("/api/auth/verify-email/resend", {})).status).toBe(401);
  });

  test("resetting the password also confirms the address", async () => {
    const { visitor, email } = await registered();
    await askForReset(email);
    expect((await confirmReset((await resetLink(email, 2)).token, "proved by the inbox")).status).toBe(200);
    expect((await visitor.logIn(email, "proved by the inbox")).status).toBe(200);
    expect(await accountData(visitor)).toMatchObject({ account: { emailVerified: true } });
  });
});

async function accountData(visitor: Visitor) {
  const response = await visitor.get("/api/account/data");
  expect(response.status).toBe(200);
  return (await response.json()) as {
    account: { id: string; email: string; emailVerified: boolean };
    balance: { freeDownloadsRemaining: number; credits: number };
    ownedItems: { kind: string; id: number; title: string | null }[];
    ledger: { kind: string; deltaFree: number }[];
    messages: { message: string; email: string }[];
  };
}

function deleteAccount(visitor: Visitor, password: string) {
  return visitor.delete("/api/account", { password });
}

describe("your data", () => {
  test("a signed-in user downloads everything kept about them as JSON", async () => {
    const { visitor, email } = await registered();
    await visitor.download("worksheet", 7);
    // Sent from the account's session: the account's own (an address alone proves nothing, docs/decisions/0028).
    await visitor.post("/api/messages", {
      name: "Reader",
      email,
      message: "Is there a worksheet on fractions?",
      source: "contact",
    });
    const response = await visitor.get("/api/account/data");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="studyshelf-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const data = await accountData(visitor);
    expect(data.account).toMatchObject({ id: await visitor.accountId(), email, emailVerified: false });
    expect(data.balance).toEqual({ freeDownloadsRemaining: 9, credits: 0 });
    expect(data.ownedItems).toEqual([{ kind: "worksheet", id: 7, title: expect.any(String) }]);
    expect(data.ledger.map((entry) => entry.kind)).toEqual(["free-grant", "download"]);
    expect(data.messages).toEqual([expect.objectContaining({ email, message: "Is there a worksheet on fractions?" })]);
  });

  test("only a signed-in user has data to download", async () => {
    expect((await call("/api/account/data")).status).toBe(401);
    const anonymous = new Visitor();
    await anonymous.download("quiz", 0);
    expect((await anonymous.get("/api/account/data")).status).toBe(401);
  });

  test("deleting the account ends every session, removes email and messages, and keeps the ledger rows without them", async () => {
    const { visitor, email, password } = await registered();
    const otherDevice = new Visitor();
    await otherDevice.logIn(email);
    await visitor.download("worksheet", 8);
    await visitor.post("/api/messages", { name: "Reader", email, message: "Please delete everything about me.", source: "chat" });
    const accountId = await visitor.accountId();
    const ledgerRows = () => env.DB.prepare("SELECT COUNT(*) AS n FROM ledger WHERE account_id = ?").bind(accountId).first("n");
    expect(await ledgerRows()).toBe(2);

    const wrong = await deleteAccount(visitor, "not my password");
    expect(wrong.status).toBe(403);
    expect(await visitor.me()).toMatchObject({ user: { email } });

    const deleted = await deleteAccount(visitor, password);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(sessionSetCookie(deleted)).toMatch(/^__Host-session=; /);
    expect(await otherDevice.me()).toMatchObject({ user: null });
    expect((await new Visitor().logIn(email, password)).status).toBe(401);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE account_id = ?").bind(accountId).first("n")).toBe(0);
    expect(
      await env.DB.prepare("SELECT email, password_hash, deleted_at FROM accounts WHERE id = ?").bind(accountId).first(),
    ).toEqual({ email: null, password_hash: null, deleted_at: expect.any(String) });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM messages WHERE email = ?").bind(email).first("n")).toBe(0);
    expect(await emailsTo(email)).toEqual([]);
    expect(await ledgerRows()).toBe(2);

    // The address is free again: signing up with it makes a new account.
    const returning = new Visitor();
    expect((await returning.signUp(email)).status).toBe(200);
    expect(await returning.me()).toMatchObject({ user: { email }, freeDownloadsRemaining: 10, owned: [] });
    expect(await returning.accountId()).not.toBe(accountId);
  });

  test("deleting needs a signed-in user and a password", async () => {
    expect((await deleteAccount(new Visitor(), "whatever")).status).toBe(401);
    const { visitor } = await registered();
    const missing = await visitor.delete("/api/account", {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { password: expect.any(String) } });
  });
});
