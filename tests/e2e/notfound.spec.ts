import { expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "./fixtures.js";
import { demoSchools } from "../../api/demo-data.js";

test("an unknown URL gets a real 404 inside the school's layout", async ({ page }) => {
  const response = await page.goto(`${SCHOOL_B}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(demoSchools[1]!.client.clientName);
  await expect(page).toHaveTitle(/Page not found/);
  const html = await page.content();
  expect(html).not.toMatch(/at \S+\.(js|ts):\d+/);
  await expectNoAxeViolations(page);
});

test("the 404 page links back home", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/nothing-here`);
  await page.getByRole("main").getByRole("link", { name: /home/i }).first().click();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
});
