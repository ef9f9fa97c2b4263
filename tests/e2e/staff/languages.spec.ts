import { expectFieldError } from "../forms/harness.js";
import { claimLink, createSchool, expect, expectNoAxeViolations, otherPage, test, toast, unique } from "./harness.js";

// README "Languages": a school chooses its languages and its default in the profile. A new school
// is English only; offering Hindi gives every page a /hi/ version, the switch and the alternates;
// a default that is not one of the site's languages is refused on its field with every value
// kept; Hindi turned off again, its pages are 404 and the switch is gone.

const OWNER_PASSWORD = "Kite-Harbor-Lantern-73";

test("a school offers Hindi from its profile, makes it the default, and turns it off again", async ({
  page,
  browser,
  stage,
  javaScript,
}, testInfo) => {
  test.setTimeout(180_000);
  const school = await createSchool(stage, unique("Two Tongues", testInfo));
  const staff = await otherPage(browser, javaScript);
  await claimLink(staff, school.ownerLink, OWNER_PASSWORD);

  const save = async (hindi: boolean, defaultLanguage: string) => {
    await staff.goto(`${school.origin}/staff/profile`);
    const form = staff.getByRole("form", { name: "Details" });
    // A new school's details, which the profile needs before anything is saved (left as they are after).
    for (const [label, value] of [
      ["Phone", "9822041563"],
      ["Address", "Plot 7, Lotus Lane"],
      ["City", "Pune"],
      ["State", "Maharashtra"],
      ["PIN code", "411045"],
    ]) {
      const field = form.getByLabel(label!, { exact: true });
      if ((await field.inputValue()) === "") await field.fill(value!);
    }
    await form.getByRole("checkbox", { name: /Hindi/ }).setChecked(hindi);
    await form.getByLabel("Default language", { exact: true }).selectOption(defaultLanguage);
    await form.getByRole("button", { name: "Save the profile" }).click();
    return form;
  };

  // Before: English only.
  expect((await page.goto(`${school.origin}/hi/contact/info`))?.status()).toBe(404);

  await save(true, "hi");
  await expect(toast(staff, "Saved: the school's pages show the new details now")).toBeVisible();
  await expectNoAxeViolations(staff);
  const form = staff.getByRole("form", { name: "Details" });
  await expect(form.getByRole("checkbox", { name: /Hindi/ })).toBeChecked();
  await expect(form.getByLabel("Default language", { exact: true })).toHaveValue("hi");

  // The Hindi pages, the switch both ways, and x-default on the Hindi page.
  expect((await page.goto(`${school.origin}/hi/contact/info`))?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("navigation", { name: "भाषाएँ" }).getByRole("link", { name: "English" })).toHaveAttribute("href", "/contact/info");
  await page.goto(`${school.origin}/contact/info`);
  await expect(page.getByRole("navigation", { name: "Languages" }).getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/contact/info");
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${school.origin}/hi/contact/info`);

  // Hindi off while it is still the default: refused on the default's field, the choice kept.
  const refused = await save(false, "hi");
  await expectFieldError(refused.getByLabel("Default language", { exact: true }), "Default language must be one of the site's languages: en");
  await expect(refused.getByRole("checkbox", { name: /Hindi/ })).not.toBeChecked();
  expect((await page.goto(`${school.origin}/hi/contact/info`))?.status()).toBe(200);

  // Off, with English the default: no Hindi pages, no switch.
  await save(false, "en");
  await expect(toast(staff, "Saved: the school's pages show the new details now")).toBeVisible();
  expect((await page.goto(`${school.origin}/hi/contact/info`))?.status()).toBe(404);
  await page.goto(`${school.origin}/contact/info`);
  await expect(page.getByRole("navigation", { name: "Languages" })).toHaveCount(0);
  await staff.context().close();
});
