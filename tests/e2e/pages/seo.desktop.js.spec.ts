import { demoSchools } from "../../../api/demo-data.js";
import { expect, PORT, test } from "../fixtures.js";
import { SPEC_PAGES } from "../../support/routes.js";
import { request } from "../server/spawn.js";

// sitemap.xml and robots.txt per school, with absolute URLs on the school's own domain
// (its publicDomain), never on a Host header the site does not know. HTTP only: run once.

const origin = `http://127.0.0.1:${PORT}`;
const get = (path: string, host: string) => request(`${origin}${path}`, { headers: { Host: host } });

for (const [index, host] of ["localhost", "rainbow.localhost"].entries()) {
  test(`sitemap.xml of ${demoSchools[index]!.client.clientName} lists every page on its own domain`, async () => {
    const response = await get("/sitemap.xml", `${host}:${PORT}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every page in English and in Hindi, which both demo schools offer (README "Languages").
    const english = SPEC_PAGES.map((path) => `http://${host}:${PORT}${path}`);
    const hindi = SPEC_PAGES.map((path) => `http://${host}:${PORT}${path === "/" ? "/hi" : `/hi${path}`}`);
    expect(locations).toEqual([...english, ...hindi]);
    // Each entry names both versions and the default (English).
    const entries = [...response.body.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const contact = entries.find((entry) => entry.includes(`<loc>${hindi[SPEC_PAGES.indexOf("/contact/info")]}</loc>`)) ?? "";
    expect(contact).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="http://${host}:${PORT}/contact/info"/>`);
    expect(contact).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="http://${host}:${PORT}/hi/contact/info"/>`);
    expect(contact).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="http://${host}:${PORT}/contact/info"/>`);
  });

  test(`robots.txt of ${demoSchools[index]!.client.clientName} allows crawling and names its sitemap`, async () => {
    const response = await get("/robots.txt", `${host}:${PORT}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("User-agent: *");
    expect(response.body).toContain("Allow: /");
    expect(response.body).toContain(`Sitemap: http://${host}:${PORT}/sitemap.xml`);
  });
}

test("an unknown host gets no sitemap, a robots.txt that keeps crawlers out, and is never echoed", async () => {
  const sitemap = await get("/sitemap.xml", `evil.example:${PORT}`);
  expect(sitemap.status).toBe(404);
  expect(sitemap.body).not.toContain("evil.example");
  const robots = await get("/robots.txt", `evil.example:${PORT}`);
  expect(robots.status).toBe(200);
  expect(robots.body).toContain("Disallow: /");
  expect(robots.body).not.toContain("evil.example");
});

test("each page has its own title and a description naming the school", async ({ page }) => {
  const school = demoSchools[1]!.client.clientName;
  const seen = new Set<string>();
  for (const path of SPEC_PAGES.filter((path) => path !== "/" && !path.includes("parentTestimonials") && !path.includes("enrollmentForm"))) {
    // The head is the server's: read once the document is parsed, not after every image.
    await page.goto(`http://rainbow.localhost:${PORT}${path}`, { waitUntil: "domcontentloaded" });
    const title = await page.title();
    expect(title, path).toMatch(new RegExp(`^.+ \\| ${school}$`));
    expect(seen.has(title), `${path}: ${title} repeated`).toBe(false);
    seen.add(title);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", new RegExp(school));
  }
});
