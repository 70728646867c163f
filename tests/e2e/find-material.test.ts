/** A teacher or parent finding the right material: by grade on a phone, after a typo, and by what an answer says. */
import type { Question } from "~/lib/questions/model";
import { answerText, questionText } from "~/lib/questions/text";
import { describe, expect, test } from "vitest";
import { worksheets } from "../support/catalogue-as-read";
import { expectAccessible, useBrowser } from "./browser";

const browser = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A word that appears in one worksheet's answers and nowhere else in any worksheet. */
function wordOnlyInOneAnswer() {
  const questions = (item: (typeof worksheets)[number]) => item.questions as Question[];
  const answers = (item: (typeof worksheets)[number]) => questions(item).map((entry) => answerText(entry).toLowerCase());
  const shown = (item: (typeof worksheets)[number]) =>
    [item.title, item.description, ...questions(item).map(questionText)].join(" ").toLowerCase();
  for (const item of worksheets) {
    for (const [index, answer] of answers(item).entries()) {
      for (const word of answer.toLowerCase().match(/\p{L}{9,}/gu) ?? []) {
        const elsewhere = worksheets.some((other) =>
          other === item
            ? shown(other).includes(word) || answers(other).some((text, n) => n !== index && text.includes(word))
            : [shown(other), ...answers(other)].some((text) => text.includes(word)),
        );
        if (!elsewhere) return { word, title: item.title, answer: index + 1 };
      }
    }
  }
  throw new Error("no word found only in one answer");
}

describe("finding the right material", () => {
  test("on a phone, a parent narrows to grade 4 and every result suits grade 4", async () => {
    const page = await browser.page(PHONE);
    await page.goto("/?q=fraction&page=2");
    await page.getByLabel("Grade").selectOption("4");
    await page.waitForURL((url) => url.searchParams.get("grade") === "4");
    const url = new URL(page.url());
    expect(url.searchParams.get("page")).toBeNull();
    expect(url.searchParams.get("q")).toBe("fraction");
    const bands = () =>
      page
        .getByRole("region", { name: "Worksheets" })
        .getByText(/^Grades? [K\d]/)
        .allTextContents();
    const outsideGrade4 = (band: string) => {
      const [from, to] = (band.match(/Grades? ([K\d]+)(?:–(\d+))?/) ?? []).slice(1);
      const low = from === "K" ? 0 : Number(from);
      return !(low <= 4 && 4 <= Number(to ?? from));
    };
    // The URL changes before the new results render (React transitions): wait for them.
    await expect.poll(async () => (await bands()).filter(outsideGrade4)).toEqual([]);
    expect((await bands()).length).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test("on a slow phone, a grade chosen before the page's script arrives still applies", async () => {
    const page = await browser.page(PHONE);
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const loading = page.goto("/?q=fraction");
    await page.getByLabel("Grade").selectOption("4");
    release();
    await loading;
    await page.waitForURL((url) => url.searchParams.get("grade") === "4");
    expect(await page.getByLabel("Grade").inputValue()).toBe("4");
  });

  test("the grade filter works without JavaScript on a topic page", async () => {
    const page = await browser.page({ ...PHONE, javaScriptEnabled: false });
    await page.goto("/math/fractions");
    const before = await page
      .getByRole("region", { name: /Recommended worksheets/ })
      .getByRole("listitem")
      .count();
    await page.getByLabel("Grade").selectOption("K");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/grade=K/);
    const after = await page
      .getByRole("region", { name: /Recommended worksheets/ })
      .getByRole("listitem")
      .count();
    expect(after).toBeLessThan(before);
  });

  test("a misspelt search recovers through a suggestion", async () => {
    const page = await browser.page();
    await page.goto("/?q=fracions");
    await expect.poll(() => page.getByText("No worksheets match your search.").count()).toBe(1);
    await page.getByRole("link", { name: "fractions", exact: true }).click();
    await page.waitForURL(/q=fractions/);
    const count = await page.getByText(/^\d+ worksheets?/).textContent();
    expect(Number(count?.match(/^(\d+)/)?.[1])).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  test("a search result shows the answer it matched, with the match marked", async () => {
    const { word, title, answer } = wordOnlyInOneAnswer();
    const page = await browser.page();
    await page.goto(`/?q=${encodeURIComponent(word)}`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator(".snippet").textContent()).toContain(`Answer ${answer}:`);
    expect((await card.locator("mark").textContent())?.toLowerCase()).toBe(word);
  });
});
