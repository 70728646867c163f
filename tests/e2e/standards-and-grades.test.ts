/** Finding material by curriculum standard, by what a search means, and by grade from the navigation on a phone. */
import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** "Grades 2–3 (ages 7–9)" → [2, 3]; "Kindergarten (…)" → [0, 0]. */
function bandOf(label: string) {
  if (label.startsWith("Kindergarten")) return [0, 0];
  const [from, to] = (label.match(/Grades? ([K\d]+)(?:–(\d+))?/) ?? []).slice(1);
  const low = from === "K" ? 0 : Number(from);
  return [low, Number(to ?? low)];
}

describe("standards, search that understands, and browsing by grade", () => {
  test("a teacher filters by 4.NF.B.3 and lands on a fractions sheet showing that code on its printable", async () => {
    const page = await browser.page();
    await page.goto("/");
    await page.getByLabel("Standard").selectOption("4.NF.B.3");
    await page.waitForURL((url) => url.searchParams.get("standard") === "4.NF.B.3");
    const results = page.getByRole("region", { name: "Worksheets" });
    // The authored sheet (a generated one has the same title and its own address).
    const sheet = results.locator('a[href="/worksheet/103"]');
    await expect.poll(() => sheet.count()).toBe(1);
    // Every worksheet listed is tagged with 4.NF.B.3 or one of its lettered parts.
    const listed = await (await fetch(`${baseURL()}/api/worksheets?standard=4.NF.B.3`)).json();
    for (const item of (listed as { items: { standards: string[] }[] }).items)
      expect(item.standards.some((code) => code === "4.NF.B.3" || code.startsWith("4.NF.B.3."))).toBe(true);
    await expectAccessible(page);

    await sheet.click();
    await page.waitForURL(`${baseURL()}/worksheet/103`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Adding and Subtracting Fractions with Like Denominators");
    const standards = page.locator(".item-header .standard-tags");
    expect(await standards.getByRole("link", { name: /^4\.NF\.B\.3/ }).count()).toBeGreaterThan(0);
    // What each code means sits one tap away, under the codes.
    await page.locator(".item-header .standard-details summary").click();
    expect(await page.locator(".item-header .standard-details").textContent()).toMatch(/fractions/i);
    // The printable's header (its on-page preview and the PDF share sheetFacts) names the code.
    expect(await page.locator(".sheet-facts").first().textContent()).toMatch(/Standards [^·]*4\.NF\.B\.3/);
    await expectAccessible(page);
  });

  test("“2nd grade addition” finds grade-2 addition sheets, labelled as what the search may mean", async () => {
    const page = await browser.page();
    await page.goto("/");
    await page.getByLabel("Search worksheets and quizzes").fill("2nd grade addition");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "2nd grade addition");
    const further = page.getByRole("region", { name: "More results for “2nd grade addition”" });
    await expect.poll(() => further.count()).toBe(1);
    const sheet = further.getByRole("link", { name: "Adding and Subtracting Two-Digit Numbers with Regrouping" });
    expect(await sheet.count()).toBe(1);
    expect(await further.getByRole("heading", { name: /in grade 2/ }).count()).toBeGreaterThan(0);
    const bands = await further.getByText(/^(Grades? [K\d]|Kindergarten)/).allTextContents();
    expect(bands.length).toBeGreaterThan(0);
    for (const band of bands.map(bandOf)) expect(band[0] <= 2 && 2 <= band[1], String(band)).toBe(true);
    await expectAccessible(page);
    await sheet.click();
    await page.waitForURL(`${baseURL()}/worksheet/86`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("Adding and Subtracting Two-Digit Numbers with Regrouping");
  });

  test("on a phone, a parent opens the menu, chooses grade 1, and sees grade-1 subjects, topics and sheets", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/");
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "K–12" }).getByRole("link", { name: "Grade 1", exact: true }).click();
    await page.waitForURL(`${baseURL()}/grade/1`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Grade 1");
    expect(await page.getByRole("region", { name: "Subjects" }).getByRole("link", { name: "Mathematics" }).count()).toBe(1);
    expect(await page.getByRole("region", { name: "Topics" }).getByRole("link", { name: "Reading" }).count()).toBe(1);
    const bands = await page
      .getByRole("region", { name: /Newest worksheets/ })
      .getByText(/^(Grades? [K\d]|Kindergarten)/)
      .allTextContents();
    expect(bands.length).toBeGreaterThan(0);
    for (const band of bands.map(bandOf)) expect(band[0] <= 1 && 1 <= band[1], String(band)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    await page.getByRole("region", { name: "Topics" }).getByRole("link", { name: "Reading" }).click();
    await page.waitForURL(`${baseURL()}/language/reading?grade=1`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Reading");
  });
});
