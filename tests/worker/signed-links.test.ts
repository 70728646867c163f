import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { canonicalEncoding, signingSecret, signLink, verifyLink } from "~/lib/downloads/signed-link.server";
import { Visitor, type DownloadBody } from "./visitor";
import { uniqueEmail } from "./fixtures";

async function freshLink() {
  const visitor = new Visitor();
  const { url } = (await (await visitor.download("worksheet", 3)).json()) as DownloadBody;
  return { visitor, url: new URL(url, "https://studyshelf.test") };
}

function withParam(url: URL, name: string, value: string) {
  const copy = new URL(url);
  copy.searchParams.set(name, value);
  return copy.pathname + copy.search;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** Changes the last character's significant bits, so the signature bytes change. */
const flipLast = (value: string) => value.slice(0, -1) + BASE64URL[BASE64URL.indexOf(value.at(-1)!) ^ 0b010000];
/** Changes only the 2 unused bits of the last character: same bytes, another spelling. */
const respellLast = (value: string) => value.slice(0, -1) + BASE64URL[BASE64URL.indexOf(value.at(-1)!) ^ 0b000001];

describe("signed download links", () => {
  test("every tampered field is refused with 403 and the untouched link still works", async () => {
    const { visitor, url } = await freshLink();
    const q = url.searchParams;
    const tampered = [
      url.pathname.replace("/worksheet/3", "/worksheet/4") + url.search,
      url.pathname.replace("/worksheet/3", "/quiz/3") + url.search,
      url.pathname.replace("/worksheet/3", "/worksheet/03") + url.search,
      withParam(url, "v", "1"),
      withParam(url, "v", "2"),
      withParam(url, "paper", q.get("paper") === "a4" ? "letter" : "a4"),
      withParam(url, "paper", "a3"),
      url.pathname + url.search.replace(/&paper=[^&]+/, ""),
      withParam(url, "session", "0".repeat(64)),
      withParam(url, "session", q.get("session")!.toUpperCase()),
      withParam(url, "session", `${q.get("session")}0`),
      url.pathname + url.search.replace(/&session=[^&]+/, ""),
      withParam(url, "expires", String(Number(q.get("expires")) + 60)),
      withParam(url, "expires", `0${q.get("expires")}`),
      withParam(url, "sig", flipLast(q.get("sig")!)),
      withParam(url, "sig", respellLast(q.get("sig")!)),
      withParam(url, "sig", ""),
      url.pathname + url.search.replace(/&sig=[^&]+/, ""),
    ];
    for (const path of tampered) {
      const response = await visitor.get(path);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await visitor.get(url.pathname + url.search)).status).toBe(200);
  });

  test("moving characters between neighbouring fields changes what is signed", async () => {
    const sessionId = "ab".repeat(32);
    const claims = {
      item: { kind: "worksheet" as const, id: 12 },
      paper: "a4" as const,
      version: null,
      copies: 1,
      sessionId,
      expires: 1_900_000_000,
    };
    // Without length prefixes both would read "…ab1900000000".
    const spliced = { ...claims, sessionId: `${sessionId}1`, expires: 900_000_000 };
    expect(canonicalEncoding("4", claims)).not.toEqual(canonicalEncoding("4", spliced));
    const secret = await signingSecret(env.DB, undefined);
    const link = new URL(await signLink(secret, claims), "https://studyshelf.test");
    const forged = new URLSearchParams(link.searchParams);
    forged.set("session", spliced.sessionId);
    forged.set("expires", String(spliced.expires));
    expect(await verifyLink(secret, "worksheet", "12", forged, 0)).toMatchObject({ ok: false, error: "tampered" });
    expect(await verifyLink(secret, "worksheet", "12", link.searchParams, 0)).toMatchObject({ ok: true });
  });

  test("an expired link answers 410, checked only after the signature", async () => {
    const secret = await signingSecret(env.DB, undefined);
    const claims = {
      item: { kind: "quiz" as const, id: 1 },
      paper: "letter" as const,
      version: null,
      copies: 1,
      sessionId: "0".repeat(64),
      expires: 1_000,
    };
    const link = new URL(await signLink(secret, claims), "https://studyshelf.test");
    expect(await verifyLink(secret, "quiz", "1", link.searchParams, 1_001_000)).toMatchObject({ ok: false, error: "expired" });
    expect(await verifyLink(secret, "quiz", "1", link.searchParams, 999_000)).toMatchObject({ ok: true });
    expect(await verifyLink("another secret", "quiz", "1", link.searchParams, 999_000)).toMatchObject({
      ok: false,
      error: "tampered",
    });

    const { visitor } = await freshLink();
    const old = await signLink(secret, {
      item: { kind: "worksheet", id: 3 },
      paper: "a4",
      version: null,
      copies: 1,
      sessionId: await visitor.sessionId(),
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    const response = await visitor.get(old);
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("expired") });
  });

  test("a link works only with the cookie of the session that asked for it", async () => {
    const { visitor, url } = await freshLink();
    const path = url.pathname + url.search;
    expect(url.searchParams.get("session")).toBe(await visitor.sessionId());
    const stranger = new Visitor();
    await stranger.download("quiz", 0);
    for (const other of [stranger, new Visitor()]) {
      const response = await other.get(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: expect.stringContaining("only in the browser session that asked for it") });
    }
    // The cookie is what counts, not the IP address or anything else about the browser.
    const sameCookie = new Visitor();
    sameCookie.cookie = visitor.cookie;
    expect((await sameCookie.get(path)).status).toBe(200);
    expect((await visitor.get(path)).status).toBe(200);
  });

  test("signing up or logging out ends the session, and with it the links it asked for", async () => {
    const { visitor, url } = await freshLink();
    const path = url.pathname + url.search;
    expect((await visitor.signUp(uniqueEmail("links"))).status).toBe(200);
    expect((await visitor.get(path)).status).toBe(403);

    const { url: signedUp } = (await (await visitor.download("worksheet", 3)).json()) as DownloadBody;
    expect((await visitor.get(signedUp)).status).toBe(200);
    await visitor.logOut();
    expect(visitor.cookie).toBeNull();
    expect((await visitor.get(signedUp)).status).toBe(403);
  });

  test("without a configured secret one random secret is generated per database and kept", async () => {
    const first = await signingSecret(env.DB, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await signingSecret(env.DB, undefined)).toBe(first);
    expect(await signingSecret(env.DB, "configured")).toBe("configured");
  });
});
