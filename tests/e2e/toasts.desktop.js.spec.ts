import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.js";

// The toast once JavaScript has it (SPEC §2, §9): the Toaster draws its words and colours, the
// module that loads with the first toast adds the close button, the timer and the drag. A toast
// that lost its words or its kind on the way would pass the no-JavaScript tests and fail here.

const THANKS = "Thank you for subscribing! Sunshine Kids Academy's news will come to your inbox.";

async function subscribe(page: Page, label: string) {
  const footer = page.locator("footer");
  await footer.getByLabel("Your e-mail address").fill(`${label}.${Date.now()}@example.org`);
  await footer.getByRole("button", { name: "SUBSCRIBE" }).click();
  return page.getByRole("region", { name: "Notifications" }).getByRole("status");
}

test("a live toast says its kind and message, and its close button closes it", async ({ page }) => {
  await page.goto("/about/ourStory");
  const area = await subscribe(page, "close");
  await expect(area).toContainText(`Success: ${THANKS}`);
  const close = area.getByRole("button", { name: "Close notification" });
  await expect(close).toBeVisible();
  await close.click();
  await expect(area.getByText(THANKS)).toHaveCount(0);
});

test("a live toast closes itself after 5 seconds, not before", async ({ page }) => {
  await page.goto("/about/ourStory");
  // The pointer stays on SUBSCRIBE, in the footer, away from the toast (a hovered toast waits).
  const area = await subscribe(page, "timer");
  await expect(area.getByRole("button", { name: "Close notification" })).toBeVisible();
  const shown = Date.now();
  await expect(area.getByText(THANKS)).toBeVisible();
  await expect(area.getByText(THANKS)).toHaveCount(0, { timeout: 9_000 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(4_000);
});
