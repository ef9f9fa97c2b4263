import { expect, openForm, test, unique, waitMinFill } from "./harness.js";

// The program pages' enrolment buttons open the enrollment form with that program chosen; the
// choice is stored with the enrollment (and shown to staff: tests/api/staff-inbox.test.ts, CSV).

const BUTTONS = [
  ["/programs/summerCamps", "Register Now", "Summer Camps", "summerCamps"],
  ["/programs/afterSchoolActivities", "Join the Program", "After Hours Activities", "afterSchoolActivities"],
  ["/programs/preschool/interactiveLearning", "Enroll Now", "Interactive Learning", "interactiveLearning"],
] as const;

test("each program button opens the form with its program chosen, and the program is stored", async ({ page, stage, javaScript }, testInfo) => {
  test.setTimeout(90_000);
  for (const [path, button, label] of BUTTONS) {
    await page.goto(`${stage.url()}${path}`);
    await page.getByRole("main").getByRole("link", { name: button }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enrollment Form" })).toBeVisible();
    const program = page.getByRole("main").getByLabel("Program (optional)", { exact: true });
    await expect(program.locator("option:checked")).toHaveText(label);
  }
  // How to Apply's 'Apply Now' keeps a program it was sent with.
  await page.goto(`${stage.url()}/admissions/howToApply?program=summerCamps`);
  await expect(page.getByRole("main").getByRole("link", { name: "Apply Now" })).toHaveAttribute(
    "href",
    "/admissions/enrollmentForm?program=summerCamps",
  );

  const child = unique("Kabir", testInfo);
  await openForm(page, `${stage.url()}/admissions/enrollmentForm?program=summerCamps`, javaScript);
  const main = page.getByRole("main");
  await main.getByLabel("Child's Name", { exact: true }).fill(child);
  await main.getByLabel("Child's Age", { exact: true }).fill("5");
  await main.getByLabel("Gender", { exact: true }).selectOption("male");
  await main.getByLabel("Parent's Name", { exact: true }).fill("Ravi Rao");
  await main.getByLabel("Parent's Contact Number", { exact: true }).fill("9876543210");
  await main.getByLabel("Address", { exact: true }).fill("4 Hill Road");
  await waitMinFill(page);
  await main.getByRole("button", { name: "Submit Enrollment" }).click();
  await expect(main.getByText(/^Your reference is /)).toBeVisible();
  expect(stage.query<{ program: string }>("select program from enrollments where childName = ?", child)).toEqual([{ program: "summerCamps" }]);
});
