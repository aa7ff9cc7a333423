import { test as base, expect, type BrowserContext } from "@playwright/test";

/**
 * Every journey imports `test` from here: it runs under the pages' Content-Security-Policy and fails on any
 * violation. A violation is seen twice over, from the page's securitypolicyviolation event and from Chromium's
 * console report, in every context the test opens (its own, and any from browser.newContext or newPage).
 */
type Fixtures = { cspViolations: string[]; cspGuard: void };

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || "inline code"} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on("console", (msg) => {
    const text = msg.text();
    if (/CSP violation|Content Security Policy/i.test(text)) violations.push(`${msg.location().url}: ${text}`);
  });
}

export const test = base.extend<Fixtures>({
  cspViolations: async ({}, provide) => {
    await provide([]);
  },
  cspGuard: [
    async ({ context, browser, cspViolations }, provide) => {
      await watch(context, cspViolations);
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await watch(created, cspViolations);
        return created;
      };
      browser.newPage = async (options) => {
        const created = await newContext(options);
        await watch(created, cspViolations);
        const page = await created.newPage();
        page.on("close", () => void created.close());
        return page;
      };
      await provide();
      browser.newContext = newContext;
      browser.newPage = newPage;
      expect(cspViolations, "the page broke its Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
