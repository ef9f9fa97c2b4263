import { expect, SCHOOL_A, test } from "./fixtures.js";

// SPEC §1's 'Loading, please wait...': server-rendered pages arrive complete, so the overlay only
// covers client-side navigations, and only slow ones (longer than about 400 ms). The page's clock
// is Playwright's: time moves only when the test moves it, so "slow" and "quick" are what the test
// says they are, not what a busy machine makes of them.

test("a slow client-side navigation shows the loading overlay, a quick one does not", async ({ page }) => {
  await page.clock.install();
  await page.goto(`${SCHOOL_A}/contact/info`);
  // Hydrated: links navigate client-side from here on.
  await page.locator("form[data-hydrated]").first().waitFor({ state: "attached" });
  await page.clock.pauseAt(Date.now() + 60_000);
  const overlay = page.getByText("Loading, please wait...");
  const homeLink = page.getByRole("contentinfo").getByRole("link").first();

  // A navigation's loader data is held until the test lets it go.
  let release: () => void = () => undefined;
  await page.route(/[?&]_data=/, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  const held = () => page.waitForRequest(/[?&]_data=/);

  // Quick: the data comes within 399 ms; no overlay then or after.
  let request = held();
  await homeLink.click();
  await request;
  await page.clock.runFor(399);
  await expect(overlay).toBeHidden();
  release();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
  await page.clock.runFor(2_000);
  await expect(overlay).toBeHidden();

  // Slow: 400 ms without the data shows the overlay; the data's arrival hides it.
  await page.unroute(/[?&]_data=/);
  await page.goBack();
  await expect(page).toHaveURL(`${SCHOOL_A}/contact/info`);
  await page.locator("form[data-hydrated]").first().waitFor({ state: "attached" });
  await page.route(/[?&]_data=/, async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  request = held();
  await homeLink.click();
  await request;
  await page.clock.runFor(400);
  await expect(overlay).toBeVisible();
  release();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
  await expect(overlay).toBeHidden();
});
