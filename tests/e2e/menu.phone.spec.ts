import { demoSchools } from "../../api/demo-data.js";
import { expect, expectNoAxeViolations, SCHOOL_A, test } from "./fixtures.js";

// SPEC §2 "Site layout": below md a slide-in drawer with an overlay that closes it.

test("the drawer opens, reaches every section, and the overlay closes it", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/`);
  const toggle = page.locator("#mobile-menu > summary");
  await expect(toggle).toBeVisible();
  const drawer = page.getByRole("navigation", { name: "Main" });
  await expect(drawer).toBeHidden();
  await toggle.click();
  await expect(drawer).toBeVisible();
  for (const group of ["About Us", "Programs", "Admissions", "Gallery", "Contact Us"]) {
    await expect(drawer.locator("summary", { hasText: group }).first()).toBeVisible();
  }
  await drawer.locator("summary", { hasText: "Admissions" }).click();
  await expect(drawer.getByRole("link", { name: "Enrollment Form" })).toHaveAttribute("href", "/admissions/enrollmentForm");
  await expectNoAxeViolations(page);
  // The overlay covers the page to the right of the panel.
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width - 10, viewport.height / 2);
  await expect(drawer).toBeHidden();
});

test("a drawer link navigates and the drawer is closed afterwards", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/`);
  await page.locator("#mobile-menu > summary").click();
  const drawer = page.getByRole("navigation", { name: "Main" });
  await drawer.locator("summary", { hasText: "Contact Us" }).click();
  await drawer.getByRole("link", { name: "Visit Us" }).click();
  await expect(page).toHaveURL(/\/contact\/visitUs$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
});

test("the top info bar is not shown on a phone", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/`);
  const bar = page.getByText(`Opening Time : ${demoSchools[0]!.client.openingHours}`);
  // In the page (so the check below can fail), only not shown at this width.
  await expect(bar).toBeAttached();
  await expect(bar).toBeHidden();
});
