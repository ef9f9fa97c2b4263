import type { Page } from "@playwright/test";
import { expect, openForm } from "../forms/harness.js";
import { PSEUDO, test, untranslated } from "./harness.js";

// README "Languages": what a form says when it did not go through, in the pseudo-locale — the
// 'Error!' dialog of a provider that refuses with words of its own (SPEC §8 shows them on an
// English page; another language's page says its own "something went wrong"), and the newsletter
// box's error. Every text must come from a catalogue; only what the test typed may be English.

const FORMS = [
  {
    name: "enquiry",
    path: "/contact/info",
    form: "#enquiry-form",
    button: "#enquiry-form button[type=submit]",
    fill: async (page: Page) => {
      await page.locator("#enquiry-form-parentName").fill("Asha");
      await page.locator("#enquiry-form-parentMobile").fill("9876543210");
      await page.locator("#enquiry-form-email").fill("asha@example.org");
      await page.locator("#enquiry-form-message").fill("Hi");
    },
    typed: ["Asha", "9876543210", "asha@example.org", "Hi"],
  },
  {
    name: "testimonial",
    path: "/admissions/parentTestimonials?add=1",
    form: "#testimonial-form",
    button: "button[form=testimonial-form]",
    fill: async (page: Page) => {
      await page.locator("#testimonial-form-title").fill("Asha");
      await page.locator("#testimonial-form-mobile").fill("9876543210");
      await page.locator("#testimonial-form-description").fill("Hi");
    },
    typed: ["Asha", "9876543210", "Hi"],
  },
] as const;

for (const form of FORMS) {
  test(`the ${form.name} form's 'Error!' dialog for a provider's own words comes from the catalogue`, async ({ page, pseudoStage, javaScript }) => {
    const ready = await openForm(page, `${pseudoStage.url()}${PSEUDO}${form.path}`, javaScript, form.form);
    await form.fill(page);
    await ready();
    pseudoStage.setWriteMode("error");
    try {
      await page.locator(form.button).first().click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("[");
      expect(await untranslated(page, { typed: [...form.typed] })).toEqual([]);
    } finally {
      pseudoStage.setWriteMode("forward");
    }
  });
}

test("the newsletter box's error comes from the catalogue", async ({ page, pseudoStage }) => {
  await page.goto(`${pseudoStage.url()}${PSEUDO}/newsletter`);
  const box = page.locator("main form");
  await box.locator("input[name=email]").fill("nope@x");
  await box.locator("button[type=submit]").click();
  await expect(box.locator("[aria-invalid=true]")).toBeVisible();
  expect(await untranslated(page, { typed: ["nope@x"] })).toEqual([]);
});
