import { expect, SCHOOL_A, test } from "./fixtures.js";

// The small things a parent notices, with JavaScript: focus after a client-side navigation, the
// lightbox's visible focus, e-mail addresses that wrap at the "@", local storage cleared on logout,
// a menu opened before the scripts ran.

test("after a client-side navigation focus is on the new page's heading, not the body", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  await page.locator("[data-lightbox=on]").waitFor({ state: "attached" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(`${SCHOOL_A}/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("the lightbox's buttons show a visible focus indicator", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  await page.locator("[data-lightbox=on]").waitFor({ state: "attached" });
  await page.getByRole("list", { name: "Photos" }).getByRole("link").first().click();
  const close = page.getByRole("button", { name: "Close" });
  await expect(close).toBeVisible();
  await close.focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Shift+Tab");
  const outline = await page.evaluate(() => {
    const active = document.activeElement;
    return active instanceof HTMLElement && active.matches(".yarl__button") ? getComputedStyle(active).outlineStyle : "not a lightbox button";
  });
  expect(outline).toBe("solid");
});

test("a long e-mail address wraps at the @ on a 375 px contact card, never mid-word", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${SCHOOL_A}/contact/info`);
  const link = page.getByRole("main").getByRole("link", { name: "admissions@sunshinekids.example.org" });
  await expect(link).toBeVisible();
  // Where each character sits: a wrap may only come right before the "@".
  const breaks = await link.evaluate((element) => {
    const text = element.textContent ?? "";
    const range = document.createRange();
    const tops: number[] = [];
    let offset = 0;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let index = 0; index < (node.textContent ?? "").length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        tops[offset + index] = Math.round(range.getBoundingClientRect().top);
      }
      offset += (node.textContent ?? "").length;
    }
    return tops.flatMap((top, index) => (index > 0 && top !== tops[index - 1] ? [text[index]] : []));
  });
  expect(breaks.every((character) => character === "@")).toBe(true);
});

test("signing out clears the browser's local storage (SPEC §4)", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/login`);
  await page.getByLabel("Email", { exact: true }).fill("staff@sunshinekids.example.org");
  await page.getByLabel("Password", { exact: true }).fill("Mango-River-Lantern-17");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/staff/);
  await page.evaluate(() => window.localStorage.setItem("token", "left-behind"));
  await page.goto(`${SCHOOL_A}/logout`);
  await page.getByRole("main").getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test("on a 375 px phone the gallery tabs fade at the edge, a sign that the row scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${SCHOOL_A}/gallery/photos`);
  const tabs = page.getByRole("navigation", { name: /categor/i }).getByRole("list");
  expect(await tabs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  expect(await tabs.evaluate((list) => getComputedStyle(list).maskImage)).toContain("linear-gradient");
});

test("a menu opened before the page's scripts have run stays open once they have", async ({ page }) => {
  // A quick tap on a slow phone: the menu works as plain HTML before the scripts arrive, and the
  // scripts, when they start, leave it as the visitor set it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${SCHOOL_A}/`, { waitUntil: "commit" });
  const menu = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
  await menu.locator("summary", { hasText: "Gallery" }).first().click();
  const videos = menu.getByRole("link", { name: "Videos", exact: true });
  await expect(videos).toBeVisible();
  release();
  // Hydrated: the drawer's close button exists only then.
  await page.locator("#mobile-menu button").waitFor({ state: "attached" });
  await expect(videos).toBeVisible();
  // And on a navigation it closes, as before.
  await videos.click();
  await expect(page.getByRole("heading", { level: 1, name: "Video Gallery" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Videos", exact: true })).toBeHidden();
});
