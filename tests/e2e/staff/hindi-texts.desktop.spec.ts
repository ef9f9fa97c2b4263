import type { Locator, Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { expect, expectNoAxeViolations, signIn, test, toast } from "./harness.js";

// README "Languages": "The school's own words". In the (English) staff console each text the school
// writes has a Hindi version beside the English one, where the school offers Hindi (the demo school
// does): a Hindi tagline in the profile and a Hindi question of a Tuition Fees FAQ show on the /hi/
// pages, the English pages keep the English, and an emptied Hindi field falls back to the English
// on /hi/. With JavaScript and without; every change is put back as it was found.

const [sunshine] = demoSchools;
const owner = sunshine?.accounts.find((account) => account.role === "owner");

const details = (page: Page) => page.getByRole("form", { name: "Details" });

async function saveProfile(page: Page, origin: string, taglineInHindi: string) {
  await page.goto(`${origin}/staff/profile`);
  await details(page).getByLabel("Tagline (Hindi) (optional)", { exact: true }).fill(taglineInHindi);
  await details(page).getByRole("button", { name: "Save the profile" }).click();
  await expect(toast(page, "Saved: the school's pages show the new details now")).toBeVisible();
}

/** The first question of Tuition Fees' FAQ, its edit form opened. */
async function editFirstQuestion(page: Page, origin: string): Promise<Locator> {
  await page.goto(`${origin}/staff/site/feesFaqs`);
  const first = page.getByRole("article", { name: /^1\. / });
  await first.getByText("Edit…").click();
  return first.getByRole("form", { name: /^Edit / });
}

async function saveQuestion(page: Page, origin: string, questionInHindi: string) {
  const edit = await editFirstQuestion(page, origin);
  await edit.getByLabel("Question (Hindi) (optional)", { exact: true }).fill(questionInHindi);
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Saved")).toBeVisible();
}

test("staff write the Hindi tagline and a Hindi FAQ question, shown on /hi/ only, and empty them back to the English", async ({ page, stage }) => {
  test.setTimeout(180_000);
  if (!owner) throw new Error("the demo school has no owner");
  const origin = stage.url();
  await signIn(page, `${origin}/login?redirectTo=%2Fstaff%2Fprofile`, owner.email, owner.password);

  // The profile: each text's Hindi version beside it, marked as Hindi; the console stays English.
  const form = details(page);
  const taglineField = form.getByLabel("Tagline (Hindi) (optional)", { exact: true });
  await expect(taglineField).toHaveAttribute("lang", "hi");
  await expect(form.getByLabel("About the school (Hindi) (optional)", { exact: true })).toHaveAttribute("lang", "hi");
  await expect(form.getByLabel("Office hours (Hindi) (optional)", { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  await expectNoAxeViolations(page);
  const tagline = await form.getByLabel("Tagline (optional)", { exact: true }).inputValue();
  const taglineBefore = await taglineField.inputValue();
  expect(tagline).not.toBe("");

  const hindiTagline = "नन्हे हाथ, बड़े सपने — हर दिन कुछ नया";
  await saveProfile(page, origin, hindiTagline);
  await expect(details(page).getByLabel("Tagline (Hindi) (optional)", { exact: true })).toHaveValue(hindiTagline);
  await page.goto(`${origin}/hi/`);
  await expect(page.getByRole("main").getByText(hindiTagline)).toBeVisible();
  await page.goto(`${origin}/`);
  await expect(page.getByRole("main").getByText(tagline)).toBeVisible();
  await expect(page.getByText(hindiTagline)).toHaveCount(0);

  // A FAQ's question in Hindi, in the list editor's item form.
  let edit = await editFirstQuestion(page, origin);
  const question = await edit.getByLabel("Question", { exact: true }).inputValue();
  const questionField = edit.getByLabel("Question (Hindi) (optional)", { exact: true });
  await expect(questionField).toHaveAttribute("lang", "hi");
  await expect(edit.getByLabel("Answer (Hindi) (optional)", { exact: true })).toHaveAttribute("lang", "hi");
  const questionBefore = await questionField.inputValue();
  await expectNoAxeViolations(page);

  const hindiQuestion = "क्या शुल्क किस्तों में दिया जा सकता है? (परीक्षण)";
  await saveQuestion(page, origin, hindiQuestion);
  await page.goto(`${origin}/hi/admissions/tuitionFees`);
  await expect(page.getByRole("main").getByText(hindiQuestion)).toBeVisible();
  await page.goto(`${origin}/admissions/tuitionFees`);
  await expect(page.getByRole("main").getByText(question, { exact: true })).toBeVisible();
  await expect(page.getByText(hindiQuestion)).toHaveCount(0);

  // Emptied, the Hindi pages show the English.
  await saveQuestion(page, origin, "");
  edit = await editFirstQuestion(page, origin);
  await expect(edit.getByLabel("Question (Hindi) (optional)", { exact: true })).toHaveValue("");
  await page.goto(`${origin}/hi/admissions/tuitionFees`);
  await expect(page.getByRole("main").getByText(question, { exact: true })).toBeVisible();
  await expect(page.getByText(hindiQuestion)).toHaveCount(0);

  await saveProfile(page, origin, "");
  await page.goto(`${origin}/hi/`);
  await expect(page.getByRole("main").getByText(tagline)).toBeVisible();

  // Put back as found.
  await saveQuestion(page, origin, questionBefore);
  await saveProfile(page, origin, taglineBefore);

  // An admission class's name in Hindi, beside the English one: saved, shown again, put back.
  const saveClass = async (name: string) => {
    await page.goto(`${origin}/staff/admissions`);
    await page
      .locator("summary")
      .filter({ hasText: /^Edit…\s*Nursery\s/ })
      .first()
      .click();
    const classForm = page.getByRole("form", { name: "Edit Nursery" }).first();
    const field = classForm.getByLabel("Class (Hindi) (optional)", { exact: true });
    await expect(field).toHaveAttribute("lang", "hi");
    const before = await field.inputValue();
    await field.fill(name);
    await classForm.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, /^Nursery .*saved$/)).toBeVisible();
    return before;
  };
  const classBefore = await saveClass("नर्सरी (परीक्षण)");
  expect(await saveClass(classBefore)).toBe("नर्सरी (परीक्षण)");
});
