import { expect, SCHOOL_A, test } from "../fixtures.js";

// The menu reaches every page. Each item of SPEC §2's menu, chosen from the menu itself (desktop
// dropdowns or the phone drawer, with or without JavaScript), opens its page. Parent Testimonials
// and Enrollment Form are reached in tests/e2e/forms/.

const PAGES: Array<{ path: string[]; h1: string }> = [
  { path: ["About Us", "Our Story"], h1: "Our Story" },
  { path: ["About Us", "Mission & Vision"], h1: "Our Mission & Vision" },
  { path: ["About Us", "Why Choose Us?"], h1: "Why Choose Us?" },
  { path: ["About Us", "Meet the Team"], h1: "Meet Our Team" },
  { path: ["Programs", "Preschool Programs", "Early Childhood Development"], h1: "Early Childhood Development" },
  { path: ["Programs", "Preschool Programs", "Interactive Learning"], h1: "Interactive Learning" },
  { path: ["Programs", "Daycare Services"], h1: "Day Care Services" },
  { path: ["Programs", "Summer Camps"], h1: "Summer Camps" },
  { path: ["Programs", "After-School Activities"], h1: "After Hours Activities" },
  { path: ["Admissions", "How to Apply"], h1: "How to Apply" },
  { path: ["Admissions", "Tuition Fees"], h1: "Tuition Fees" },
  { path: ["Gallery", "Photos"], h1: "Photo Gallery" },
  { path: ["Gallery", "Videos"], h1: "Video Gallery" },
  { path: ["Gallery", "Events & Celebrations"], h1: "Events & Celebrations" },
  { path: ["Contact Us", "Contact Information"], h1: "Contact Information" },
  { path: ["Contact Us", "Visit Us"], h1: "Visit Us" },
  { path: ["Contact Us", "Support"], h1: "Support" },
];

test("every content page is reached from the menu", async ({ page, phone }) => {
  test.setTimeout(90_000);
  // Each page is chosen from the menu of the page before it (the menu is every page's), so the
  // walk loads each page once rather than going back home before each one.
  await page.goto(`${SCHOOL_A}/`);
  for (const { path, h1 } of PAGES) {
    let scope = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
    if (phone) {
      await page.locator("#mobile-menu > summary").click();
      scope = page.locator("#mobile-menu").getByRole("navigation", { name: "Main" });
    }
    const groups = path.slice(0, -1);
    for (const group of groups) await scope.locator("summary", { hasText: group }).first().click();
    await scope.getByRole("link", { name: path[path.length - 1]!, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: h1, exact: true })).toBeVisible();
  }
});
