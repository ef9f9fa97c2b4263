import { expect, expectNoAxeViolations, SCHOOL_A, test } from "./fixtures.js";

// SPEC §2 "Site layout": desktop dropdowns, usable without JavaScript and by keyboard.

const MENU: Record<string, [string, string][]> = {
  "About Us": [
    ["Our Story", "/about/ourStory"],
    ["Mission & Vision", "/about/missionAndVision"],
    ["Why Choose Us?", "/about/whyChooseUs"],
    ["Meet the Team", "/about/ourTeam"],
  ],
  Programs: [
    ["Daycare Services", "/programs/dayCareService"],
    ["Summer Camps", "/programs/summerCamps"],
    ["After-School Activities", "/programs/afterSchoolActivities"],
  ],
  Admissions: [
    ["How to Apply", "/admissions/howToApply"],
    ["Tuition Fees", "/admissions/tuitionFees"],
    ["Parent Testimonials", "/admissions/parentTestimonials"],
    ["Enrollment Form", "/admissions/enrollmentForm"],
    ["Book a Visit", "/admissions/visit"],
  ],
  Gallery: [
    ["Photos", "/gallery/photos"],
    ["Videos", "/gallery/videos"],
    ["Events & Celebrations", "/gallery/events"],
  ],
  "Contact Us": [
    ["Contact Information", "/contact/info"],
    ["Visit Us", "/contact/visitUs"],
    ["Support", "/contact/support"],
  ],
};

test("every dropdown opens with its items and closes again", async ({ page, javaScript }) => {
  await page.goto(`${SCHOOL_A}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  for (const [group, items] of Object.entries(MENU)) {
    const toggle = nav.locator("summary", { hasText: new RegExp(`^${group}$`) });
    const first = nav.getByRole("link", { name: items[0]![0], exact: true });
    await expect(first).toBeHidden();
    await toggle.click();
    for (const [label, href] of items) await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    await expect(first).toBeVisible();
    if (javaScript) {
      // A click outside closes it (SPEC §2).
      await page.getByRole("heading", { name: "Education from birth begins with us" }).click();
    } else {
      await toggle.click();
    }
    await expect(first).toBeHidden();
  }
});

test("the Preschool Programs submenu reaches both preschool pages", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: /^Programs$/ }).click();
  await nav.locator("summary", { hasText: "Preschool Programs" }).click();
  await expect(nav.getByRole("link", { name: "Early Childhood Development" })).toHaveAttribute(
    "href",
    "/programs/preschool/earlyChildhoodDevelopment",
  );
  await expect(nav.getByRole("link", { name: "Interactive Learning" })).toHaveAttribute("href", "/programs/preschool/interactiveLearning");
  await expectNoAxeViolations(page);
});

test("the keyboard opens a dropdown and follows a link", async ({ page, javaScript }) => {
  await page.goto(`${SCHOOL_A}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.locator("summary", { hasText: "Gallery" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const photos = nav.getByRole("link", { name: "Photos", exact: true });
  await expect(photos).toBeVisible();
  if (javaScript) {
    // Escape closes it and gives focus back to its toggle.
    await page.keyboard.press("Escape");
    await expect(photos).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
  }
  await photos.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/gallery\/photos$/);
});

test("choosing an item closes the dropdown", async ({ page, javaScript }) => {
  await page.goto(`${SCHOOL_A}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "About Us" }).click();
  await nav.getByRole("link", { name: "Our Story" }).click();
  await expect(page).toHaveURL(/\/about\/ourStory$/);
  // With JavaScript the page changes without a reload, and the menu must close itself.
  await expect(nav.getByRole("link", { name: "Our Story" })).toBeHidden();
  expect(javaScript || (await page.evaluate(() => document.readyState)) === "complete").toBe(true);
});

test("clicking the logo goes home", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/contact/info`);
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
});

test("opening a dropdown closes the others, and none stays over the page once the visitor moves on", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/`);
  const nav = page.getByRole("navigation", { name: "Main" });
  const about = nav.getByRole("link", { name: "Our Story", exact: true });
  const programs = nav.getByRole("link", { name: "Summer Camps", exact: true });
  await nav.locator("summary", { hasText: /^About Us$/ }).click();
  await expect(about).toBeVisible();
  await nav.locator("summary", { hasText: /^Programs$/ }).click();
  await expect(programs).toBeVisible();
  await expect(about).toBeHidden();
  await expect(nav.locator("details[open]")).toHaveCount(1);
  // A click on the page (not a control) leaves no dropdown covering it, with or without JavaScript.
  await page.getByRole("heading", { name: "Education from birth begins with us" }).click();
  await expect(programs).toBeHidden();
  await expect(about).toBeHidden();
});
