import type { Page } from "@playwright/test";
import sharp from "sharp";
import { TEXT_AS_JPEG } from "../../fixtures/images.js";
import { request } from "../server/spawn.js";
import { claimLink, createSchool, expect, expectNoAxeViolations, test, toast, unique } from "./harness.js";

// What every list of "Site content" can do besides add, edit and hide (README "Staff console"),
// with JavaScript on and off, in a school of the test's own (the demo school's lists stay as other
// tests expect them): several photos added in one form, each photo's result on the page; moved to
// the top, the bottom and a typed position (a position out of bounds refused at the field, the
// number kept); deleted for good in two steps (Keep it changes nothing), the deleted photo's files
// a 404 to the public at once; and the compact grid of a long list, its controls a click away.

const OWNER_PASSWORD = "Lantern-Monsoon-Kite-84";

/** A photo of its own colour: a hash of its own, so no other test's upload shares its files. */
const photo = async (name: string, red: number) => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: red, g: 120, b: 200 } } })
    .png()
    .toBuffer(),
});

/** The list's items, in its order. */
const items = (page: Page) => page.locator('li[id^="item-"] > article');

/** The photos' files in the list's order: each item's preview (its first picture; the edit form's comes after). */
const order = (page: Page) =>
  items(page).evaluateAll((articles) => articles.map((article) => article.querySelector("img")?.getAttribute("src") ?? ""));

test("several photos in one form, moved to the top, the bottom and a position, deleted for good in two steps", async ({ page, stage }, testInfo) => {
  test.setTimeout(240_000);
  const javaScript = testInfo.project.name === "desktop-js";
  const label = unique("Lists", testInfo);
  const school = await createSchool(stage, label);
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);
  await page.goto(`${school.origin}/staff/site/photos`);
  await expect(page.getByText("No photos yet.")).toBeVisible();

  // Several at once: none chosen is refused at the field, the caption typed kept.
  const bulk = page.getByRole("form", { name: "Add several photos" });
  await bulk.getByLabel("Caption for every photo").fill("Relay race");
  await bulk.getByLabel("Category").fill("Sports Day");
  await bulk.getByRole("button", { name: "Add these photos" }).click();
  await expect(bulk.getByText("Choose one or more photos")).toBeVisible();
  await expect(bulk.getByLabel("Photos", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(bulk.getByLabel("Caption for every photo")).toHaveValue("Relay race");
  await expect(bulk.getByLabel("Category")).toHaveValue("Sports Day");

  // Three photos and a text file called a photo: the three added, the fourth refused with its reason.
  await bulk
    .getByLabel("Photos", { exact: true })
    .setInputFiles([
      await photo("start.png", 10 + (javaScript ? 1 : 0)),
      await photo("baton.png", 60 + (javaScript ? 1 : 0)),
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: TEXT_AS_JPEG },
      await photo("finish.png", 110 + (javaScript ? 1 : 0)),
    ]);
  await bulk.getByRole("button", { name: "Add these photos" }).click();
  const results = page.getByRole("region", { name: "3 photos added, 1 not added" });
  // Each photo is checked, cleaned and resized in turn: give a busy machine time.
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.getByRole("listitem")).toHaveText([
    "start.png: added at the end of the list.",
    "baton.png: added at the end of the list.",
    "notes.jpg: not added. This file is not a photo we can use. Please choose a JPEG, PNG, WebP, AVIF or HEIC photo.",
    "finish.png: added at the end of the list.",
  ]);
  if (javaScript) await expect(results.getByRole("heading")).toBeFocused();
  await expect(items(page)).toHaveCount(3);
  await expectNoAxeViolations(page);
  const [start, baton, finish] = await order(page);
  expect(new Set([start, baton, finish]).size).toBe(3);
  for (const src of [start, baton, finish]) expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\/\d+\.webp$/);

  await page.goto(`${school.origin}/gallery/photos?category=Sports+Day`);
  await expect(page.getByRole("main").getByRole("img", { name: "Relay race" })).toHaveCount(3);

  // To the top, to the bottom.
  await page.goto(`${school.origin}/staff/site/photos`);
  await expect(
    items(page)
      .first()
      .getByRole("button", { name: /^Move to the top/ }),
  ).toBeDisabled();
  await items(page)
    .nth(2)
    .getByRole("button", { name: /^Move to the top/ })
    .click();
  await expect(toast(page, "Moved")).toBeVisible();
  await expect.poll(() => order(page)).toEqual([finish, start, baton]);
  await items(page)
    .first()
    .getByRole("button", { name: /^Move to the bottom/ })
    .click();
  await expect.poll(() => order(page)).toEqual([start, baton, finish]);
  await expect(
    items(page)
      .last()
      .getByRole("button", { name: /^Move to the bottom/ }),
  ).toBeDisabled();

  // To a position: one past the end is refused next to the field, the number kept; then 2.
  const first = items(page).first();
  await first.getByLabel("Position (1 to 3)").fill("4");
  await first.getByRole("button", { name: /^Move ?:/ }).click();
  const position = items(page).first().getByLabel("Position (1 to 3)");
  await expect(items(page).first().getByText("Position must be a whole number from 1 to 3")).toBeVisible();
  await expect(position).toHaveValue("4");
  await expect(position).toHaveAttribute("aria-invalid", "true");
  expect(await order(page)).toEqual([start, baton, finish]);
  await expectNoAxeViolations(page);
  await position.fill("2");
  await items(page)
    .first()
    .getByRole("button", { name: /^Move ?:/ })
    .click();
  await expect.poll(() => order(page)).toEqual([baton, start, finish]);

  // Delete…: first only the question, at that item; Keep it leaves everything as it was.
  const second = items(page).nth(1);
  await second.getByRole("link", { name: "Delete… Relay race" }).click();
  const question = page.getByRole("region", { name: "Delete Relay race for good?" });
  await expect(question).toBeVisible();
  await expect(question).toContainText("This cannot be undone");
  if (javaScript) await expect(question.getByRole("heading")).toBeFocused();
  await expectNoAxeViolations(page);
  await question.getByRole("link", { name: /^Keep it/ }).click();
  await expect(question).toHaveCount(0);
  await expect(items(page)).toHaveCount(3);

  // …then for good: the toast, the rest closes up, and the photo's files are gone for the public.
  await items(page).nth(1).getByRole("link", { name: "Delete… Relay race" }).click();
  await question.getByRole("button", { name: /^Delete for good/ }).click();
  await expect(toast(page, "Deleted for good")).toBeVisible();
  await expect(items(page)).toHaveCount(2);
  await expect.poll(() => order(page)).toEqual([baton, finish]);
  const url = new URL(school.origin);
  for (const [src, status] of [
    [start, 404],
    [baton, 200],
  ] as const) {
    const answer = await request(`http://127.0.0.1:${url.port}${src}`, { headers: { host: url.host } });
    expect(answer.status, src).toBe(status);
  }

  // The compact grid: small previews, each item's controls behind Change…, the view kept after a change.
  await page.getByRole("link", { name: "Show as a compact grid" }).click();
  await expect(page.getByRole("link", { name: "Show full previews" })).toBeVisible();
  const cell = items(page).last();
  await cell.getByText("Change…").click();
  await cell.getByRole("button", { name: /^Hide from the site/ }).click();
  await expect(toast(page, "Hidden: it is no longer on the site")).toBeVisible();
  expect(new URL(page.url()).search).toBe("?view=compact");
  await expect(items(page).last().getByText("Hidden from the site", { exact: true })).toBeVisible();
  // Staff still see the hidden photo's preview; the public no longer gets it.
  await expect
    .poll(() =>
      items(page)
        .last()
        .locator("img")
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  expect((await request(`http://127.0.0.1:${url.port}${finish}`, { headers: { host: url.host } })).status).toBe(404);
  await expectNoAxeViolations(page);
});
