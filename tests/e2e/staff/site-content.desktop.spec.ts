import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { smallPng } from "../../fixtures/images.js";
import { expect, expectNoAxeViolations, onlyIn, signIn, test, toast } from "./harness.js";

// "Site content" in the staff console (README "Staff console"), with JavaScript on and off: the
// school's lists reordered, hidden and shown, added to and edited, each change on the public pages
// at once. The lists share one form pipeline: each list's flow runs once, with JavaScript or
// without in turn (profile.desktop.spec.ts uploads both ways), and axe checks every page both ways. The stage is this worker's own server and database (tests/e2e/staff/harness.ts), and
// every test puts the demo school's lists back as it found them.

const [sunshine] = demoSchools;
const owner = sunshine?.accounts.find((account) => account.role === "owner");

async function signInAsOwner(page: Page, origin: string) {
  if (!owner) throw new Error("the demo school has no owner");
  await signIn(page, `${origin}/login?redirectTo=%2Fstaff%2Fsite`, owner.email, owner.password);
  await expect(page.getByRole("heading", { level: 1, name: "Site Content" })).toBeVisible();
}

/** The slides' pictures in Home's order. */
async function homeSlides(page: Page, origin: string): Promise<string[]> {
  await page.goto(`${origin}/`);
  const hero = page.getByRole("region", { name: "Photos of our school" });
  await expect(hero.locator("img").first()).toBeAttached();
  return hero.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
}

const item = (page: Page, name: string | RegExp) => page.getByRole("article", { name });

// Each test goes back and forth between the console and the public pages several times.
test.beforeEach(() => test.setTimeout(120_000));

test("the carousel's order changes on Home, and goes back", onlyIn("desktop-js"), async ({ page, stage }) => {
  const origin = stage.url();
  await signInAsOwner(page, origin);
  const before = await homeSlides(page, origin);
  expect(before.length).toBeGreaterThan(2);

  await page.goto(`${origin}/staff/site/carousel`);
  await expect(page.getByRole("heading", { level: 2, name: "Home Slides" })).toBeVisible();
  await expectNoAxeViolations(page);
  const first = item(page, /^1\. /);
  await expect(first.getByRole("button", { name: /^Move up/ })).toBeDisabled();
  await first.getByRole("button", { name: /^Move down/ }).click();
  await expect(toast(page, "Moved")).toBeVisible();

  const after = await homeSlides(page, origin);
  expect(after).toEqual([before[1], before[0], ...before.slice(2)]);

  // Back as it was: the new second slide moves up.
  await page.goto(`${origin}/staff/site/carousel`);
  await item(page, /^2\. /)
    .getByRole("button", { name: /^Move up/ })
    .click();
  await expect(toast(page, "Moved")).toBeVisible();
  expect(await homeSlides(page, origin)).toEqual(before);
});

test("a hidden team member is gone from Meet Our Team and back when shown", onlyIn("desktop-nojs"), async ({ page, stage }) => {
  const origin = stage.url();
  const name = sunshine?.team[1]?.name ?? "";
  const team = page.getByRole("main").getByRole("heading", { level: 3, name, exact: true });
  await signInAsOwner(page, origin);
  await page.goto(`${origin}/about/ourTeam`);
  await expect(team).toBeVisible();

  await page.goto(`${origin}/staff/site/team`);
  const card = item(page, new RegExp(`^\\d+\\. ${name}$`));
  await card.getByRole("button", { name: /^Hide from the site/ }).click();
  await expect(toast(page, "Hidden: it is no longer on the site")).toBeVisible();
  // Still listed for staff, marked, with the way back.
  await expect(card.getByText("Hidden from the site", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`${origin}/about/ourTeam`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(team).toHaveCount(0);

  await page.goto(`${origin}/staff/site/team`);
  await card.getByRole("button", { name: /^Show on the site/ }).click();
  await expect(toast(page, "Shown on the site again")).toBeVisible();
  await page.goto(`${origin}/about/ourTeam`);
  await expect(team).toBeVisible();
});

test("a story entry is added (its errors shown with every value kept), edited and hidden again", onlyIn("desktop-nojs"), async ({ page, stage }) => {
  const origin = stage.url();
  await signInAsOwner(page, origin);
  await page.goto(`${origin}/staff/site/story`);
  const add = page.getByRole("form", { name: "Add a year" });
  await add.getByLabel("Year").fill("1850");
  await add.getByLabel("Title", { exact: true }).fill("A garden for every class");
  await add.getByLabel("Description", { exact: true }).fill("Each class plants its own corner.");
  await add.getByRole("button", { name: "Add a year" }).click();
  await expect(add.getByText("Year must be between 1900 and 2100")).toBeVisible();
  await expect(add.getByLabel("Year")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel("Title", { exact: true })).toHaveValue("A garden for every class");
  await expect(add.getByLabel("Description", { exact: true })).toHaveValue("Each class plants its own corner.");
  await expectNoAxeViolations(page);

  await add.getByLabel("Year").fill("2026");
  await add.getByRole("button", { name: "Add a year" }).click();
  await expect(toast(page, "Added: it is on the site now")).toBeVisible();
  const entry = item(page, /2026: A garden for every class$/);
  await expect(entry).toBeVisible();

  await page.goto(`${origin}/about/ourStory`);
  await expect(page.getByRole("heading", { level: 3, name: "A garden for every class" })).toBeVisible();

  await page.goto(`${origin}/staff/site/story`);
  await entry.getByText("Edit…").click();
  const edit = page.getByRole("form", { name: "Edit 2026: A garden for every class" });
  await edit.getByLabel("Title", { exact: true }).fill("A garden for each class");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Saved")).toBeVisible();
  await page.goto(`${origin}/about/ourStory`);
  await expect(page.getByRole("heading", { level: 3, name: "A garden for each class" })).toBeVisible();

  // Put away: the demo story is as it was on the public page.
  await page.goto(`${origin}/staff/site/story`);
  await item(page, /2026: A garden for each class$/)
    .getByRole("button", { name: /^Hide from the site/ })
    .click();
  await expect(toast(page, "Hidden: it is no longer on the site")).toBeVisible();
  await page.goto(`${origin}/about/ourStory`);
  await expect(page.getByRole("heading", { level: 3, name: "A garden for each class" })).toHaveCount(0);
});

test("a photo is added with its picture uploaded, shown in the gallery, and hidden again", onlyIn("desktop-js"), async ({ page, stage }) => {
  const origin = stage.url();
  const caption = "Clay animals from the art room";
  await signInAsOwner(page, origin);
  await page.goto(`${origin}/staff/site/photos`);
  const add = page.getByRole("form", { name: "Add a photo" });
  await add.getByLabel("Photo", { exact: true }).setInputFiles({ name: "clay.png", mimeType: "image/png", buffer: await smallPng(800, 600) });
  await add.getByLabel("Caption (optional)", { exact: true }).fill(caption);
  await add.getByLabel("Category (optional)", { exact: true }).fill("Art Room");
  await add.getByRole("button", { name: "Add a photo" }).click();
  // The photo is checked, cleaned and resized to every width first: give a busy machine time.
  await expect(toast(page, "Added: it is on the site now")).toBeVisible({ timeout: 30_000 });
  const added = item(page, new RegExp(`\\. ${caption}$`));
  await expect(added.getByRole("img", { name: caption })).toHaveAttribute("src", /^\/uploads\/[0-9a-f]{32}\/\d+\.webp$/);

  await page.goto(`${origin}/gallery/photos?category=Art+Room`);
  await expect(page.getByRole("main").locator('img[src^="/uploads/"]')).toHaveCount(1);

  await page.goto(`${origin}/staff/site/photos`);
  await added.getByRole("button", { name: /^Hide from the site/ }).click();
  await expect(toast(page, "Hidden: it is no longer on the site")).toBeVisible();
  await page.goto(`${origin}/gallery/photos`);
  await expect(page.getByRole("main").locator('img[src^="/uploads/"]')).toHaveCount(0);
});

test("every list page of Site content passes axe", async ({ page, stage }) => {
  // Five pages, the gallery's with 25 items and their forms: axe takes its time on each.
  test.setTimeout(180_000);
  const origin = stage.url();
  await signInAsOwner(page, origin);
  await expectNoAxeViolations(page);
  for (const path of ["photos", "videos", "events", "mission"]) {
    await page.goto(`${origin}/staff/site/${path}`);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
