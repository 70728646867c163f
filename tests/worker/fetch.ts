/** Calls the real Worker entry (Hono + API) from inside workerd, as a client would. */
import { exports } from "cloudflare:workers";

export const BASE = "https://studyshelf.test";

export function call(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(new URL(path, BASE), init));
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
