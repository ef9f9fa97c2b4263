import type { Locator } from "@playwright/test";
import type { RunningServer } from "../server/spawn.js";
import { expect, test } from "../fixtures.js";
import { clientIdOf, DEMO_A, DEMO_B, editDatabase, startProvider, startProxy, startSite, waitForLightbox } from "./harness.js";

// SPEC §8 on servers of our own (harness.ts): a photo that fails to load shows 'This image failed
// to load.'; an empty list shows its page's empty state, not an error; a failed list call still
// renders the page, with the server's message as an error toast. Desktop, with and without JavaScript.

test.describe.configure({ mode: "default" });

const FAILED = "This image failed to load.";
const FAIL_MESSAGE = "The content service is taking a short break.";

let provider: Awaited<ReturnType<typeof startProvider>>;
let proxy: Awaited<ReturnType<typeof startProxy>>;
let failingSite: RunningServer;
let brokenCaption = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  provider = await startProvider();
  editDatabase(provider.dbPath, (db) => {
    // School B: its first gallery photo points at a file that does not exist.
    const rainbow = clientIdOf(db, "rainbow.localhost");
    const first: unknown = db
      .prepare("select id, caption from galleryItems where clientId = ? and mediaType = 'image' and deleted = 0 order by displayOrder, id limit 1")
      .get(rainbow);
    if (typeof first !== "object" || first === null || !("id" in first) || !("caption" in first)) throw new Error("no photo");
    brokenCaption = String(first.caption);
    db.prepare("update galleryItems set mediaUrl = '/demo/missing.svg' where id = ?").run(first.id);
    // School A: every list of the content pages is empty (soft-deleted, as the API excludes them).
    const sunshine = clientIdOf(db, "localhost");
    for (const table of ["galleryItems", "events", "teamMembers", "ourStories", "missionAndVisions"]) {
      db.prepare(`update ${table} set deleted = 1 where clientId = ?`).run(sunshine);
    }
  });
  // A site whose provider fails every list call (the client lookup still works).
  proxy = await startProxy(`http://127.0.0.1:${provider.server.port}/api/v1`, {
    fail: (path) => path.endsWith("/all"),
    failMessage: FAIL_MESSAGE,
  });
  failingSite = await startSite(proxy.url);
});

test.afterAll(async () => {
  await failingSite?.stop();
  await proxy?.close();
  await provider?.dispose();
});

const schoolA = () => `http://localhost:${provider.server.port}`;
const schoolB = () => `http://rainbow.localhost:${provider.server.port}`;

/**
 * Whether the image shows FailableImage's failure text: the image is broken and its ::after box,
 * which browsers only draw for a broken image, holds the text.
 */
async function failureTextShown(image: Locator) {
  return image.evaluate((element, text) => {
    if (!(element instanceof HTMLImageElement) || !element.complete) return "loading";
    const after = getComputedStyle(element, "::after");
    const drawn = after.width !== "auto" && after.content === JSON.stringify(text);
    return element.naturalWidth === 0 && drawn ? "failure text" : "image";
  }, FAILED);
}

test("a photo that fails to load shows the failure text: in the grid, the viewer and the lightbox", async ({ page, javaScript }) => {
  await page.goto(`${schoolB()}/gallery/photos`);
  const cards = page.getByRole("list", { name: "Photos" }).getByRole("link");
  const broken = cards.first().getByRole("img", { name: brokenCaption });
  await broken.scrollIntoViewIfNeeded();
  await expect.poll(() => failureTextShown(broken)).toBe("failure text");
  // A photo that loads shows itself, not the text.
  const fine = cards.nth(1).locator("img");
  await fine.scrollIntoViewIfNeeded();
  await expect.poll(() => failureTextShown(fine)).toBe("image");

  if (javaScript) {
    await waitForLightbox(page);
    await cards.first().click();
    const dialog = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(dialog.locator(".yarl__slide_current").getByText(FAILED)).toBeVisible();
    await dialog.getByRole("button", { name: "Next photo" }).click();
    await expect(dialog.locator(".yarl__slide_current").getByText(FAILED)).toHaveCount(0);
  } else {
    await cards.first().click();
    await expect(page).toHaveURL(`${schoolB()}/gallery/photos?photo=1`);
    await expect(page.locator("figcaption")).toContainText(brokenCaption);
    await expect.poll(() => failureTextShown(page.getByRole("img", { name: brokenCaption }))).toBe("failure text");
  }
});

test("empty lists show each page's empty state and no error", async ({ page }) => {
  const pages: Array<[string, string]> = [
    ["/gallery/photos", "No gallery images found."],
    ["/gallery/videos", "No videos found."],
    ["/gallery/events", "No events to show yet. Please check back soon."],
    ["/about/ourTeam", "Our team will be introduced here soon."],
    ["/about/ourStory", "Our story will be shared here soon."],
    ["/about/missionAndVision", "Our mission, vision and values will be shared here soon."],
  ];
  for (const [path, empty] of pages) {
    expect((await page.goto(`${schoolA()}${path}`))?.status(), path).toBe(200);
    await expect(page.getByText(empty, { exact: true }), path).toBeVisible();
    await expect(page.locator("h1"), path).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Notifications" }), path).toHaveText("");
  }
  // SPEC §2: no mission, vision or core-values heading without items of that type.
  for (const heading of ["Our Mission", "Our Vision", "Our Core Values"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toHaveCount(0);
  }
});

test("a failed list call still renders its page, with the server's message as an error toast", async ({ page }) => {
  const pages: Array<[string, string]> = [
    ["/about/ourStory", "Our Story"],
    ["/about/missionAndVision", "Our Mission & Vision"],
    ["/about/ourTeam", "Meet Our Team"],
    ["/gallery/photos", "Photo Gallery"],
    ["/gallery/videos", "Video Gallery"],
    ["/gallery/events", "Events & Celebrations"],
  ];
  for (const [index, [path, h1]] of pages.entries()) {
    const url = `${index % 2 === 0 ? "http://localhost" : "http://rainbow.localhost"}:${failingSite.port}${path}`;
    expect((await page.goto(url))?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: h1 }), path).toBeVisible();
    await expect(page.getByRole("region", { name: "Notifications" }), path).toContainText(FAIL_MESSAGE);
    // The layout and the school's identity are still there.
    const school = index % 2 === 0 ? DEMO_A : DEMO_B;
    await expect(page.getByRole("contentinfo"), path).toContainText(school.client.clientName);
  }
  expect(proxy.calls.some((call) => call.path === "/client/getByPublicDomain")).toBe(true);
});

test("on a Hindi page a failed list's toast says so in Hindi, not in the provider's English", async ({ page }) => {
  const url = `http://localhost:${failingSite.port}/hi/about/ourTeam`;
  expect((await page.goto(url))?.status()).toBe(200);
  const toasts = page.getByRole("region", { name: "सूचनाएँ" });
  await expect(toasts).toContainText("कुछ गड़बड़ हो गई। कृपया बाद में फिर कोशिश करें।");
  await expect(toasts).not.toContainText(FAIL_MESSAGE);
});
