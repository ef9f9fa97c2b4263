import { matchRoutes, type RouteObject } from "react-router-dom";
import { buildRoutes, pageWeights } from "../../scripts/js-budget.mjs";
import { expect, SCHOOL_A, SCHOOL_B, test } from "./fixtures.js";

// `npm run js-budget` counts each page's scripts from the build's manifests (README "JavaScript
// budgets"); here a browser loads the public pages of both demo schools, as their sitemaps list
// them, and every script it fetches, until the network is quiet (what hydration and the first
// render import included), must be among those counted for that page. A module imported
// dynamically at first render that the count does not know fails here: add it to AT_FIRST_RENDER.
// One page a route, the first school's where it has one: a route's files are the route's, whatever
// the school's content (AT_FIRST_RENDER is empty), and each page costs the network's quiet second.

const counted = new Map(pageWeights().map((row) => [row.route, new Set(row.files.map((file) => file.url))]));

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/**
 * The build's routes as a tree, for matchRoutes: a path's page without loading it. From the
 * manifest file, not the page's: with lazy route discovery a page knows only the routes it has met.
 */
function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}

const tree = routeTree(buildRoutes() as Record<string, ManifestRoute>);

test("every script a first load of a page fetches is counted", async ({ page }) => {
  test.setTimeout(240_000);
  const seen = new Set<string>();
  for (const school of [SCHOOL_A, SCHOOL_B]) {
    // Read by the browser: Node does not resolve rainbow.localhost.
    await page.goto(`${school}/robots.txt`);
    const sitemap = await page.evaluate(async () => (await fetch("/sitemap.xml")).text());
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const known = matchRoutes(tree, path)?.at(-1)?.route.id;
      if (known && seen.has(known)) continue;
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
      // The tree skips pages by the route it matches: it must match as the browser's router did.
      expect(known, path).toBe(routeId);
      seen.add(routeId);
      // The entry, the shell and the route's files at least: the listener saw the page load.
      expect(fetched.size, path).toBeGreaterThan(2);
      const files = counted.get(routeId);
      expect(files, `js-budget counts no page ${routeId} (${path})`).toBeDefined();
      expect(
        [...fetched].filter((file) => !files!.has(file)),
        `${path} (${routeId}) fetched scripts js-budget does not count`,
      ).toEqual([]);
    }
  }
});
