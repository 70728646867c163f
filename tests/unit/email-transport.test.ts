import { afterEach, describe, expect, test, vi } from "vitest";
import { emailSettings, sendWithResend } from "~/lib/email/transport";

const message = { to: "teacher@example.com", subject: "Reset your StudyShelf password", text: "Open this link: https://x/y" };

describe("which way emails go", () => {
  test("with nothing configured (npm start, the tests) every email goes to the outbox", () => {
    expect(emailSettings({})).toEqual({ via: "outbox" });
    expect(emailSettings({ RESEND_API_KEY: " ", EMAIL_FROM: "" })).toEqual({ via: "outbox" });
  });

  test("a half-done configuration falls back to the outbox and says what is missing", () => {
    expect(emailSettings({ RESEND_API_KEY: "re_123" })).toEqual({
      via: "outbox",
      problem: expect.stringContaining("EMAIL_FROM"),
    });
    expect(emailSettings({ EMAIL_FROM: "StudyShelf <hello@example.com>" })).toEqual({
      via: "outbox",
      problem: expect.stringContaining("RESEND_API_KEY"),
    });
  });

  test("with RESEND_API_KEY and EMAIL_FROM, emails go through Resend", () => {
    expect(emailSettings({ RESEND_API_KEY: "re_123", EMAIL_FROM: "StudyShelf <hello@example.com>" })).toEqual({
      via: "resend",
      apiKey: "re_123",
      from: "StudyShelf <hello@example.com>",
    });
  });
});

describe("sending through Resend", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("posts the plain-text email to Resend's API with the key", async () => {
    const requests: Request[] = [];
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(new Request(input, init));
      return Promise.resolve(Response.json({ id: "email-1" }));
    });
    await sendWithResend({ apiKey: "re_123", from: "StudyShelf <hello@example.com>" }, message);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request.method).toBe("POST");
    expect(request.url).toBe("https://api.resend.com/emails");
    expect(request.headers.get("authorization")).toBe("Bearer re_123");
    expect(await request.json()).toMatchObject({
      from: "StudyShelf <hello@example.com>",
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
  });

  test("a refusal from Resend is an error, so the server log shows it", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(Response.json({ name: "validation_error", message: "The from address is not verified." }, { status: 422 })),
    );
    await expect(sendWithResend({ apiKey: "re_123", from: "nobody@unverified.example" }, message)).rejects.toThrow(
      /validation_error.*not verified/,
    );
  });
});
