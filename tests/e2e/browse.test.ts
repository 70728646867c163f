import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { relevanceTier } from "~/lib/catalogue/search";

const browser = useBrowser();

describe("a visitor browsing the library", () => {
  test("searches, filters, then pages through results, with the state in the URL", async () => {
    const page = await browser.page();
    await page.goto("/");
    const search = page.getByRole("searchbox", { name: "Search worksheets and quizzes" });
    await search.click();
    await search.pressSequentially("the", { delay: 30 });
    await page.waitForURL(/[?&]q=the/);
    // Results followed the typing and the field kept focus.
    expect(await search.evaluate((element) => element === document.activeElement)).toBe(true);
    const countText = await page.getByText(/^\d+ worksheets?/).textContent();
    const total = Number(countText?.match(/^(\d+)/)?.[1]);
    expect(total).toBeGreaterThan(12);

    await page.getByRole("link", { name: "Next", exact: true }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByText(/page 2 of/).count()).toBe(1);

    // Any filter change goes back to page 1.
    await page.getByLabel("Subject").selectOption("Mathematics");
    await page.waitForURL((url) => url.searchParams.get("subject") === "Mathematics");
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    expect(new URL(page.url()).searchParams.get("q")).toBe("the");
    // With search text the page lists the API's matches best match first, and within each best-match
    // tier the visitor's grades (K–8 when no grade is chosen) before far-off ones (docs/decisions/0033).
    type Listed = { id: number; title: string; description: string; grades: { from: number; to: number } };
    const apiPage = async (n: number) =>
      (await (await fetch(`${baseURL()}/api/worksheets?q=the&subject=Mathematics&sort=relevance&page=${n}`)).json()) as {
        total: number;
        pages: number;
        items: Listed[];
      };
    const api = await apiPage(1);
    const all = [...api.items];
    for (let n = 2; n <= api.pages; n++) all.push(...(await apiPage(n)).items);
    expect(api.total).toBeLessThan(total);
    const beyondK8 = ({ grades }: Listed) => Math.max(0, grades.from - 8);
    // Search reads either wording ("Parentheses" in the US title holds "the"), so an item's tier is its better one.
    const usReading = async ({ id }: Listed) =>
      (await (await fetch(`${baseURL()}/api/worksheets/${id}?wording=us`)).json()) as Listed;
    const tiers = await Promise.all(
      all.map(async (item) => Math.min(relevanceTier(item, "the"), relevanceTier(await usReading(item), "the"))),
    );
    const expected = all
      .map((item, index) => ({ item, index, tier: tiers[index] }))
      .sort((a, b) => a.tier - b.tier || beyondK8(a.item) - beyondK8(b.item) || a.index - b.index)
      .slice(0, 12)
      .map(({ item }) => item.title);
    await expect.poll(() => page.getByText(/^\d+ worksheets?/).textContent()).toMatch(new RegExp(`^${api.total} worksheets?`));
    const titles = await page.getByRole("region", { name: "Worksheets" }).getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(expected);
  });

  test("quizzes matching the same search appear in their own section", async () => {
    const page = await browser.page();
    await page.goto("/?q=fraction");
    const quizzes = page.getByRole("region", { name: /Quizzes matching/ });
    expect(await quizzes.getByRole("link").count()).toBeGreaterThan(0);
  });

  test("searching works without JavaScript as a plain form", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Search worksheets and quizzes" }).fill("planet");
    await page.getByLabel("Subject").selectOption("Science");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/q=planet/);
    const url = new URL(page.url());
    expect(url.searchParams.get("subject")).toBe("Science");
    const api = (await (await fetch(`${baseURL()}/api/worksheets?q=planet&subject=Science`)).json()) as { total: number };
    expect(api.total).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(`${api.total} worksheet`).count()).toBeGreaterThan(0);
  });

  test("the home page is accessible", async () => {
    const page = await browser.page();
    await page.goto("/");
    await expectAccessible(page);
  });

  test("an unmatched path shows the home page with status 404", async () => {
    const page = await browser.page();
    for (const path of ["/no/such/page", "/math/calculus", "/nowhere"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect
        .poll(() => page.getByRole("heading", { level: 1, name: "Worksheets and quizzes for every subject" }).count())
        .toBe(1);
      expect(await page.getByRole("alert").textContent()).toContain("couldn't find that page");
    }
  });

  test("a topic page lists its recommended worksheets and quizzes with an introduction", async () => {
    const page = await browser.page();
    const response = await page.goto("/math/fractions");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Fractions");
    const worksheets = page.getByRole("region", { name: /Recommended worksheets/ });
    expect(await worksheets.getByRole("listitem").count()).toBeGreaterThanOrEqual(4);
    expect(
      await page
        .getByRole("region", { name: /Recommended quizzes/ })
        .getByRole("listitem")
        .count(),
    ).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);
    await worksheets.getByRole("link").first().click();
    await page.waitForURL(/\/worksheet\/\d+$/);
  });
});
