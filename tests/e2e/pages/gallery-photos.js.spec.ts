import { demoSchools } from "../../../api/demo-data.js";
import { expect, SCHOOL_A, test } from "../fixtures.js";
import { waitForLightbox } from "./harness.js";

// SPEC §4 and §9: lightbox zoom from 100 % up to 300 %, and arrow keys that wrap around.

const photos = demoSchools[0]!.gallery.filter((item) => item.mediaType === "image");

test("zoom stops at 300 %", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  await waitForLightbox(page);
  await page.getByRole("list", { name: "Photos" }).getByRole("link").first().click();
  const dialog = page.getByRole("dialog", { name: "Photo viewer" });
  const zoomIn = dialog.getByRole("button", { name: "Zoom in" });
  const zoomOut = dialog.getByRole("button", { name: "Zoom out" });
  await expect(zoomOut).toBeDisabled();
  await zoomIn.click();
  await expect(zoomIn).toBeEnabled();
  await zoomIn.click();
  await expect(zoomIn).toBeDisabled();
  await expect(dialog.locator(".yarl__slide_current .yarl__slide_wrapper")).toHaveAttribute("style", /scale\(3\)/);
  await zoomOut.click();
  await expect(zoomIn).toBeEnabled();
});

test("arrow keys move one photo at a time and wrap around", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  await waitForLightbox(page);
  await page.getByRole("list", { name: "Photos" }).getByRole("link").first().click();
  const current = page.getByRole("dialog", { name: "Photo viewer" }).locator(".yarl__slide_current");
  await expect(current.getByRole("img", { name: photos[0]!.caption })).toBeVisible();
  await page.waitForFunction(() => document.activeElement?.closest("[role=dialog]"));
  await page.keyboard.press("ArrowLeft");
  await expect(current.getByRole("img", { name: photos[photos.length - 1]!.caption })).toBeVisible();
  await page.waitForTimeout(400);
  await page.keyboard.press("ArrowRight");
  await expect(current.getByRole("img", { name: photos[0]!.caption })).toBeVisible();
});

test("a burst of arrow keys within 180 ms moves one photo only (SPEC §9 key repeat limit)", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  await waitForLightbox(page);
  await page.getByRole("list", { name: "Photos" }).getByRole("link").first().click();
  const current = page.getByRole("dialog", { name: "Photo viewer" }).locator(".yarl__slide_current");
  await expect(current.getByRole("img", { name: photos[0]!.caption })).toBeVisible();
  await page.waitForFunction(() => document.activeElement?.closest("[role=dialog]"));
  // A second keydown 60 ms after the first, as a held key repeats: the lightbox alone would act
  // on it after its own 150 ms throttle; the limit drops it.
  await page.evaluate(async () => {
    const press = () => document.activeElement?.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    press();
    await new Promise((resolve) => setTimeout(resolve, 60));
    press();
  });
  await expect(current.getByRole("img", { name: photos[1]!.caption })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(current.getByRole("img", { name: photos[1]!.caption })).toBeVisible();
  // A keydown after the limit moves on again.
  await page.keyboard.press("ArrowRight");
  await expect(current.getByRole("img", { name: photos[2]!.caption })).toBeVisible();
});
