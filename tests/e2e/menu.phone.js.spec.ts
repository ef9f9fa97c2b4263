import { expect, SCHOOL_A, test } from "./fixtures.js";

// With JavaScript the drawer also closes with its Close button and with Escape.

test("the drawer's Close button and Escape close it", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/`);
  const toggle = page.locator("#mobile-menu > summary");
  const drawer = page.getByRole("navigation", { name: "Main" });
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(drawer).toBeVisible();
  await drawer.locator("summary").first().focus();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});
