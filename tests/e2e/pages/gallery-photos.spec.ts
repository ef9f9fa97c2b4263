import { demoSchools } from "../../../api/demo-data.js";
import { hashedStaticUrl } from "../../../app/utils/static-assets.server.js";
import { expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";
import { waitForLightbox } from "./harness.js";

// SPEC §2 "Photo Gallery", §4 (wrapping lightbox, zoom 0–300 %), §9; DESIGN.md: tabs are links
// with ?category=, and without JavaScript ?photo=N is a full-page viewer.

const images = (index: number) => demoSchools[index]!.gallery.filter((item) => item.mediaType === "image");
const photosA = images(0);

test("the photo gallery shows every photo of its school with its category, and passes axe", async ({ page }) => {
  for (const [index, url] of [SCHOOL_A, SCHOOL_B].entries()) {
    const photos = images(index);
    await page.goto(`${url}/gallery/photos`);
    await expect(page).toHaveTitle(`Photo Gallery | ${demoSchools[index]!.client.clientName}`);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: "Photo Gallery" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Captured Moments & Events" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Photo categories" }).getByRole("link");
    await expect(tabs).toHaveText(["All", ...demoSchools[index]!.categories]);
    const cards = page.locator("main li figure");
    await expect(cards).toHaveCount(photos.length);
    // Every card at once (one read of the grid, not three round trips per photo).
    await expect(cards.locator("figcaption")).toHaveText(photos.map((photo) => photo.categoryName));
    const shown = await cards.locator("img").evaluateAll((images) => images.map((image) => [image.getAttribute("src"), image.getAttribute("alt")]));
    expect(shown).toEqual(photos.map((photo) => [hashedStaticUrl(photo.mediaUrl), photo.caption]));
  }
  await expectNoAxeViolations(page);
});

test("the grid is 1, 2 or 3 columns wide and the tab bar stays in view", async ({ page, phone }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  const cards = page.locator("main li figure");
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  const third = await cards.nth(2).boundingBox();
  // At 375 px one column (the second card sits below the first); at 1280 px three in a row.
  if (phone) expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  else {
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(third!.y).toBeCloseTo(first!.y, 0);
  }
  const tabBar = page.getByRole("navigation", { name: "Photo categories" });
  await expect(tabBar).toHaveCSS("position", "sticky");
  await cards.nth(photosA.length - 1).scrollIntoViewIfNeeded();
  await expect(tabBar).toBeInViewport();
});

test("a category tab narrows the grid to that category, and All shows everything again", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  const nav = page.getByRole("navigation", { name: "Photo categories" });
  await expect(nav.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Art & Craft" }).click();
  await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos?category=Art+%26+Craft`);
  await expect(nav.getByRole("link", { name: "Art & Craft" })).toHaveAttribute("aria-current", "page");
  const inCategory = photosA.filter((photo) => photo.categoryName === "Art & Craft");
  const captions = page.locator("main li figcaption");
  await expect(captions).toHaveCount(inCategory.length);
  await expect(captions).toHaveText(inCategory.map(() => "Art & Craft"));
  await expect(page.locator("main li img").first()).toHaveAttribute("alt", inCategory[0]!.caption);
  await nav.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos`);
  await expect(captions).toHaveCount(photosA.length);
});

test("a photo opens at the clicked photo, wraps from last to first, and closes", async ({ page, javaScript }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  const cards = page.getByRole("list", { name: "Photos" }).getByRole("link");
  const last = photosA.length;

  if (javaScript) {
    // The lightbox (yet-another-react-lightbox), SPEC §2.
    await waitForLightbox(page);
    await cards.nth(2).click();
    const dialog = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(dialog).toBeVisible();
    const current = dialog.locator(".yarl__slide_current");
    await expect(current.getByRole("img", { name: photosA[2]!.caption })).toBeVisible();
    await expect(current).toContainText(photosA[2]!.caption);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cards.nth(2)).toBeFocused();

    await cards.nth(last - 1).click();
    await expect(current.getByRole("img", { name: photosA[last - 1]!.caption })).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(current.getByRole("img", { name: photosA[0]!.caption })).toBeVisible();
    await dialog.getByRole("button", { name: "Previous photo" }).click();
    await expect(current.getByRole("img", { name: photosA[last - 1]!.caption })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  } else {
    // The full-page viewer at ?photo=N.
    await cards.nth(2).click();
    await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos?photo=3`);
    await expect(page.getByRole("heading", { level: 1, name: `Photo Gallery: photo 3 of ${last}` })).toBeVisible();
    await expect(page.getByRole("img", { name: photosA[2]!.caption })).toBeVisible();
    await expect(page.locator("figcaption")).toContainText(photosA[2]!.caption);
    await expectNoAxeViolations(page);

    await page.goto(`${SCHOOL_A}/gallery/photos?photo=${last}`);
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos?photo=1`);
    await expect(page.getByRole("img", { name: photosA[0]!.caption })).toBeVisible();
    await page.getByRole("link", { name: "Previous photo" }).click();
    await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos?photo=${last}`);

    await page.getByRole("link", { name: /Close/ }).click();
    await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos`);
    await expect(page.getByRole("heading", { name: "Captured Moments & Events" })).toBeVisible();
  }
});

test("the viewer keeps the category: it wraps within it and closes back to its tab", async ({ page, javaScript }) => {
  const inCategory = photosA.filter((photo) => photo.categoryName === "Celebrations");
  await page.goto(`${SCHOOL_A}/gallery/photos?category=Celebrations`);
  const cards = page.getByRole("list", { name: "Photos" }).getByRole("link");
  await expect(cards).toHaveCount(inCategory.length);
  if (javaScript) {
    await waitForLightbox(page);
    await cards.last().click();
    const dialog = page.getByRole("dialog", { name: "Photo viewer" });
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.locator(".yarl__slide_current").getByRole("img", { name: inCategory[0]!.caption })).toBeVisible();
    await expect(dialog.locator(".yarl__slide_current")).toHaveAttribute("aria-label", `1 of ${inCategory.length}`);
  } else {
    await cards.last().click();
    await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos?category=Celebrations&photo=${inCategory.length}`);
    await page.getByRole("link", { name: "Next photo" }).click();
    await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos?category=Celebrations&photo=1`);
    await expect(page.getByRole("img", { name: inCategory[0]!.caption })).toBeVisible();
    await page.getByRole("link", { name: /Close/ }).click();
    await expect(page).toHaveURL(`${SCHOOL_A}/gallery/photos?category=Celebrations`);
  }
});
