import { expect, test } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { request, startServer } from "./spawn.js";

// README "Caching": the demo schools' pictures and the logo are drawn under content-hashed names
// served for a year as immutable; their plain URLs (old rows, bookmarks) still answer, briefly cached.

const YEAR = "public, max-age=31536000, immutable";
const HOUR = "public, max-age=3600";
/** A site path of public/ that is not Remix's build: the demo's pictures, the fallback logo and icon. */
const STATIC_PATH = /^\/(?:demo\/|favicon\.)/;
const HASHED = /\.[0-9a-f]{12}\.[a-z]+$/;

/** Every image, icon and logo URL a page names: src, srcset, link href, and the JSON-LD logo. */
function pictureUrls(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const [, url] of html.matchAll(/\ssrc="([^"]+)"/g)) found.add(url!);
  for (const [, list] of html.matchAll(/\ssrcset="([^"]+)"/gi))
    for (const candidate of list!.split(",")) found.add(candidate.trim().split(/\s+/)[0]!);
  for (const [, url] of html.matchAll(/<link[^>]*\srel="(?:icon|preload)"[^>]*\shref="([^"]+)"/g)) found.add(url!);
  for (const [, url] of html.matchAll(/"logo":"([^"]+)"/g)) found.add(url!);
  return [...found].map((url) => (url.startsWith(origin) ? url.slice(origin.length) : url)).filter((url) => STATIC_PATH.test(url));
}

test.describe("demo pictures and the logo", () => {
  // One server for the lot: started once per worker otherwise.
  test.describe.configure({ mode: "serial" });
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const school of demoSchools) {
    test(`${school.client.clientName}: every picture a public page draws is hashed and cached for a year`, async () => {
      const host = `${school.domains.find((domain) => domain.includes("localhost"))}:${server.port}`;
      const origin = `http://${host}`;
      const seen = new Set<string>();
      for (const page of ["/", "/about/ourStory", "/about/ourTeam", "/about/missionAndVision", "/gallery/photos", "/gallery/events"]) {
        const answer = await request(`${server.url}${page}`, { headers: { Host: host } });
        expect(answer.status, page).toBe(200);
        const urls = pictureUrls(answer.body, origin);
        for (const url of urls) expect(url, `${page} draws ${url}`).toMatch(HASHED);
        urls.forEach((url) => seen.add(url));
      }
      // The school's logo (header, footer, icon, JSON-LD) and every picture of its demo data.
      const plain = new Set([...seen].map((url) => url.replace(/\.[0-9a-f]{12}(\.[a-z]+)$/, "$1")));
      expect(plain).toContain(school.client.fullLogoUrl);
      for (const slide of school.carousel) expect(plain).toContain(slide.imageUrl);
      for (const member of school.team) expect(plain).toContain(member.imageUrl);
      const pictures = [
        ...school.gallery.filter((item) => item.mediaType === "image").map((item) => item.mediaUrl),
        ...school.events.filter((event) => event.type === "image").map((event) => event.mediaUrl),
        ...school.missionAndVision.map((item) => item.imageUrl),
        ...school.ourStory.map((entry) => entry.iconUrl),
      ];
      for (const url of pictures.filter(Boolean)) expect(plain).toContain(url);

      for (const url of seen) {
        const answer = await request(`${server.url}${url}`, { headers: { Host: host } });
        expect(answer.status, url).toBe(200);
        expect(answer.headers["cache-control"], url).toBe(YEAR);
        expect(answer.headers["content-type"], url).toMatch(/^image\/svg\+xml/);
      }
    });
  }

  test("the fallback site's logo, icon and slide are hashed too", async () => {
    const answer = await request(`${server.url}/`, { headers: { Host: `unknown.example:${server.port}` } });
    const urls = pictureUrls(answer.body, `http://unknown.example:${server.port}`);
    expect(urls.map((url) => url.replace(HASHED, ""))).toEqual(expect.arrayContaining(["/favicon", "/demo/default-slide"]));
    for (const url of urls) expect(url).toMatch(HASHED);
  });

  test("a plain URL still answers, briefly cached; a stale hash gets today's file, briefly cached", async () => {
    const logo = demoSchools[0]!.client.fullLogoUrl;
    for (const url of [logo, "/favicon.svg", logo.replace(/\.svg$/, ".000000000000.svg")]) {
      const answer = await request(`${server.url}${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers["cache-control"], url).toBe(HOUR);
      expect(answer.body, url).toContain("<svg");
    }
    // A hash-shaped name of no file is the 404 page.
    expect((await request(`${server.url}/demo/none.000000000000.svg`)).status).toBe(404);
  });
});
