import { pageWeights } from "../../scripts/js-budget.mjs";
import { expect, SCHOOL_A, SCHOOL_B, test } from "./fixtures.js";

// `npm run js-budget` counts each page's scripts from the build's manifests (README "JavaScript
// budgets"); here a browser loads every public page of both demo schools, as their sitemaps list
// them, and every script it fetches, until the network is quiet (what hydration and the first
// render import included), must be among those counted for that page. A module imported
// dynamically at first render that the count does not know fails here: add it to AT_FIRST_RENDER.

const counted = new Map(pageWeights().map((row) => [row.route, new Set(row.files.map((file) => file.url))]));

for (const school of [SCHOOL_A, SCHOOL_B]) {
  test(`every script a first load of ${new URL(school).hostname}'s pages fetches is counted`, async ({ page }) => {
    test.setTimeout(240_000);
    // Read by the browser: Node does not resolve rainbow.localhost.
    await page.goto(`${school}/robots.txt`);
    const sitemap = await page.evaluate(async () => (await fetch("/sitemap.xml")).text());
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const fetched = new Set<string>();
      const listen = (response: { url(): string; request(): { resourceType(): string } }) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === "script" || url.pathname.endsWith(".js")) fetched.add(url.pathname);
      };
      page.on("response", listen);
      await page.goto(`${school}${path}`, { waitUntil: "networkidle" });
      page.off("response", listen);
      const routeId = await page.evaluate(
        () =>
          (window as unknown as { __remixRouter: { state: { matches: { route: { id: string } }[] } } }).__remixRouter.state.matches.at(-1)!.route.id,
      );
      // The entry, the shell and the route's files at least: the listener saw the page load.
      expect(fetched.size, path).toBeGreaterThan(2);
      const files = counted.get(routeId);
      expect(files, `js-budget counts no page ${routeId} (${path})`).toBeDefined();
      expect(
        [...fetched].filter((file) => !files!.has(file)),
        `${path} (${routeId}) fetched scripts js-budget does not count`,
      ).toEqual([]);
    }
  });
}
