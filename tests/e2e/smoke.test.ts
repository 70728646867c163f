import { describe, expect, test } from "vitest";
import { useBrowser } from "./browser";

const browser = useBrowser();

describe("the served app", () => {
  test("home renders server-side and hydrates", async () => {
    const page = await browser.page();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain("Worksheets and quizzes");
  });
});
