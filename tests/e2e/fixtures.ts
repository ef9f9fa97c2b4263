import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

/** The two demo schools (api/demo-data.ts) by their hosts. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SCHOOL_A = `http://localhost:${PORT}`;
export const SCHOOL_B = `http://rainbow.localhost:${PORT}`;

// Pages of the JavaScript-off projects: axe-core must run inside a page, which such a page cannot.
const pagesWithoutJavaScript = new WeakSet<Page>();

/**
 * WCAG 2.2 AA as axe-core tags it: zero violations. For a page without JavaScript, the DOM it
 * shows right now (open menus and all) is replayed into a JavaScript-enabled page of its own
 * context with the site's scripts blocked, so axe checks exactly what that visitor sees.
 */
export async function expectNoAxeViolations(page: Page) {
  let target = page;
  let cleanup = async () => {};
  if (pagesWithoutJavaScript.has(page)) {
    const html = await page.content();
    const url = page.url();
    const browser = page.context().browser();
    if (!browser) throw new Error("no browser");
    const viewport = page.viewportSize();
    const context = await browser.newContext({ javaScriptEnabled: true, viewport: viewport ?? undefined });
    await context.route(/\/build\/.*\.js(\?|$)/, (route) => route.abort());
    await context.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    target = await context.newPage();
    await target.goto(url);
    cleanup = () => context.close();
  }
  try {
    // Entrance animations (the events' staggered fade-in) lower contrast until they end: check the
    // page as it settles, not a frame mid-fade. Endless animations (spinners) are not waited for.
    await target.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]),
    );
    const results = await new AxeBuilder({ page: target }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
    expect(summary, "axe violations").toEqual([]);
  } finally {
    await cleanup();
  }
}

export const test = base.extend<{ javaScript: boolean; phone: boolean }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) pagesWithoutJavaScript.add(page);
    await use(page);
  },
  javaScript: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  phone: async ({ viewport }, use) => use((viewport?.width ?? 1280) < 768),
});
