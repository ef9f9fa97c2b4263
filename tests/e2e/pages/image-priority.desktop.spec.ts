import { alternate, expect, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";

// The largest image in the first screen (the page's LCP) loads at once and first, with JavaScript
// or without: `loading="eager"` and `fetchpriority="high"` on it, every other photo lazy.

const pages = [
  { path: "/about/missionAndVision", images: "main img" },
  { path: "/about/ourTeam", images: "main li img" },
  { path: "/gallery/photos", images: 'ul[aria-label="Photos"] img' },
];

// Each page of each school once, with JavaScript or without in turn.
const DESKTOPS = ["desktop-js", "desktop-nojs"];

for (const [schoolIndex, url] of [SCHOOL_A, SCHOOL_B].entries()) {
  for (const [pageIndex, { path, images }] of pages.entries()) {
    const turn = alternate(schoolIndex + pageIndex, DESKTOPS);
    test(`${path} on ${new URL(url).hostname}: the first photo loads eagerly with high priority, the rest lazily`, turn, async ({ page }) => {
      expect((await page.goto(`${url}${path}`))?.status()).toBe(200);
      const photos = page.locator(images);
      expect(await photos.count()).toBeGreaterThan(1);
      await expect(photos.first()).toHaveAttribute("loading", "eager");
      await expect(photos.first()).toHaveAttribute("fetchpriority", "high");
      await expect(page.locator("main img[fetchpriority]")).toHaveCount(1);
      for (const rest of (await photos.all()).slice(1)) await expect(rest).toHaveAttribute("loading", "lazy");
      // The browser really gave it priority: it has loaded without any scrolling.
      await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  }
}
