/**
 * The Worker's front door applies the same rules to every request before any route runs: these are
 * the behaviours that used to be applied route by route, or not at all.
 */
import { describe, expect, test } from "vitest";
import { BASE, call, postJson } from "./fetch";

describe("the front door", () => {
  test("a JSON endpoint given a body that is not JSON answers 415, not a guess", async () => {
    const response = await call("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: BASE },
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Hello there, team!", source: "contact" }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  test("a known API path asked with another method answers 405 with Allow", async () => {
    const response = await call("/api/me", { method: "PUT", headers: { Origin: BASE } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  test("pages answer GET, HEAD and POST only", async () => {
    const response = await call("/contact", { method: "DELETE", headers: { Origin: BASE } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  test("a page form posted from another site is refused before the page runs", async () => {
    for (const path of ["/login", "/signup", "/contact", "/banner", "/logout"]) {
      const response = await call(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: "email=a%40b.c&password=whatever",
      });
      expect(response.status, path).toBe(403);
    }
  });

  test("an oversized body is 413 before anything reads it, on any path", async () => {
    const big = "x".repeat(64 * 1024);
    expect(
      (await postJson("/api/downloads", { kind: "worksheet", id: 0, pad: big }, { "Idempotency-Key": "big-1" })).status,
    ).toBe(413);
    const form = await call("/signup", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: BASE },
      body: `email=a%40b.c&password=${big}`,
    });
    expect(form.status).toBe(413);
  });

  test("every response carries the protective headers, and personal ones are never stored", async () => {
    for (const path of ["/api/me", "/api/worksheets", "/api/nope"]) {
      const response = await call(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  test("plain http to localhost gets no HSTS", async () => {
    const response = await call("http://localhost:8787/api/me");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});
