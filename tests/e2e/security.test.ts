import { describe, expect, test } from "vitest";
import { baseURL, expectAccessible, useBrowser } from "./browser";
import { PASSWORD, signUpHere, uniqueEmail } from "./fixtures";

const browser = useBrowser();

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

describe("the Content-Security-Policy", () => {
  test("every kind of page runs under it with no violation: pages work, the help panel opens and answers", async () => {
    const page = await browser.page();
    for (const path of [
      "/",
      "/?q=fractions&subject=Math",
      "/worksheet/1",
      "/quiz/1",
      "/math/all",
      "/science/elements",
      "/about",
      "/privacy",
      "/terms",
      "/contact",
      "/account",
      "/login",
      "/signup",
      "/checkout-cancel",
      "/checkout-success?session_id=cs_test_unknown",
      "/no/such/page",
    ]) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      // Hydrated: the header's balance comes from the root loader, and the page's scripts ran to keep it.
      await expect.poll(() => page.locator(".site-header .balance").textContent(), { message: path }).toMatch(/free download/);
    }
    await page.goto("/worksheet/2");
    await page.getByRole("button", { name: "Help" }).click();
    const panel = page.getByRole("region", { name: "How can we help?" });
    await panel.getByLabel("Ask a question or search for a topic").fill("free downloads fractions");
    await panel.getByRole("heading", { name: "How many free downloads do I get?" }).waitFor();
    await panel.getByRole("heading", { name: "Worksheets and quizzes that may help" }).waitFor();
  });

  test("is enforced: scripts in injected markup (an inline handler, a script without the nonce) do not run, and are reported", async () => {
    const page = await browser.page();
    await page.goto("/about");
    // What an injected bit of HTML would try: an inline event handler and a parser-inserted script.
    const ran = await page.evaluate(async () => {
      const probe = window as unknown as { __handler?: boolean; __script?: boolean };
      const host = document.createElement("div");
      host.innerHTML = '<img src="data:," onload="window.__handler = true" alt="">';
      // The inline handler would run as the image loads, and the frame's script before the frame's
      // load event: wait for both events, then look.
      const image = host.querySelector("img")!;
      const imageSettled = new Promise((resolve) => {
        image.addEventListener("load", resolve, { once: true });
        image.addEventListener("error", resolve, { once: true });
      });
      document.body.appendChild(host);
      const frame = document.createElement("iframe");
      frame.srcdoc = "<script>parent.__script = true</script>";
      const frameLoaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
      document.body.appendChild(frame);
      await Promise.all([imageSettled, frameLoaded]);
      return { handler: probe.__handler === true, script: probe.__script === true };
    });
    expect(ran).toEqual({ handler: false, script: false });
    await expect.poll(() => browser.cspViolations.length).toBeGreaterThan(0);
    // Expected here, so not a failure of this test.
    browser.cspViolations.splice(0);
  });

  test("a page built ahead of time or served from the edge cache comes with a fresh nonce on the header and on every script", async () => {
    for (const [path, source] of [
      ["/terms", "built"],
      ["/?q=terms", "hit"],
    ]) {
      const get = async () => {
        const response = await fetch(`${baseURL()}${path}`);
        return {
          cache: response.headers.get("x-page-cache"),
          csp: response.headers.get("content-security-policy"),
          html: await response.text(),
        };
      };
      await get();
      const [first, second] = [await get(), await get()];
      expect([first.cache, second.cache]).toEqual([source, source]);
      const nonces = [nonceOf(first.csp), nonceOf(second.csp)];
      expect(nonces[0]).toBeDefined();
      expect(nonces[0]).not.toBe(nonces[1]);
      for (const [index, { html }] of [first, second].entries()) {
        const scripts = html.match(/<script\b[^>]*>/g) ?? [];
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) expect(script).toContain(`nonce="${nonces[index]}"`);
      }
    }
    // And the cached page works in the browser: it hydrates and navigates client-side.
    const page = await browser.page();
    await page.goto("/terms");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL(`${baseURL()}/privacy`);
    await expect.poll(() => page.locator(".site-header .balance").textContent()).toMatch(/free download/);
  });
});

describe("signing in", () => {
  test("after logging in with a next that leaves the site, the visitor lands on their account page here", async () => {
    const page = await browser.page();
    const email = uniqueEmail("redirect");
    await page.goto("/signup?next=/%09/evil.example");
    await signUpHere(page, email);
    await page.waitForURL(`${baseURL()}/account`);
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${baseURL()}/`);

    await page.goto("/login?next=/%09/evil.example");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL(`${baseURL()}/account`);
    await expect.poll(() => page.getByText(`Logged in as ${email}.`).count()).toBe(1);
  });

  test("the password can be shown and hidden again, and the form stays accessible", async () => {
    const page = await browser.page();
    await page.goto("/signup");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(PASSWORD);
    const toggle = page.getByRole("button", { name: "Show password" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    expect(await password.getAttribute("type")).toBe("password");
    await toggle.click();
    expect(await password.getAttribute("type")).toBe("text");
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await password.inputValue()).toBe(PASSWORD);
    await toggle.click();
    expect(await password.getAttribute("type")).toBe("password");
    await expectAccessible(page);
  });

  test("a common password is refused with the reason", async () => {
    const page = await browser.page();
    await page.goto("/signup");
    await page.getByLabel("Email").fill(uniqueEmail("common"));
    await page.getByLabel("Password", { exact: true }).fill("password1");
    await page.getByRole("button", { name: "Create account" }).click();
    // Said once beside the field and once in the error summary, whose link leads to the field.
    const summary = page.getByRole("alert").filter({ hasText: "There is a problem" });
    await expect.poll(() => summary.getByRole("link", { name: /one of the most common passwords/ }).count()).toBe(1);
    expect(await page.getByText("one of the most common passwords").count()).toBe(2);
    expect(await page.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
  });
});

describe("the free allowance", () => {
  test("when a network has started too many visitor accounts, the download button says why instead of failing silently", async () => {
    const page = await browser.page();
    const message = "Too many new visitors from your network in a short time, so a new free allowance cannot start right now.";
    // The real limit (60 an hour) would also stop the other tests' visitors, who share 127.0.0.1: answer as the server does.
    // The download button posts to the /download action; its own refusal of a class set of a one-version
    // item comes back, re-worded as that action's 429.
    await page.route(/\/download\.data/, async (route) => {
      const refused = await route.fetch({ postData: `${route.request().postData()}&copies=2` });
      const body = (await refused.text())
        .replace("Only generated worksheets have levels, versions and class sets; this item has one version.", message)
        .replace('"one_version"', '"too_many_new_accounts"');
      await route.fulfill({ response: refused, status: 429, headers: { ...refused.headers(), "retry-after": "3600" }, body });
    });
    await page.goto("/worksheet/4");
    await page.getByRole("button", { name: /^Download PDF/ }).click();
    await page.getByRole("button", { name: /^Yes, download/ }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(message);
  });
});
