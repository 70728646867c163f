import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";

const browser = useBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function top(locator: ReturnType<Page["locator"]>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
async function fitsTheScreen(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe("on a 390 × 844 phone", () => {
  test("the header is one row and the first result or question shows in the first screen", async () => {
    const page = await browser.page(PHONE);
    const firsts: [string, (page: Page) => ReturnType<Page["locator"]>][] = [
      ["/", (page) => page.getByRole("region", { name: "Worksheets" }).getByRole("listitem").first().getByRole("heading")],
      [
        "/math/fractions",
        (page) =>
          page
            .getByRole("region", { name: /Recommended worksheets/ })
            .getByRole("heading", { level: 3 })
            .first(),
      ],
      ["/worksheet/3", (page) => page.locator(".question .question-text").first()],
      ["/quiz/0", (page) => page.getByRole("main").getByRole("textbox").first()],
    ];
    for (const [path, first] of firsts) {
      await page.goto(path);
      const header = await top(page.getByRole("banner"));
      expect(header.height, `${path} header`).toBeLessThanOrEqual(60);
      const item = await top(first(page));
      expect(item.y + item.height, `${path} first item`).toBeLessThanOrEqual(844);
      expect(await fitsTheScreen(page), path).toBe(true);
    }
  });

  test("the Menu button opens the navigation and account links, and a link closes it", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
    expect(await about.isVisible()).toBe(false);
    await page.getByText("Menu", { exact: true }).click();
    expect(await about.isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Log in" }).isVisible()).toBe(true);
    await expectAccessible(page);
    await about.click();
    await page.waitForURL(`${baseURL()}/about`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("About StudyShelf");
    expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Math" }).isVisible()).toBe(false);
  });

  test("the Menu button works without JavaScript", async () => {
    const page = await browser.page({ ...PHONE, javaScriptEnabled: false });
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Science" }).click();
    await page.waitForURL(`${baseURL()}/science/all`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("All Science");
  });

  test("the welcome banner is one short line and the header keeps the balance", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/worksheet/3");
    const banner = await top(page.getByRole("complementary", { name: "Welcome" }));
    expect(banner.height).toBeLessThanOrEqual(60);
    expect(await page.locator(".site-header .balance").textContent()).toBe("Your balance: 10 free downloads · 0 credits");
  });

  test("the account history reads as one card per entry, with no sideways scrolling", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/");
    const download = await page.request.post("/api/downloads", {
      data: { kind: "worksheet", id: 3 },
      headers: { "Idempotency-Key": "phone-history" },
    });
    expect(download.status()).toBe(200);
    await page.goto("/account");
    const rows = page.getByRole("table").getByRole("row");
    // The header row (hidden on a phone but still read) and two entries: the allowance and the download.
    await expect.poll(() => rows.count()).toBe(3);
    const entry = await top(rows.nth(2));
    expect(entry.width).toBeLessThanOrEqual(390);
    expect(
      await rows
        .nth(2)
        .getByRole("cell")
        .first()
        .evaluate((cell) => getComputedStyle(cell, "::before").content),
    ).toBe('"Date"');
    expect(await fitsTheScreen(page)).toBe(true);
    await expectAccessible(page);
  });
});

/** Tabs through the page and reports any focused control the Help button covers. */
async function controlsCoveredByHelp(page: Page, stops: number) {
  const covered: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement;
      const help = document.querySelector(".chat-button");
      if (!focused || !help || focused === help || focused === document.body) return null;
      const a = focused.getBoundingClientRect();
      const b = help.getBoundingClientRect();
      const hit = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return hit ? `${focused.tagName} “${(focused.textContent ?? "").trim().slice(0, 40)}”` : null;
    });
    if (overlap) covered.push(overlap);
  }
  return covered;
}

describe("the Help button", () => {
  for (const [name, viewport] of [
    ["phone", { width: 390, height: 844 }],
    ["laptop", { width: 1280, height: 720 }],
    ["wide screen, where it floats", { width: 1440, height: 900 }],
  ] as const) {
    test(`never covers a focused control (${name})`, async () => {
      const page = await browser.page({ viewport });
      for (const path of ["/", "/quiz/0", "/contact"]) {
        await page.goto(path);
        expect(await controlsCoveredByHelp(page, 60), `${name} ${path}`).toEqual([]);
      }
    });
  }

  test("on a phone it sits above the footer and opens the help panel there", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/about");
    const help = page.getByRole("button", { name: "Help" });
    const footer = await top(page.getByRole("contentinfo"));
    const button = await top(help);
    expect(button.y + button.height).toBeLessThanOrEqual(footer.y);
    await help.click();
    await page.getByRole("searchbox", { name: "Ask a question or search for a topic" }).waitFor();
    expect(await fitsTheScreen(page)).toBe(true);
  });
});
