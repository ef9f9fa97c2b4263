import { expect, SCHOOL_A, test } from "./fixtures.js";

// Without JavaScript nothing closes a toast, so it must not sit over the header on a phone: the
// menu button and the logo stay reachable (SPEC §2's toast area, the layout's header).

test("without JavaScript a toast sits in the page below the header, and the menu and logo still work", async ({ page }) => {
  // Back to a public page: the console has a layout of its own (README "Staff console").
  await page.goto(`${SCHOOL_A}/login?redirectTo=/`);
  await page.getByLabel("Email", { exact: true }).fill("staff@sunshinekids.example.org");
  await page.getByLabel("Password", { exact: true }).fill("Mango-River-Lantern-17");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  const toast = page.getByRole("region", { name: "Notifications" }).getByText("Welcome, Mr. Rohan Kulkarni!");
  await expect(toast).toBeVisible();

  const header = await page.getByRole("banner").boundingBox();
  const box = await toast.boundingBox();
  if (!header || !box) throw new Error("no layout");
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);

  // Nothing covers the logo or the menu button: both take a tap.
  await page.getByRole("banner").getByRole("link", { name: /home/ }).click({ trial: true, timeout: 2000 });
  await page.locator("#mobile-menu > summary").click({ timeout: 2000 });
  await expect(page.locator("#mobile-menu").getByRole("navigation", { name: "Main" })).toBeVisible();
});
