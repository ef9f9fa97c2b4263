import { alternate, expect, expectNoAxeViolations, test } from "../fixtures.js";
import { SPEC_PAGES } from "../../support/routes.js";
import { SCHOOLS } from "./harness.js";

// README "Languages": every public page in Hindi, WCAG 2.2 AA by axe-core, each page once, with
// JavaScript on (1280 px) and off (375 px) and the two demo schools in turn (their pages share
// templates; their words and colours differ): the page says it is Hindi, and its switch leads to
// the same page in English.
const PAGES = [...SPEC_PAGES, "/privacy", "/newsletter", "/admissions/status", "/login", "/register", "/forgot-password"];

PAGES.forEach((path, index) => {
  // Page i: school i mod 2, in project ⌊i/2⌋ mod 2, so each school is seen both ways.
  const school = SCHOOLS[index % 2]!;
  test(`${school.name} ${path} in Hindi: no axe violations, the switch to English`, alternate(Math.floor(index / 2)), async ({ page }) => {
    const hindi = path === "/" ? "/hi" : `/hi${path}`;
    expect((await page.goto(`${school.origin}${hindi}`))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("navigation", { name: "भाषाएँ" }).getByRole("link", { name: "English" })).toHaveAttribute("href", path);
    await expectNoAxeViolations(page);
  });
});
