import type { Page } from "@playwright/test";
import { expect, openForm, readyAfter } from "../forms/harness.js";
import { applyToPlaygroup, offerSeat } from "../forms/applications.js";
import { PSEUDO, test, untranslated } from "./harness.js";

// README "Languages": the converted public forms in the pseudo-locale once they have something to
// say: sent empty, sent with invalid values (the browser's checks with JavaScript, the action's
// without), and sent valid (the 'Saved' dialog, or the enrollment's and visit's toast and note);
// the status page with an application's offer, documents and fee; the sign-in, registration and
// forgotten-password forms' errors and answers.
// Every text on the page must come from a
// catalogue, the messages too; only what the test typed may be English. A stage of its own: the
// site with the pseudo-locale, and a database a success may write to.

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
    toast: false,
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
    toast: false,
    within: undefined,
    typed: ["Asha", "9876543210"],
  },
  {
    name: "enrollment",
    path: "/admissions/enrollmentForm",
    form: "#enrollment-form",
    button: "#enrollment-form button[type=submit]",
    fill: async (page: Page) => {
      await page.locator("#enrollment-form-parentName").fill(BAD.name);
      await page.locator("#enrollment-form-parentContact").fill(BAD.mobile);
      await page.locator("#enrollment-form-email").fill(BAD.email);
      // A date of birth no class fits: the sentence with every class's rule, made by the loader or the action.
      await page.locator("#enrollment-form-childDateOfBirth").fill("2019-10-15");
    },
    valid: async (page: Page) => {
      await page.locator("#enrollment-form-childName").fill("Asha");
      await page.locator("#enrollment-form-childAge").fill("3");
      await page.locator("#enrollment-form-gender").selectOption("female");
      await page.locator("#enrollment-form-childDateOfBirth").fill("2023-10-15");
      // Nursery, the one class this date fits (its name accented: the school's words in the pseudo-locale).
      const nursery = await page.locator("#enrollment-form-classId option", { hasText: "Ñûŕšéŕý" }).getAttribute("value");
      await page.locator("#enrollment-form-classId").selectOption(nursery!);
      await page.locator("#enrollment-form-parentName").fill("Asha");
      await page.locator("#enrollment-form-parentContact").fill("9876543210");
      await page.locator("#enrollment-form-address").fill(BAD.text);
    },
    // The reference with the visit invitation, and the toast.
    saved: "main [role=status]",
    toast: true,
    within: undefined,
    typed: ["Asha", "9876543210"],
  },
  {
    name: "visit",
    path: "/admissions/visit",
    form: "#visit-form",
    button: "#visit-form button[type=submit]",
    fill: async (page: Page) => {
      await page.locator("#visit-form-parentName").fill(BAD.name);
      await page.locator("#visit-form-parentMobile").fill(BAD.mobile);
      await page.locator("#visit-form-email").fill(BAD.email);
    },
    valid: async (page: Page) => {
      await page.locator("#visit-form input[type=radio]:not(:disabled)").first().check();
      await page.locator("#visit-form-parentName").fill("Asha");
      await page.locator("#visit-form-parentMobile").fill("9876543210");
      await page.locator("#visit-form-childName").fill("Asha");
      await page.locator("#visit-form-childDateOfBirth").fill("2022-03-14");
    },
    // The booking's day, time, place and reference, "Add to calendar", and the toast.
    saved: "#visit-booked",
    toast: true,
    within: undefined,
    typed: ["Asha", "9876543210"],
  },
] as const;

for (const form of FORMS) {
  test(`the ${form.name} form's errors and its success come from the catalogue`, async ({ page, pseudoStage, javaScript }) => {
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
    // The enrollment's and the visit's success is also a toast (SPEC §8): in the catalogue's words too.
    if (form.toast) await expect(page.locator("section[aria-label] > [role=status] > *").first()).toBeVisible();
    expect(await untranslated(page, { within: form.within ? [...form.within] : undefined, typed: [...form.typed] })).toEqual([]);
  });
}

test("the status page of an application, its offer, documents and fee, and the fee form's error come from the catalogue", async ({
  page,
  pseudoStage,
  javaScript,
}) => {
  const family = await applyToPlaygroup(pseudoStage);
  await offerSeat(pseudoStage, family.id);
  await openForm(page, `${pseudoStage.url()}${PSEUDO}/admissions/status`, javaScript, "#status-lookup");
  await page.locator("#status-lookup-reference").fill(family.reference);
  await page.locator("#status-lookup-mobile").fill(family.mobile);
  await page.locator("#status-lookup button[type=submit]").click();
  const result = page.locator('section[aria-labelledby="status-result"]');
  await expect(result.locator("#offer-title")).toBeVisible();
  await expect(result.locator("#documents-title")).toBeVisible();
  await expect(result.locator("#fee-title")).toBeVisible();
  expect(await untranslated(page, { typed: [family.mobile] })).toEqual([]);

  // The UTR refused at its field (the browser's check with JavaScript, the action's without).
  await page.locator("#fee-utr-utr").fill("123");
  await page.locator("#fee-utr button[type=submit]").click();
  await expect(page.locator("#fee-utr-utr")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#fee-utr-utr-error")).toHaveText(/^\[/);
  expect(await untranslated(page, { typed: [family.mobile, "123"] })).toEqual([]);

  // Declining asks first.
  await result.locator("form:has(input[value=offer-decline-ask]) button").click();
  await expect(result.locator("form:has(input[value=offer-decline]) button")).toBeVisible();
  expect(await untranslated(page, { typed: [family.mobile] })).toEqual([]);
});

test("the sign-in form's errors and the provider's refusal come from the catalogue", async ({ page, pseudoStage, javaScript }) => {
  const url = `${pseudoStage.url()}${PSEUDO}/login`;
  await openForm(page, url, javaScript, "#login-form");
  await page.locator("#login-form button[type=submit]").click();
  await expect(page.locator("#login-form [aria-invalid=true]").first()).toBeVisible();
  expect(await untranslated(page)).toEqual([]);

  // Well-formed but wrong: the provider's refusal, as a toast and on the form.
  await page.locator("#login-form-email").fill("asha@example.org");
  await page.locator("#login-form-password").fill("Wrong-Guess-Password-1");
  await page.locator("#login-form button[type=submit]").click();
  await expect(page.getByRole("alert").first()).toHaveText(/\[/);
  expect(await untranslated(page, { typed: ["Wrong-Guess-Password-1"] })).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(`${PSEUDO}/login`);
});

test("registration's and the forgotten password's errors and answers come from the catalogue", async ({
  page,
  pseudoStage,
  javaScript,
}, testInfo) => {
  // Registration sent empty, then with a password the provider finds too easy to guess, then whole.
  const email = `pseudo.register.${testInfo.project.name}.${Date.now()}@example.org`;
  let ready = await openForm(page, `${pseudoStage.url()}${PSEUDO}/register`, javaScript, "#register-form");
  await page.locator("#register-form button[type=submit]").click();
  await expect(page.locator("#register-form [aria-invalid=true]").first()).toBeVisible();
  expect(await untranslated(page)).toEqual([]);

  if (!javaScript) ready = readyAfter(page);
  const typed = ["Meera Joshi", "9822041563", email, "password1"];
  await page.locator("#register-form-name").fill("Meera Joshi");
  await page.locator("#register-form-mobile").fill("9822041563");
  await page.locator("#register-form-email").fill(email);
  await page.locator("#register-form-password").fill("password1");
  await ready();
  await page.locator("#register-form button[type=submit]").click();
  await expect(page.locator("#register-form-password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#register-form-password-error")).toHaveText(/^\[/);
  expect(await untranslated(page, { typed })).toEqual([]);

  ready = readyAfter(page);
  await page.locator("#register-form-password").fill("Lotus-Pond-Marigold-47");
  await ready();
  await page.locator("#register-form button[type=submit]").click();
  // Registered: the sign-in page, with the answer that a link was mailed (README "Forms and sign-in").
  await expect(page).toHaveURL(`${pseudoStage.url()}${PSEUDO}/login`);
  await expect(page.getByRole("status").filter({ hasText: "[" }).first()).toBeVisible();
  expect(await untranslated(page, { typed })).toEqual([]);

  // The forgotten password: sent with a malformed address, then with one (the same answer for any).
  ready = await openForm(page, `${pseudoStage.url()}${PSEUDO}/forgot-password`, javaScript, "#forgot-password-form");
  await page.locator("#forgot-password-form-email").fill("nope@");
  await page.locator("#forgot-password-form button[type=submit]").click();
  await expect(page.locator("#forgot-password-form-email")).toHaveAttribute("aria-invalid", "true");
  expect(await untranslated(page, { typed: ["nope@"] })).toEqual([]);
  if (!javaScript) ready = readyAfter(page);
  await page.locator("#forgot-password-form-email").fill(email);
  await ready();
  await page.locator("#forgot-password-form button[type=submit]").click();
  await expect(page).toHaveURL(`${pseudoStage.url()}${PSEUDO}/login`);
  await expect(page.getByRole("status").filter({ hasText: "[" }).first()).toBeVisible();
  expect(await untranslated(page, { typed: [email] })).toEqual([]);

  // A reset link that is not (or no longer) one.
  await page.goto(`${pseudoStage.url()}${PSEUDO}/forgot-password/reset?token=not-a-real-token`);
  expect(await untranslated(page, { typed: ["not-a-real-token"] })).toEqual([]);
});
