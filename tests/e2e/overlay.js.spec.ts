import { expect, SCHOOL_A, test } from "./fixtures.js";

// SPEC §1's 'Loading, please wait...': server-rendered pages arrive complete, so the overlay only
// covers client-side navigations, and only slow ones (longer than about 400 ms).

test("a slow client-side navigation shows the loading overlay, a quick one does not", async ({ page }) => {
  // A page load, its hydration, three client-side navigations: past 30 s on a loaded machine.
  test.slow();
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

  // Slow: the next page's loader data is held until the overlay shows (held for a fixed 1.5 s, a
  // loaded machine showed the overlay after the data had come), then let go.
  await page.goBack();
  await expect(page).toHaveURL(`${SCHOOL_A}/contact/info`);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/[?&]_data=/, async (route) => {
    await held;
    await route.continue();
  });
  await homeLink.click();
  await expect(overlay).toBeVisible();
  release();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
  await expect(overlay).toBeHidden();
});
