import type { RunningServer } from "../server/spawn.js";
import { expect, test } from "../fixtures.js";
import { startProvider, startProxy, startSite } from "./harness.js";

// SPEC §7 and §9: every list call carries pageNo=1, its page size, deleted=false and the school's
// clientId. Recorded by a proxy between the site and the provider; HTTP facts, so run once.

let provider: Awaited<ReturnType<typeof startProvider>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let site: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  provider = await startProvider();
  proxy = await startProxy(`http://127.0.0.1:${provider.server.port}/api/v1`);
  site = await startSite(proxy.url);
});

test.afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await provider?.dispose();
});

test("every list is requested with the page size of SPEC §9", async ({ page }) => {
  for (const path of ["/", "/about/ourStory", "/about/missionAndVision", "/about/ourTeam", "/gallery/photos", "/gallery/videos", "/gallery/events"]) {
    expect((await page.goto(`http://rainbow.localhost:${site.port}${path}`))?.status(), path).toBe(200);
  }
  const lists = proxy.calls.filter((call) => call.path.endsWith("/all"));
  const sizes = lists.map(
    (call) => `${call.path}${call.query.get("mediaType") ? `?${call.query.get("mediaType")}` : ""} ${call.query.get("pageSize")}`,
  );
  expect(new Set(sizes)).toEqual(
    new Set([
      "/carousel/all 50",
      "/gallery/all?image 100", // home
      "/ourTeam/all 100", // home's teachers and Meet Our Team
      "/ourStory/all 100",
      "/missionAndVision/all 100",
      "/gallery/all?image 1000", // Photo Gallery
      "/gallery/all?video 1000", // Video Gallery
      "/event/all 100", // not in SPEC §9: the size of the other lists
      "/program/all 100", // every page's menu: the programs the school offers (README "Staff console": "Pages")
    ]),
  );
  const clientId = lists[0]!.query.get("clientId");
  expect(Number(clientId)).toBeGreaterThan(0);
  for (const call of lists) {
    expect(call.query.get("pageNo"), call.path).toBe("1");
    expect(call.query.get("deleted"), call.path).toBe("false");
    expect(call.query.get("clientId"), call.path).toBe(clientId);
  }
});
