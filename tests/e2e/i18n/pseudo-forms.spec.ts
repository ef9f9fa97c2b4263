import type { Page } from "@playwright/test";
import { expect, openForm, startStage, test as base, type FormsStage } from "../forms/harness.js";
import { PSEUDO, untranslated } from "./harness.js";

// README "Languages": the converted public forms in the pseudo-locale once they have something to
// say: sent empty, sent with invalid values (the browser's checks with JavaScript, the action's
// without), and sent valid (the 'Saved' dialog). Every text on the page must come from a
// catalogue, the messages too; only what the test typed may be English. A stage of its own: the
// site with the pseudo-locale, and a database a success may write to.

const test = base.extend<object, { pseudoStage: FormsStage }>({
  pseudoStage: [
    async ({}, use) => {
      const { stage, dispose } = await startStage({ PSEUDO_LOCALE: "true" });
      await use(stage);
      await dispose();
    },
    { scope: "worker", timeout: 90_000 },
  ],
});

const BAD = { name: "<b>Asha</b>", mobile: "12345", email: "nope@", text: "Hi" };
const TYPED = Object.values(BAD);

/** Sends the form with its own submit button (the enquiry's is in the form, the testimonial's in the dialog). */
async function send(page: Page, button: string) {
  await page.locator(button).first().click();
}

const FORMS = [
  {
    name: "enquiry",
    path: "/contact/info",
    form: "#enquiry-form",
    button: "#enquiry-form button[type=submit]",
    fill: async (page: Page) => {
      await page.locator("#enquiry-form-parentName").fill(BAD.name);
      await page.locator("#enquiry-form-parentMobile").fill(BAD.mobile);
      await page.locator("#enquiry-form-email").fill(BAD.email);
    },
    valid: async (page: Page) => {
      await page.locator("#enquiry-form-parentName").fill("Asha");
      await page.locator("#enquiry-form-parentMobile").fill("9876543210");
      await page.locator("#enquiry-form-email").fill("asha@example.org");
      await page.locator("#enquiry-form-message").fill(BAD.text);
    },
    saved: "#enquiry-saved",
    // All but the map's frame and link (components/MapEmbed.tsx, not yet in the catalogue; pseudo.spec.ts).
    within: ["body > :not(main)", 'main > :not(section[aria-labelledby="map-title"])'],
    typed: ["Asha", "9876543210", "asha@example.org"],
  },
  {
    name: "testimonial",
    path: "/admissions/parentTestimonials?add=1",
    form: "#testimonial-form",
    button: "button[form=testimonial-form]",
    fill: async (page: Page) => {
      await page.locator("#testimonial-form-title").fill(BAD.name);
      await page.locator("#testimonial-form-mobile").fill(BAD.mobile);
    },
    valid: async (page: Page) => {
      await page.locator("#testimonial-form-title").fill("Asha");
      await page.locator("#testimonial-form-mobile").fill("9876543210");
      await page.locator("#testimonial-form-description").fill(BAD.text);
    },
    saved: "#testimonial-saved",
    within: undefined,
    typed: ["Asha", "9876543210"],
  },
] as const;

for (const form of FORMS) {
  test(`the ${form.name} form's errors and its 'Saved' dialog come from the catalogue`, async ({ page, pseudoStage, javaScript }) => {
    const url = `${pseudoStage.url()}${PSEUDO}${form.path}`;
    let ready = await openForm(page, url, javaScript, form.form);
    await ready();
    await send(page, form.button);
    await expect(page.locator(`${form.form} [aria-invalid=true]`).first()).toBeVisible();
    expect(await untranslated(page, { within: form.within ? [...form.within] : undefined })).toEqual([]);

    await form.fill(page);
    await send(page, form.button);
    await expect(page.locator(`${form.form} [aria-invalid=true]`).first()).toBeVisible();
    await expect(page.locator(`${form.form} p[id$="-error"]`).first()).toHaveText(/^\[/);
    expect(await untranslated(page, { within: form.within ? [...form.within] : undefined, typed: [...TYPED] })).toEqual([]);

    ready = await openForm(page, url, javaScript, form.form);
    await form.valid(page);
    await ready();
    await send(page, form.button);
    await expect(page.locator(form.saved)).toBeVisible();
    expect(await untranslated(page, { within: form.within ? [...form.within] : undefined, typed: [...form.typed] })).toEqual([]);
  });
}
