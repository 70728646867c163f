import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { BASE, call, postJson } from "./fetch";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Question 3 of the fractions quiz looks wrong.",
  source: "contact",
};

async function storedCount() {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM messages").first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /api/messages", () => {
  test("stores a valid message in D1 and answers 201", async () => {
    const response = await postJson("/api/messages", valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await env.DB.prepare("SELECT name, email, message, source FROM messages WHERE id = ?").bind(id).first();
    expect(row).toEqual({ name: valid.name, email: valid.email, message: valid.message, source: "contact" });
  });

  test("stores chat-panel messages the same way", async () => {
    const response = await postJson("/api/messages", { ...valid, source: "chat" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await env.DB.prepare("SELECT source FROM messages WHERE id = ?").bind(id).first("source")).toBe("chat");
  });

  test.each([
    [{ ...valid, name: "" }, ["name"]],
    [{ ...valid, email: "not-an-email" }, ["email"]],
    [{ ...valid, message: "hi" }, ["message"]],
    [{ ...valid, source: "fax" }, ["source"]],
    [{ name: 42, email: null }, ["name", "email", "message", "source"]],
    [{}, ["name", "email", "message", "source"]],
  ])("invalid input %j gets 400 with field errors and stores nothing", async (body, fields) => {
    const before = await storedCount();
    const response = await postJson("/api/messages", body);
    expect(response.status).toBe(400);
    const result = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(result.error).toEqual(expect.any(String));
    expect(Object.keys(result.fields).sort()).toEqual([...fields].sort());
    expect(await storedCount()).toBe(before);
  });

  test.each(["{not json", "[1,2", "", "null", "[]", '"text"'])("malformed or non-object JSON %j is 400", async (raw) => {
    const response = await postJson("/api/messages", raw);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  test("an oversized body is 413 and stores nothing", async () => {
    const before = await storedCount();
    const response = await postJson("/api/messages", { ...valid, message: "x".repeat(20_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(await storedCount()).toBe(before);
  });

  test("a post from another site is refused with 403", async () => {
    const response = await postJson("/api/messages", valid, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    const crossSite = await call("/api/messages", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify(valid),
    });
    expect(crossSite.status).toBe(403);
    expect(BASE).toMatch(/^https:/);
  });
});
