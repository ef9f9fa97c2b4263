import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSchools } from "../../api/demo-data.js";
import { seedDemoSchools } from "../../api/seed.js";
import { startTestApi, type TestApi } from "./harness.js";

// The demo schools the README promises: two schools at localhost/127.0.0.1 and
// rainbow.localhost, each with the content README.md "Demo schools" lists.

describe.each(demoSchools.map((school) => [school.client.clientName, school] as const))("demo school %s", (_name, school) => {
  it("has the full content set", () => {
    const images = school.gallery.filter((item) => item.mediaType === "image");
    const videos = school.gallery.filter((item) => item.mediaType === "video");
    expect(school.carousel.length).toBeGreaterThanOrEqual(5);
    expect(images.length).toBeGreaterThanOrEqual(24);
    expect(new Set(images.map((item) => item.categoryName)).size).toBeGreaterThanOrEqual(4);
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(school.team.length).toBeGreaterThanOrEqual(8);
    expect(school.testimonials.filter((t) => t.approved).length).toBeGreaterThanOrEqual(6);
    expect(school.testimonials.filter((t) => !t.approved).length).toBe(2);
    expect(school.events.length).toBeGreaterThanOrEqual(6);
    expect(new Set(school.events.map((event) => event.type))).toEqual(new Set(["image", "video"]));
    const types = school.missionAndVision.map((item) => item.type);
    expect(types).toContain("mission");
    expect(types).toContain("vision");
    expect(types.filter((type) => type === "coreValues").length).toBeGreaterThanOrEqual(4);
    expect(school.ourStory.length).toBeGreaterThanOrEqual(6);
    for (const field of Object.keys(school.client) as (keyof typeof school.client)[]) {
      expect(school.client[field], field).not.toBe("");
    }
  });

  it("serves every image from public/, sized for the web", () => {
    const urls = [
      school.client.fullLogoUrl,
      ...school.carousel.map((item) => item.imageUrl),
      ...school.gallery.filter((item) => item.mediaType === "image").map((item) => item.mediaUrl),
      ...school.team.map((item) => item.imageUrl),
      ...school.events.filter((item) => item.type === "image").map((item) => item.mediaUrl),
      ...school.missionAndVision.map((item) => item.imageUrl),
      ...school.ourStory.map((item) => item.iconUrl).filter(Boolean),
    ];
    for (const url of urls) {
      expect(url, url).toMatch(/^\/demo\//);
      const file = path.join("public", url);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThan(200 * 1024);
    }
  });

  it("uses a brand colour on which white text passes WCAG AA (4.5:1)", () => {
    const channel = (hex: string) => {
      const c = parseInt(hex, 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const [r, g, b] = [1, 3, 5].map((i) => channel(school.client.brandColor.slice(i, i + 2)));
    const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("seeding", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("seeds once: a second start leaves an existing database alone", async () => {
    const count = async () =>
      Number(
        (
          await api.db
            .selectFrom("clients")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(demoSchools.length);
    expect(await seedDemoSchools(api.db)).toBe(false);
    expect(await count()).toBe(demoSchools.length);
  });
});
