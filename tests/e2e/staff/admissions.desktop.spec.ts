import { demoSchools } from "../../../api/demo-data.js";
import { claimLink, createSchool, expect, expectNoAxeViolations, otherPage, signIn, test, toast, unique } from "./harness.js";
import { expectFieldError } from "../forms/harness.js";

// The admission year in the console (README "Staff console": `/staff/admissions`), with
// JavaScript on and off: a new school's owner adds a year and a class (an upper age not above the
// lower one is refused at its field, every value kept), and the enrollment form offers the class at
// once; closing the year takes it off the form; an empty class and year can be deleted.

const PASSWORD = "Lantern-Monsoon-Ridge-37";
const NURSERY = "Nursery 2027–28 (3 to under 4 on 31 March 2027)";

test("an owner sets up a year with a class, parents are offered it while the year is open, and both can be deleted", async ({
  page,
  stage,
  browser,
  javaScript,
}, testInfo) => {
  test.setTimeout(180_000);
  const school = await createSchool(stage, unique("Intake", testInfo));
  await claimLink(page, school.ownerLink, PASSWORD);

  await page.getByRole("link", { name: "Admissions", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admission Years" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("No admission year yet");
  await expectNoAxeViolations(page);

  // A year, open for applications.
  const addYear = page.getByRole("form", { name: "Add a year" });
  await addYear.getByLabel("Year").fill("2027–28");
  await addYear.getByLabel("Start date").fill("2027-04-01");
  await addYear.getByLabel("Applications").selectOption({ label: "Open for applications" });
  await addYear.getByRole("button", { name: "Add the year" }).click();
  await expect(toast(page, "Year 2027–28 added")).toBeVisible();
  const year = page.getByRole("region", { name: "2027–28" });
  await expect(year).toContainText("Open for applications · Starts Thursday, 1 April 2027");
  await expect(year).toContainText("No classes yet");

  // A class whose upper age is not above its lower one: refused at the field, the rest kept.
  const addClass = page.getByRole("form", { name: "Add a class to 2027–28" });
  await addClass.getByLabel("Class", { exact: true }).fill("Nursery");
  await addClass.getByLabel("Seats").fill("25");
  await addClass.getByLabel("Age on").fill("2027-03-31");
  await addClass.getByLabel("Youngest age: years").fill("3");
  await addClass.getByLabel("Under the age of: years").fill("3");
  await addClass.getByRole("button", { name: "Add the class" }).click();
  await expectFieldError(addClass.getByLabel("Under the age of: years"), "The age a child must be under must be above the youngest age");
  await expect(addClass.getByLabel("Class", { exact: true })).toHaveValue("Nursery");
  await expect(addClass.getByLabel("Seats")).toHaveValue("25");
  await expectNoAxeViolations(page);
  await addClass.getByLabel("Under the age of: years").fill("4");
  // The registration fee, typed as staff type prices (README "Admissions": "Registration fee by UPI").
  await addClass.getByLabel("Registration fee (₹)").fill("₹750");
  await addClass.getByRole("button", { name: "Add the class" }).click();
  await expect(toast(page, "Nursery added to 2027–28")).toBeVisible();
  await expect(year).toContainText("Nursery · 25 seats · 3 to under 4 on 31 March 2027 · ₹750 registration fee · 0 applications");

  // A parent sees it on the enrollment form at once (the site's cached list was dropped).
  const parent = await otherPage(browser, javaScript);
  await parent.goto(`${school.origin}/admissions/enrollmentForm`);
  await expect(parent.getByRole("main").getByLabel("Class", { exact: true }).locator("option")).toHaveText(["Select Class", NURSERY]);

  // Closed to applications: the form asks for no class.
  await year.getByText("Edit…").first().click();
  const editYear = page.getByRole("form", { name: "Edit 2027–28" });
  await editYear.getByLabel("Applications").selectOption({ label: "Closed to applications" });
  await editYear.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Year 2027–28 saved")).toBeVisible();
  await expect(page.getByRole("region", { name: "2027–28" })).toContainText("Closed to applications");
  await parent.reload();
  await expect(parent.getByRole("heading", { level: 1, name: "Enrollment Form" })).toBeVisible();
  await expect(parent.getByRole("main").getByLabel("Class", { exact: true })).toHaveCount(0);
  await parent.context().close();

  // Nobody applied: the class and then the year go.
  await page.getByRole("region", { name: "2027–28" }).getByRole("button", { name: "Delete Nursery 2027–28" }).click();
  await expect(toast(page, "Nursery 2027–28 deleted")).toBeVisible();
  await page.getByRole("button", { name: "Delete the year 2027–28" }).click();
  await expect(toast(page, "Year 2027–28 deleted")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("No admission year yet");
  expect(stage.count("select count(*) as n from admissionYears where clientId = ?", school.clientId)).toBe(0);
});

test("a staff member reads the years and classes but is offered no change", async ({ page, stage }) => {
  const staff = demoSchools[0]!.accounts.find((account) => account.role === "staff")!;
  await signIn(page, `${stage.url()}/login`, staff.email, staff.password);
  await page.waitForURL(/\/staff$/);
  await page.goto(`${stage.url()}/staff/admissions`);
  const year = page.getByRole("region", { name: "2027–28" });
  await expect(year).toContainText("Nursery · 30 seats · 3 to under 4 on 31 March 2027 · ₹1,000 registration fee");
  await expect(page.getByRole("main")).toContainText("Only the school's owner can change the years and classes.");
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("form")).toHaveCount(0);
  await expectNoAxeViolations(page);
});
