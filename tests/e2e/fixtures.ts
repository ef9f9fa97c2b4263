import axe from "axe-core";
import { test as base, expect, type Browser, type Page } from "@playwright/test";

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

/** A page a test opened in a context of its own without JavaScript: axe checks it as such too. */
export function withoutJavaScript(page: Page): Page {
  pagesWithoutJavaScript.add(page);
  return page;
}

// The JavaScript-enabled page such a page's DOM is replayed in: one per browser and viewport (a
// Playwright worker's), in a context of its own with the site's scripts blocked, used for every
// check (a page opened per check cost a quarter of a second each time).
const replayPages = new WeakMap<Browser, Map<string, Promise<Page>>>();

function replayPage(browser: Browser, viewport: { width: number; height: number } | null) {
  const key = viewport ? `${viewport.width}x${viewport.height}` : "default";
  let byViewport = replayPages.get(browser);
  if (!byViewport) replayPages.set(browser, (byViewport = new Map()));
  let replay = byViewport.get(key);
  if (!replay) {
    replay = browser.newContext({ javaScriptEnabled: true, viewport: viewport ?? undefined }).then(async (created) => {
      await created.route(/\/build\/.*\.js(\?|$)/, (route) => route.abort());
      return created.newPage();
    });
    byViewport.set(key, replay);
  }
  return replay;
}

/**
 * A page to run checks in: the page itself, or for a page without JavaScript the DOM it shows
 * right now replayed into a JavaScript-enabled page with the site's scripts blocked.
 */
export async function inspectable(page: Page): Promise<Page> {
  if (!pagesWithoutJavaScript.has(page)) return page;
  const html = await page.content();
  const url = page.url();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const target = await replayPage(browser, page.viewportSize());
  // From a blank page, so that the same address again (a #fragment only) is a new document too.
  await target.goto("about:blank");
  await target.route(url, (route) => route.fulfill({ status: 200, contentType: "text/html", body: html }));
  try {
    await target.goto(url);
  } finally {
    await target.unrouteAll();
  }
  return target;
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
    // A sticky header covers whatever the page is scrolled under it, and axe counts a link half
    // under it as a target too small (target-size), wherever the scroll happened to stop (a
    // focused field's, a fragment's). The visitor scrolls it out; the check holds the header in
    // its place in the flow (the same layout) while it runs.
    const sticky = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter((element) => getComputedStyle(element).position === "sticky");
    for (const element of sticky) element.style.setProperty("position", "relative", "important");
    try {
      const results = await inPage.run(document, { runOnly: { type: "tag", values: tags }, iframes: false, resultTypes: ["violations"] });
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    } finally {
      for (const element of sticky) element.style.removeProperty("position");
    }
  }, WCAG_22_AA);
}

/**
 * WCAG 2.2 AA as axe-core tags it: zero violations. For a page without JavaScript, the DOM it
 * shows right now (open menus and all) is replayed into a JavaScript-enabled page of its own
 * context with the site's scripts blocked, so axe checks exactly what that visitor sees.
 */
export async function expectNoAxeViolations(page: Page) {
  const target = await inspectable(page);
  // Entrance animations (the events' staggered fade-in) lower contrast until they end: check the
  // page as it settles, not a frame mid-fade. Endless animations (spinners) are not waited for.
  // Each animation's state is polled: an animation's `finished` promise can stay pending after it
  // has ended (a replayed drawer's did, holding every such check for the whole five seconds).
  await target
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000, polling: 50 },
    )
    .catch(() => undefined);
  expect(await axeViolations(target), "axe violations").toEqual([]);
}

export const test = base.extend<{ javaScript: boolean; phone: boolean }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) pagesWithoutJavaScript.add(page);
    await use(page);
  },
  javaScript: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled !== false),
  phone: async ({ viewport }, use) => use((viewport?.width ?? 1280) < 768),
});
