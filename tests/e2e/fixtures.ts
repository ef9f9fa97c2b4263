import axe from "axe-core";
import { test as base, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

export { expect };

/** The two demo schools (api/demo-data.ts) by their hosts. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const SCHOOL_A = `http://localhost:${PORT}`;
export const SCHOOL_B = `http://rainbow.localhost:${PORT}`;

/**
 * For one check made over several items of one template (each demo school's page, each program):
 * item i runs in one of `projects`, in turn, so that each item is checked once and the template in
 * each of them. By default the two projects that run `x.spec.ts` (playwright.config.ts): with
 * JavaScript at 1280 px and without it at 375 px.
 */
export function alternate(index: number, projects: readonly string[] = ["desktop-js", "phone-nojs"]) {
  return onlyIn(projects[index % projects.length]!);
}

/** A test that runs in that project only, of those its file name would run it in. */
export function onlyIn(project: string) {
  return { tag: `@${project}` };
}

// Pages of the JavaScript-off projects: axe-core must run inside a page, which such a page cannot.
const pagesWithoutJavaScript = new WeakSet<Page>();

// The JavaScript-enabled context such a page's DOM is replayed in: one per browser and viewport
// (a Playwright worker's), its site scripts blocked; each check opens a page of its own in it.
const replayContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

function replayContext(browser: Browser, viewport: { width: number; height: number } | null) {
  const key = viewport ? `${viewport.width}x${viewport.height}` : "default";
  let byViewport = replayContexts.get(browser);
  if (!byViewport) replayContexts.set(browser, (byViewport = new Map()));
  let context = byViewport.get(key);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true, viewport: viewport ?? undefined }).then(async (created) => {
      await created.route(/\/build\/.*\.js(\?|$)/, (route) => route.abort());
      return created;
    });
    byViewport.set(key, context);
  }
  return context;
}

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core's own `axe.run` on the page's document, each violation as a line. axe-core is injected
 * once per document and run in place: @axe-core/playwright's analyze() injects it twice and
 * finishes in a blank page of its own, three times the cost, on every check of the suite. Frames
 * are left out: the site's only frames are a school's map and YouTube player, other sites' pages
 * whose titles (the part that is ours) axe checks from the page itself.
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document, { runOnly: { type: "tag", values: tags }, iframes: false, resultTypes: ["violations"] });
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
  }, WCAG_22_AA);
}

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
    const context = await replayContext(browser, page.viewportSize());
    target = await context.newPage();
    await target.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
    await target.goto(url);
    const replayed = target;
    cleanup = () => replayed.close();
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
    expect(await axeViolations(target), "axe violations").toEqual([]);
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
