import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";

const browser = useBrowser();

describe("the shared layout", () => {
  test("every page has the navigation bar, welcome banner, sponsor promotion, footer and chat button", async () => {
    const page = await browser.page();
    for (const path of ["/", "/worksheet/1", "/quiz/1", "/about", "/science/elements", "/checkout-cancel"]) {
      await page.goto(path);
      expect(await page.getByRole("navigation", { name: "Main" }).count(), path).toBe(1);
      expect(await page.getByRole("complementary", { name: "Welcome" }).count(), path).toBe(1);
      expect(await page.getByRole("complementary", { name: "Sponsor" }).count(), path).toBe(1);
      expect(await page.getByRole("contentinfo").count(), path).toBe(1);
      expect(await page.getByRole("button", { name: "Help" }).count(), path).toBe(1);
      expect(await page.title(), path).toMatch(/StudyShelf/);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href"), path).toBe(`${baseURL()}${path}`);
      expect(await page.locator('meta[name="description"]').getAttribute("content"), path).toBeTruthy();
    }
  });

  test("the welcome banner stays dismissed", async () => {
    const page = await browser.page();
    await page.goto("/about");
    const saved = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/banner"));
    await page.getByRole("button", { name: "Dismiss welcome message" }).click();
    await saved;
    expect((await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`)).toContain("welcome_dismissed=1");
    await expect.poll(() => page.getByRole("complementary", { name: "Welcome" }).count()).toBe(0);
    expect(page.url()).toBe(`${baseURL()}/about`);
    await page.reload();
    expect(await page.getByRole("complementary", { name: "Welcome" }).count()).toBe(0);
    await page.goto("/");
    expect(await page.getByRole("complementary", { name: "Welcome" }).count()).toBe(0);
  });

  test("the welcome banner can be dismissed without JavaScript too", async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await page.goto("/terms");
    await page.getByRole("button", { name: "Dismiss welcome message" }).click();
    await page.waitForURL(`${baseURL()}/terms`);
    expect(await page.getByRole("complementary", { name: "Welcome" }).count()).toBe(0);
  });

  test("a redirect path stored in session storage is consumed once, replacing the history entry", async () => {
    const page = await browser.page();
    await page.goto("/");
    await page.goto("/terms");
    const lengthBefore = await page.evaluate(() => history.length);
    // Reload from inside the page: the redirect can start before the reloaded page finishes loading,
    // which would abort a reload Playwright is waiting on.
    await page.evaluate(() => {
      sessionStorage.setItem("studyshelf:redirect", "/about");
      location.reload();
    });
    // The redirect may abort the reload it interrupts, which waitForURL reports as an error: poll the address instead.
    await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${baseURL()}/about`);
    await page.waitForLoadState("load");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("About StudyShelf");
    expect(await page.evaluate(() => sessionStorage.getItem("studyshelf:redirect"))).toBeNull();
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore);
    // Going back skips the replaced /terms entry.
    await page.goBack();
    await page.waitForURL(`${baseURL()}/`);
  });

  test("a stored redirect to another site is ignored", async () => {
    const page = await browser.page();
    // Every navigation a document starts fires its Navigation API "navigate" event at once, inside
    // location.replace() itself: recorded, so the test knows without waiting whether one started.
    await page.addInitScript(() => {
      const recorded: string[] = [];
      (window as unknown as { navigationsStarted: string[] }).navigationsStarted = recorded;
      (window as unknown as { navigation: EventTarget }).navigation.addEventListener("navigate", (event) =>
        recorded.push((event as Event & { destination: { url: string } }).destination.url),
      );
    });
    await page.goto("/about");
    await page.evaluate(() => sessionStorage.setItem("studyshelf:redirect", "//evil.example/steal"));
    await page.reload();
    // The stored path is removed and (had it been allowed) navigated to in one step.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("studyshelf:redirect"))).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { navigationsStarted: string[] }).navigationsStarted)).toEqual([]);
    expect(page.url()).toBe(`${baseURL()}/about`);
    expect(await page.evaluate(() => sessionStorage.getItem("studyshelf:redirect"))).toBeNull();
  });

  test("Loading... shows while a page's data loads", async () => {
    const page = await browser.page();
    await page.goto("/");
    // A page with data of its own (the layout's data is not fetched again on navigation), held back
    // until the test has seen the indicator.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/science/all.data*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Science" }).click();
    await page.getByRole("status").filter({ hasText: "Loading..." }).waitFor();
    release();
    await page.waitForURL(`${baseURL()}/science/all`);
    await expect.poll(() => page.getByText("Loading...").count()).toBe(0);
  });
});

describe("contacting the team", () => {
  test("shows clear field errors, then stores the message and confirms with a toast for 2.8 seconds", async () => {
    const page = await browser.page();
    await page.goto("/contact");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send message" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await summary.getByRole("link", { name: "Please enter your name." }).waitFor();
    expect(await summary.getByRole("link", { name: /Please enter a valid email address/ }).count()).toBe(1);
    expect(await page.getByLabel("Your name").getAttribute("aria-invalid")).toBe("true");
    // The summary takes focus, and each of its links leads to its field.
    expect(await summary.evaluate((element) => element === document.activeElement)).toBe(true);
    await summary.getByRole("link", { name: /Please enter a valid email address/ }).click();
    expect(await page.getByLabel("Your email").evaluate((element) => element === document.activeElement)).toBe(true);

    await page.getByLabel("Your name").fill("Grace Hopper");
    await page.getByLabel("Your email").fill("grace@example.com");
    await page.getByLabel("Message").fill("I would like to sponsor the computer science section.");
    await page.getByRole("button", { name: "Send message" }).click();
    const toast = page.locator(".toast");
    await toast.waitFor();
    const shownAt = Date.now();
    expect(await toast.textContent()).toContain("Your message was sent");
    await toast.waitFor({ state: "detached", timeout: 5000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2300);
    expect(visibleFor).toBeLessThan(3600);
    expect(await page.getByLabel("Your name").inputValue()).toBe("");
  });
});

describe("the help panel", () => {
  test("answers from the FAQ, suggests worksheets, and sends a message", async () => {
    const page = await browser.page();
    await page.goto("/about");
    await page.getByRole("button", { name: "Help" }).click();
    const panel = page.getByRole("region", { name: "How can we help?" });
    const ask = panel.getByRole("searchbox", { name: "Ask a question or search for a topic" });
    await ask.fill("can I get a refund?");
    await panel.getByRole("heading", { name: "Can I get a refund?" }).waitFor();

    await ask.fill("fractions");
    await panel.getByRole("heading", { name: "Worksheets and quizzes that may help" }).waitFor();
    const suggestion = panel.getByRole("link").first();
    const title = await suggestion.textContent();

    await panel.getByLabel("Your name").fill("Sam");
    await panel.getByLabel("Your email").fill("sam@example.com");
    await panel.getByLabel("Message").fill("Do you have fraction worksheets for younger children?");
    await panel.getByRole("button", { name: "Send message" }).click();
    await page.locator(".toast").filter({ hasText: "Your message was sent" }).waitFor();

    await suggestion.click();
    await page.waitForURL(/\/(worksheet|quiz)\/\d+$/);
    // The URL changes before the new page renders (React transitions): wait for the heading.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  });

  test("has a page of its own, with answers for a question and the message form", async () => {
    const page = await browser.page();
    await page.goto("/help?q=refund");
    await page.getByRole("heading", { name: "Can I get a refund?" }).first().waitFor();
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByRole("alert").filter({ hasText: "There is a problem" }).waitFor();
    await expectAccessible(page);
  });

  test("closes with Escape and is reachable by keyboard", async () => {
    const page = await browser.page();
    await page.goto("/");
    await page.getByRole("button", { name: "Help" }).focus();
    await page.keyboard.press("Enter");
    const ask = page.getByRole("searchbox", { name: "Ask a question or search for a topic" });
    await ask.waitFor();
    expect(await ask.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("region", { name: "How can we help?" }).count()).toBe(0);
    // Focus goes back to the button that opened the panel, not to the top of the page.
    expect(await page.getByRole("button", { name: "Help" }).evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe("the edge cache", () => {
  test("a public page the build did not make is rendered once and then served from the cache; private pages never are", async () => {
    const status = async (path: string, init?: RequestInit) =>
      (await fetch(`${baseURL()}${path}`, init)).headers.get("x-page-cache");
    // Made by the build: never rendered for a visitor without a session (docs/decisions/0036).
    expect(await status("/privacy")).toBe("built");
    await status("/?q=privacy");
    expect(await status("/?q=privacy")).toBe("hit");
    expect(await status("/?q=privacy", { headers: { Cookie: "welcome_dismissed=1" } })).toBe("miss");
    await status("/account");
    expect(await status("/account")).toBe("bypass");
  });
});

describe("search engines", () => {
  test("sitemap.xml lists every page and robots.txt points to it", async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    for (const path of [
      "/",
      "/about",
      "/contact",
      "/math/fractions",
      "/integrated/ancient-civilizations",
      "/social/all",
      "/worksheet/0",
      "/quiz/0",
    ]) {
      expect(sitemap).toContain(`<loc>${baseURL()}${path}</loc>`);
    }
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });
});
