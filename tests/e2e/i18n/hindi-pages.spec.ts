import { alternate, expect, test } from "../fixtures.js";
import { SCHOOLS } from "./harness.js";

// README "Languages": the read-only pages in Hindi at /hi/…, on both demo schools (which offer
// Hindi): the page answers in Hindi (its h1 and the menu from the Hindi catalogue) and its language
// switch leads to the same page in English. axe checks every Hindi page in hindi-axe.spec.ts.
const PAGES = [
  { path: "/", h1: "बच्चों की पहली पाठशाला" },
  { path: "/about/missionAndVision", h1: "हमारा लक्ष्य और दृष्टि" },
  { path: "/programs/dayCareService", h1: "डे-केयर सेवाएँ" },
  { path: "/admissions/tuitionFees", h1: "शिक्षण शुल्क" },
  { path: "/gallery/photos", h1: "तस्वीरों की गैलरी" },
  { path: "/contact/visitUs", h1: "हमसे मिलने आएँ" },
];

PAGES.forEach(({ path, h1 }, index) => {
  SCHOOLS.forEach((school, nth) => {
    test(`${school.name} /hi${path === "/" ? "" : path} speaks Hindi`, alternate(index + nth), async ({ page, phone }) => {
      const response = await page.goto(`${school.origin}/hi${path === "/" ? "" : path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);

      // The switch to English: the same page without the prefix.
      const english = page.locator('a[hreflang="en"]').filter({ visible: true });
      await expect(english).toHaveAttribute("href", path);

      // The menu in Hindi: on a phone behind its button ("मेनू").
      if (phone) await page.locator("#mobile-menu > summary").click();
      const menu = page.getByRole("navigation", { name: "मुख्य", exact: true }).filter({ visible: true });
      await expect(menu.getByText("हमारे बारे में", { exact: true }).first()).toBeVisible();
    });
  });
});
