/**
 * Property: whatever a client sends, to any route, with any method, content type, headers and body,
 * the Worker answers 2xx, 3xx or 4xx, never 5xx; under /api a refusal is JSON `{ "error": "..." }`;
 * every answer carries the protective headers, every redirect stays on the site, and nothing the
 * client did is logged as a server error.
 */
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { fuzzFetchArgs, fuzzRequest, isApi, type FuzzRequest } from "../support/fuzz-requests";
import { BASE, call } from "./fetch";

const request = fuzzRequest(BASE);
const send = (input: FuzzRequest) => call(...fuzzFetchArgs(BASE, input));

const NUM_RUNS = 2400;

describe("no client input makes the Worker fail", () => {
  test(`${NUM_RUNS} generated requests across every route, method, content type, header and body: no 5xx, JSON errors under /api`, async () => {
    const statuses = new Map<number, number>();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const response = await send(input);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expect(response.status, `${input.method} ${input.path}`).toBeGreaterThanOrEqual(200);
          expect(response.status, `${input.method} ${input.path}`).toBeLessThan(500);

          expect(response.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          const location = response.headers.get("location");
          if (location !== null) expect(new URL(location, BASE).origin, `redirect to ${location}`).toBe(BASE);

          const text = await response.text();
          if (isApi(BASE, input.path) && response.status >= 400 && input.method !== "HEAD") {
            expect(response.headers.get("content-type")).toMatch(/^application\/json/);
            expect(JSON.parse(text)).toMatchObject({ error: expect.any(String) });
          }
        }),
        { numRuns: NUM_RUNS, endOnFailure: true },
      );
      expect(
        errors.mock.calls.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" ")),
      ).toEqual([]);
    } finally {
      errors.mockRestore();
      const counts = [...statuses].sort(([a], [b]) => a - b);
      console.log(`Responses by status over ${NUM_RUNS} requests: ${counts.map(([status, n]) => `${status}: ${n}`).join(", ")}`);
    }
  }, 600_000);
});
