import { expect, SCHOOL_A, test } from "../fixtures.js";

// SPEC §2: event cards fade in staggered; none of that under prefers-reduced-motion (WCAG 2.3.3).

test("event cards fade in one after another", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/gallery/events`);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.first()).toHaveCSS("animation-name", "stagger-fade-up");
  const delays = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).animationDelay));
  expect(delays.slice(0, 3)).toEqual(["0s", "0.12s", "0.24s"]);
  // Only the cards' own fades: other animations on the page (an embedded video's) may never end.
  await cards.evaluateAll((items) => Promise.all(items.flatMap((item) => item.getAnimations()).map((animation) => animation.finished)));
  await expect(cards.last()).toHaveCSS("opacity", "1");
});

test("no fade under prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`${SCHOOL_A}/gallery/events`);
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.first()).toHaveCSS("animation-name", "none");
  await expect(cards.last()).toHaveCSS("opacity", "1");
});
