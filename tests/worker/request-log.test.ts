/**
 * The Worker's logs (docs/decisions/0018): one JSON line per request with its route pattern, and
 * server errors with their stack, tied by the id the response carries in X-Request-Id; nothing
 * personal in either.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, test, vi, type MockInstance } from "vitest";
import { call, postJson } from "./fetch";
import { Visitor } from "./visitor";
import { uniqueEmail } from "./fixtures";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let logs: MockInstance<typeof console.log>;
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  logs = vi.spyOn(console, "log").mockImplementation(() => {});
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Everything logged so far, each call as the one string it printed. */
function printed() {
  return [...logs.mock.calls, ...errors.mock.calls].map((args) => args.map(String).join(" "));
}

function requestLines() {
  return logs.mock.calls
    .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    .filter(({ msg }) => msg === "request");
}

describe("one line per request", () => {
  test("method, route pattern, status, duration and the id the response carries in X-Request-Id", async () => {
    const response = await call("/api/worksheets/3");
    expect(response.status).toBe(200);
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      level: "info",
      msg: "request",
      id: expect.stringMatching(UUID),
      method: "GET",
      route: "/api/worksheets/:id",
      status: 200,
      ms: expect.any(Number),
    });
    expect(response.headers.get("X-Request-Id")).toBe(lines[0].id);
    // One line, printed as JSON on one line.
    expect(logs.mock.calls[0]).toHaveLength(1);
    expect(String(logs.mock.calls[0][0])).not.toContain("\n");
  });

  test("each request gets its own id", async () => {
    const [first, second] = await Promise.all([call("/api/quizzes"), call("/api/quizzes")]);
    expect(first.headers.get("X-Request-Id")).not.toBe(second.headers.get("X-Request-Id"));
    expect(new Set(requestLines().map(({ id }) => id)).size).toBe(2);
  });

  test("pages and their data requests are logged with the page route's pattern, however often they are asked for", async () => {
    for (const path of [
      "/worksheet/3",
      "/worksheet/4",
      "/worksheet/3",
      "/worksheet/3.data",
      "/_root.data",
      "/",
      "/no/such/page/here",
    ])
      await call(path);
    expect(requestLines().map(({ route }) => route)).toEqual([
      "/worksheet/:id",
      "/worksheet/:id",
      "/worksheet/:id",
      "/worksheet/:id.data",
      "/_root.data",
      "/",
      "/*",
    ]);
  });

  test("refusals and unknown paths are logged too, with the route they were sent to", async () => {
    await postJson("/api/messages", { name: "A", email: "a@example.com", message: "x".repeat(20_000), source: "contact" });
    await call("/api/messages", { method: "PUT" });
    await call("/api/no-such-thing");
    expect(requestLines().map(({ route, status }) => [route, status])).toEqual([
      ["/api/messages", 413],
      ["/api/*", 405],
      ["/api/*", 404],
    ]);
  });
});

describe("nothing personal in the logs", () => {
  test("no email, IP address, session token or query string, for a visitor who signs up and downloads", async () => {
    const email = uniqueEmail("logged");
    const visitor = new Visitor("198.51.100.77");
    await visitor.signUp(email);
    const download = await visitor.download("worksheet", 0);
    const { url } = (await download.json()) as { url: string };
    expect((await visitor.get(url)).status).toBe(200);
    await visitor.get("/api/worksheets?q=private+words");

    const routes = requestLines().map(({ route }) => route);
    expect(routes).toEqual(["/api/auth/signup", "/api/downloads", "/api/files/:kind/:id", "/api/worksheets"]);
    const signature = new URL(url, "https://studyshelf.test").searchParams.get("sig")!;
    const token = visitor.cookie!.split("=")[1];
    for (const line of printed()) {
      for (const secret of [email, "198.51.100.77", token, signature, "private", "sig="]) expect(line).not.toContain(secret);
    }
  });
});

describe("server errors", () => {
  test("are logged once, with their stack and the request's id, and with personal data scrubbed", async () => {
    vi.spyOn(env.DB, "withSession").mockImplementation(() => {
      throw new Error("lookup failed for ada@example.com from 203.0.113.9 with token Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA");
    });
    // A session cookie, so the visitor is looked up (a visitor without one asks D1 nothing).
    const response = await call("/api/me", { headers: { Cookie: `__Host-session=${"a".repeat(43)}` } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: expect.any(String) });

    const id = response.headers.get("X-Request-Id");
    expect(errors).toHaveBeenCalledTimes(1);
    const logged = JSON.parse(String(errors.mock.calls[0][0])) as Record<string, string>;
    expect(logged).toMatchObject({ level: "error", id, error: "Error" });
    expect(logged.msg).toBe("lookup failed for [email] from [ip] with token [token]");
    expect(logged.stack).toMatch(/\n\s+at /);
    for (const secret of ["ada@example.com", "203.0.113.9", "Zm9vYmFy"]) expect(logged.stack).not.toContain(secret);
    expect(requestLines()).toMatchObject([{ level: "error", id, route: "/api/me", status: 500 }]);
  });
});
