import { expect, SCHOOL_A, test } from "./fixtures.js";

// SPEC §1's 'Loading, please wait...': server-rendered pages arrive complete, so the overlay only
// covers client-side navigations, and only slow ones (longer than about 400 ms).

test("a slow client-side navigation shows the loading overlay, a quick one does not", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/contact/info`);
  const overlay = page.getByText("Loading, please wait...");
  const homeLink = page.getByRole("contentinfo").getByRole("link").first();

  // Quick: the footer logo's client-side navigation home shows no overlay.
  let seen = false;
  const watcher = overlay.waitFor({ state: "visible", timeout: 1500 }).then(
    () => (seen = true),
    () => undefined,
  );
  await homeLink.click();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
  await watcher;
  expect(seen).toBe(false);

  // Slow: hold the next page's loader data for 1.5 s.
  await page.goBack();
  await expect(page).toHaveURL(`${SCHOOL_A}/contact/info`);
  await page.route(/[?&]_data=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await homeLink.click();
  await expect(overlay).toBeVisible({ timeout: 1400 });
  await expect(page).toHaveURL(`${SCHOOL_A}/`, { timeout: 5000 });
  await expect(overlay).toBeHidden();
});
