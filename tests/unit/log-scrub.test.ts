/** What the Worker's error logs keep out (app/lib/log.server.ts, docs/decisions/0018). */
import { describe, expect, test } from "vitest";
import { scrub } from "~/lib/log.server";

describe("scrubbing an error message or stack before it is logged", () => {
  test.each([
    ["an email", "no account for Ada.Lovelace+maths@school.example.org", "no account for [email]"],
    ["an IPv4 address", "too many attempts from 203.0.113.9", "too many attempts from [ip]"],
    ["a full IPv6 address", "from 2001:0db8:85a3:0000:0000:8a2e:0370:7334 today", "from [ip] today"],
    ["a compressed IPv6 address", "from 2001:db8::1 today", "from [ip] today"],
    ["a session token", "token Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA was refused", "token [token] was refused"],
    ["a hex signature", "sig=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", "sig=[token]"],
  ])("removes %s", (_, text, scrubbed) => {
    expect(scrub(text)).toBe(scrubbed);
  });

  test("keeps what a stack needs: names, files, lines and columns", () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'accountId')",
      "    at summarize (assets/banner.server-CcRdwXut.js:1234:56)",
      "    at async index.js:88:9",
    ].join("\n");
    expect(scrub(stack)).toBe(stack);
  });
});
