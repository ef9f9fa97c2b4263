import type { Page } from "@playwright/test";
import { expect, expectFieldError, expectNoAxeViolations, openForm, test, toast, unique } from "./harness.js";

// The class an application is for (README "Admissions"), with the demo's open 2027–28 and Delhi's
// rules, JavaScript on and off at both widths: a date of birth that fits Nursery only is offered
// Nursery only (as it is typed with JavaScript; once the action has read it without), a class it
// does not fit is refused with its rule, a date that fits nothing gets every rule in words, and
// nothing is stored until the application names a class the child fits.

const PATH = "/admissions/enrollmentForm";
const PLAYGROUP = "Playgroup 2027–28 (2 to under 3 on 31 March 2027)";
const NURSERY = "Nursery 2027–28 (3 to under 4 on 31 March 2027)";
const KG = "KG 2027–28 (4 to under 5 on 31 March 2027)";
const NONE_FITS =
  "No class open for applications fits this date of birth. " +
  "For Playgroup 2027–28 a child must be 2 to under 3 on 31 March 2027. " +
  "For Nursery 2027–28 a child must be 3 to under 4 on 31 March 2027. " +
  "For KG 2027–28 a child must be 4 to under 5 on 31 March 2027.";

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });
const classOptions = (page: Page) => field(page, "Class").locator("option");
const submit = (page: Page) => page.getByRole("button", { name: "Submit Enrollment" }).click();

async function fillFamily(page: Page, child: string) {
  await field(page, "Child's Name").fill(child);
  await field(page, "Child's Age").fill("3");
  await field(page, "Gender").selectOption("female");
  await field(page, "Parent's Name").fill("Kavya Iyer");
  await field(page, "Parent's Contact Number").fill("9822041563");
  await field(page, "Second Guardian's Name (optional)").fill("Arjun Iyer");
  await field(page, "Second Guardian's Mobile Number (optional)").fill("98220 41564");
  await field(page, "Address").fill("7 Temple Road, Pune");
}

test("a child who fits Nursery only is offered Nursery only; a date that fits no class gets every rule; the fitting class is stored", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  const child = unique("Tara", testInfo);
  const stored = () =>
    stage.query<{ className: string; childDateOfBirth: string; guardian2Name: string; guardian2Mobile: string }>(
      "select admissionClasses.name as className, childDateOfBirth, guardian2Name, guardian2Mobile from enrollments join admissionClasses on admissionClasses.id = enrollments.classId where childName = ?",
      child,
    );
  const ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  // Every open class, each with its rule, until a date of birth is known.
  await expect(classOptions(page)).toHaveText(["Select Class", PLAYGROUP, NURSERY, KG]);
  await expect(field(page, "Class")).toHaveAccessibleDescription(/Not needed for Day Care Services, Summer Camps, After Hours Activities\.$/);
  await fillFamily(page, child);
  await field(page, "Child's Date of Birth").fill("2023-10-15");

  if (javaScript) {
    // As the date is typed: Nursery alone.
    await expect(classOptions(page)).toHaveText(["Select Class", NURSERY]);
  } else {
    // Without JavaScript the page cannot know the date yet: a class it does not fit is refused by
    // the action with that class's rule, and the answer offers Nursery alone.
    await field(page, "Class").selectOption({ label: KG });
    await ready();
    await submit(page);
    await expectFieldError(field(page, "Class"), "For KG 2027–28 a child must be 4 to under 5 on 31 March 2027");
    await expect(classOptions(page)).toHaveText(["Select Class", NURSERY]);
    await expect(field(page, "Child's Name")).toHaveValue(child);
    await expect(field(page, "Child's Date of Birth")).toHaveValue("2023-10-15");
    await expect(field(page, "Second Guardian's Mobile Number (optional)")).toHaveValue("98220 41564");
  }
  await expectNoAxeViolations(page);

  // A child of seven fits none of them: every rule, in words.
  await field(page, "Child's Date of Birth").fill("2019-10-15");
  if (javaScript) {
    await expect(classOptions(page)).toHaveText(["No class fits this date of birth"]);
    await expect(field(page, "Class")).toHaveAccessibleDescription(NONE_FITS);
  }
  await ready();
  await submit(page);
  await expectFieldError(field(page, "Class"), NONE_FITS);
  // Without JavaScript every class stays listed, so the date can be corrected and a class chosen at once.
  await expect(classOptions(page)).toHaveText(javaScript ? ["No class fits this date of birth"] : ["Select Class", PLAYGROUP, NURSERY, KG]);
  await expect(field(page, "Child's Name")).toHaveValue(child);
  expect(stored()).toHaveLength(0);
  await expectNoAxeViolations(page);

  // The right date and Nursery: stored with the class, the date and the second guardian.
  await field(page, "Child's Date of Birth").fill("2023-10-15");
  if (javaScript) await expect(classOptions(page)).toHaveText(["Select Class", NURSERY]);
  await field(page, "Class").selectOption({ label: NURSERY });
  await submit(page);
  await expect(toast(page, `Thank you! Sunshine Kids Academy has received the enrollment for ${child}.`)).toBeVisible();
  expect(stored()).toEqual([{ className: "Nursery", childDateOfBirth: "2023-10-15", guardian2Name: "Arjun Iyer", guardian2Mobile: "9822041564" }]);
});
