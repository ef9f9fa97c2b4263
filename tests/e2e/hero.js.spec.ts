import { expect, onlyIn, SCHOOL_A, test } from "./fixtures.js";

// Motion exists only with JavaScript (DESIGN.md), so these run in the JavaScript projects only;
// without it the slides are a still, scrollable row (home.spec.ts checks every slide is there).

test.describe("the hero slideshow", () => {
  test("autoplays, and stays on its slide once paused", onlyIn("desktop-js"), async ({ page }) => {
    await page.goto(`${SCHOOL_A}/`);
    const hero = page.getByRole("region", { name: "Photos of our school" });
    const current = hero.locator("li.slide.selected [aria-roledescription=slide]");
    const first = await current.getAttribute("aria-label");
    // 2000 ms interval + 700 ms transition (SPEC §9).
    await expect(current).not.toHaveAttribute("aria-label", first ?? "", { timeout: 5000 });
    await hero.getByRole("button", { name: /Pause/ }).click();
    await expect(hero.getByRole("button", { name: /Play/ })).toBeVisible();
    const paused = await current.getAttribute("aria-label");
    await page.waitForTimeout(3500);
    await expect(current).toHaveAttribute("aria-label", paused ?? "");
  });

  test("stands still under prefers-reduced-motion", onlyIn("phone-js"), async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${SCHOOL_A}/`);
    const hero = page.getByRole("region", { name: "Photos of our school" });
    await expect(hero.getByRole("button", { name: /Play/ })).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(hero.locator("li.slide.selected [aria-roledescription=slide]")).toHaveAttribute("aria-label", /^1 of/);
  });
});
