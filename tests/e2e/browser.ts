/**
 * Debian's Chromium driven by playwright-core, plus the accessibility check every main page gets, and
 * a watch for Content-Security-Policy violations: any page of any test that has one fails that test.
 */
import { createRequire } from "node:module";
import { chromium, type Browser, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve("axe-core/axe.min.js");

export const baseURL = () => inject("baseURL");

const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Chromium reports a CSP violation on the console ("Refused to execute inline script because it violates ..."). */
const CSP_VIOLATION = /Content Security Policy/i;

/** One browser per test file; each test opens its own context (fresh cookies and storage). */
export function useBrowser() {
  let browser: Browser | undefined;
  /** CSP violations on the site's pages during the current test, as "page URL: console message". */
  const cspViolations: string[] = [];
  /** The current test's pages, to say where each one was when the test failed (a timeout names no step). */
  const pages: Page[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  });
  beforeEach(({ task, onTestFailed }) => {
    pages.length = 0;
    onTestFailed(() => {
      for (const page of pages) console.error(`${task.name}: a page was at ${page.isClosed() ? "(closed)" : page.url()}`);
    });
  });
  afterEach(() => {
    const seen = cspViolations.splice(0);
    expect(seen, "Content-Security-Policy violations").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    cspViolations,
    async page(options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error("browser not started");
      const context = await browser.newContext({ baseURL: baseURL(), ...options });
      const page = await context.newPage();
      pages.push(page);
      page.on("console", (message) => {
        // Only the site's own pages: the fake Stripe Checkout page is another origin with its own rules.
        const onSite = page.url().startsWith("http") && new URL(page.url()).origin === baseURL();
        if (onSite && CSP_VIOLATION.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
      });
      if (options.javaScriptEnabled === false) return page;
      // A visitor's clicks reach the app once it has hydrated; before that they reach the plain HTML
      // (a Help button that goes to /help, a select that changes nothing). Tests act as that visitor.
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
      return page;
    },
  };
}

/** Resolves once React has hydrated this app's page (its nodes carry React's props); other pages resolve at once. */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      !("__reactRouterContext" in window) ||
      Object.keys(document.querySelector("main") ?? {}).some((key) => key.startsWith("__reactProps")),
  );
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Fails on serious or critical axe-core violations, listing them readably. */
export async function expectAccessible(page: Page, { everyImpact = false } = {}) {
  await page.addScriptTag({ path: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
  // Every page must have no serious or critical violation; `everyImpact` holds a page to zero of any kind.
  const serious = violations.filter(
    (violation) => everyImpact || violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
  ).toEqual([]);
}
