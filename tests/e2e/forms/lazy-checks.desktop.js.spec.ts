import type { Page, Route } from "@playwright/test";
import { expect, expectFieldError, openForm, test } from "./harness.js";

// A form page ships no zod: the checks load on the first focus in the form (README "JavaScript
// budgets"), and a field left while they load is still checked once they arrive. Width changes
// nothing here, so desktop only; without JavaScript the action checks every form (other specs).

/** zod's own error class name survives minification: a script that has it carries zod. */
const ZOD = "ZodError";

/** Every script the page has fetched so far and whether it carries zod, by URL. */
function watchScripts(page: Page) {
  const scripts = new Map<string, boolean>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(response.url(), (await response.text()).includes(ZOD));
  });
  return () => [...scripts.values()].some(Boolean);
}

test("the enquiry page loads zod only once a field is focused, and then checks on blur", async ({ page, stage }) => {
  const zodLoaded = watchScripts(page);
  await openForm(page, `${stage.url()}/contact/info`, true);
  await page.waitForLoadState("networkidle");
  expect(zodLoaded(), "zod before any focus").toBe(false);

  const name = page.locator("#enquiry").getByLabel("Parent's Name", { exact: true });
  await name.focus();
  await expect.poll(zodLoaded, { message: "zod after the first focus" }).toBe(true);
  await name.blur();
  await expectFieldError(name, "Parent's name is required");
});

test("a field left while the checks are still loading is checked as soon as they arrive", async ({ page, stage }) => {
  // Hold every script that carries zod until the field has been left.
  const held: Array<() => Promise<void>> = [];
  await page.route("**/build/**/*.js", async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(ZOD)) held.push(() => route.fulfill({ response, body }));
    else await route.fulfill({ response, body });
  });
  await openForm(page, `${stage.url()}/admissions/enrollmentForm`, true);

  const child = page.getByRole("main").getByLabel("Child's Name", { exact: true });
  await child.focus();
  await expect.poll(() => held.length, { message: "the schema's chunk is asked for on focus" }).toBeGreaterThan(0);
  await child.blur();
  // Nothing can check the field yet.
  await expect(child).not.toHaveAttribute("aria-invalid", "true");

  await Promise.all(held.map((release) => release()));
  await expectFieldError(child, "Child's name is required");
});
