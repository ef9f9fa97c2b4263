import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import {
  alternate,
  expect,
  expectFieldError,
  expectFieldValid,
  expectNoAxeViolations,
  AFTER_TIMEOUT,
  GENERIC,
  openForm,
  PROVIDER_DOWN_MESSAGE,
  test,
  toast,
  unique,
  waitMinFill,
  type FormsStage,
} from "./harness.js";

// "Enrollment Form" (SPEC §2, §5, §7, §8), with JavaScript on and off at both widths:
// valid → the API's message as a success toast, an empty form and one stored row; each invalid
// field → its exact message next to it, every value kept; provider down or slow → the error toast
// and every value kept; a retry, a double submit or a refresh → still one row.

const PATH = "/admissions/enrollmentForm";

type Enrollment = {
  childName: string;
  childAge: string;
  gender: "male" | "female" | "other";
  parentName: string;
  parentContact: string;
  address: string;
  additionalInformation: string;
  email: string;
  childDateOfBirth: string;
  /** The class option's text: the demo's open year (README "Admissions"). */
  classLabel: string;
};

const KG = "KG 2027–28 (4 to under 5 on 31 March 2027)";
const NURSERY = "Nursery 2027–28 (3 to under 4 on 31 March 2027)";

function sample(childName: string): Enrollment {
  return {
    childName,
    childAge: "4",
    gender: "female",
    parentName: "Meera Joshi",
    parentContact: "+91 98220 41563",
    address: "Flat 5, Lotus Residency\nBaner, Pune 411045",
    additionalInformation: "Allergic to peanuts <please note>",
    email: "Meera.Joshi@Example.org",
    childDateOfBirth: "2022-10-15",
    classLabel: KG,
  };
}

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

async function fill(page: Page, values: Partial<Enrollment>) {
  if (values.childName !== undefined) await field(page, "Child's Name").fill(values.childName);
  if (values.childAge !== undefined) await field(page, "Child's Age").fill(values.childAge);
  if (values.gender !== undefined) await field(page, "Gender").selectOption(values.gender);
  if (values.parentName !== undefined) await field(page, "Parent's Name").fill(values.parentName);
  if (values.childDateOfBirth !== undefined) await field(page, "Child's Date of Birth").fill(values.childDateOfBirth);
  if (values.classLabel !== undefined) await field(page, "Class").selectOption({ label: values.classLabel });
  if (values.parentContact !== undefined) await field(page, "Parent's Contact Number").fill(values.parentContact);
  // In the form's order: a field's error shows when it loses focus, which moves what follows it.
  if (values.email !== undefined) await field(page, "Email (optional)").fill(values.email);
  if (values.address !== undefined) await field(page, "Address").fill(values.address);
  if (values.additionalInformation !== undefined) await field(page, "Additional Information (optional)").fill(values.additionalInformation);
}

async function expectValues(page: Page, values: Partial<Enrollment>) {
  if (values.childName !== undefined) await expect(field(page, "Child's Name")).toHaveValue(values.childName);
  if (values.childAge !== undefined) await expect(field(page, "Child's Age")).toHaveValue(values.childAge);
  if (values.gender !== undefined) await expect(field(page, "Gender")).toHaveValue(values.gender);
  if (values.parentName !== undefined) await expect(field(page, "Parent's Name")).toHaveValue(values.parentName);
  if (values.parentContact !== undefined) await expect(field(page, "Parent's Contact Number")).toHaveValue(values.parentContact);
  if (values.address !== undefined) await expect(field(page, "Address")).toHaveValue(values.address);
  if (values.additionalInformation !== undefined) {
    await expect(field(page, "Additional Information (optional)")).toHaveValue(values.additionalInformation);
  }
  if (values.email !== undefined) await expect(field(page, "Email (optional)")).toHaveValue(values.email);
  if (values.childDateOfBirth !== undefined) await expect(field(page, "Child's Date of Birth")).toHaveValue(values.childDateOfBirth);
  if (values.classLabel !== undefined) await expect(field(page, "Class").locator("option:checked")).toHaveText(values.classLabel);
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit Enrollment" }).click();

function rows(stage: FormsStage, childName: string) {
  return stage.query<{
    clientId: number;
    childName: string;
    childAge: number;
    gender: string;
    parentName: string;
    parentContact: string;
    address: string;
    additionalInformation: string;
    email: string;
    childDateOfBirth: string | null;
    className: string | null;
  }>(
    "select enrollments.*, admissionClasses.name as className from enrollments left join admissionClasses on admissionClasses.id = enrollments.classId where childName = ?",
    childName,
  );
}

const clientIdOf = (stage: FormsStage, domain: string) =>
  stage.query<{ clientId: number }>("select clientId from clientDomains where domain = ?", domain)[0]?.clientId;

for (const [index, [school, data]] of (
  [
    ["A", demoSchools[0]!],
    ["B", demoSchools[1]!],
  ] as const
).entries()) {
  test(
    `${data.client.clientName}: a valid enrollment shows the API's message, empties the form and stores one row`,
    alternate(index),
    async ({ page, stage, javaScript }, testInfo) => {
      const child = unique("Aanya", testInfo);
      const ready = await openForm(page, `${stage.url(school)}${PATH}`, javaScript);
      await expect(page.getByRole("heading", { level: 1, name: "Enrollment Form" })).toBeVisible();
      await expect(page.getByText("Fill out the form below to enroll your child in our early learning program.")).toBeVisible();
      // SPEC §2: the gender placeholder is a disabled option.
      await expect(field(page, "Gender").locator("option", { hasText: "Select Gender" })).toBeDisabled();
      await expect(field(page, "Gender").locator("option:not([disabled])")).toHaveText(["Male", "Female", "Other"]);
      await expect(field(page, "Parent's Name")).toHaveAttribute("autocomplete", "name");
      await expect(field(page, "Parent's Contact Number")).toHaveAttribute("type", "tel");
      await expect(field(page, "Child's Age")).toHaveAttribute("type", "number");
      await expect(field(page, "Address")).toHaveAttribute("rows", "4");
      // Not in SPEC §2: the optional e-mail where the family hears back (README "Forms and sign-in").
      await expect(field(page, "Email (optional)")).toHaveAttribute("type", "email");
      await expect(field(page, "Email (optional)")).toHaveAttribute("autocomplete", "email");
      await expect(field(page, "Email (optional)")).toHaveAccessibleDescription(
        "We e-mail you the reference and let you know when the enrollment moves on.",
      );
      await expectNoAxeViolations(page);

      await fill(page, sample(child));
      await ready();
      await submit(page);

      // SPEC §8: the response's message as a success toast.
      await expect(toast(page, `Thank you! ${data.client.clientName} has received the enrollment for ${child}.`)).toBeVisible();
      // The parent's reference (README "Staff console"): on the page, and a further sentence of the toast.
      // From the one-time flash, never from the URL: shown once, gone on a refresh.
      await expect(page).toHaveURL(`${stage.url(school)}${PATH}`);
      const note = page.getByRole("main").getByText(/^Your reference is [A-Z]{3}-[2-9A-HJ-NP-Z]{5}\.$/);
      await expect(note).toBeVisible();
      const reference = /[A-Z]{3}-[2-9A-HJ-NP-Z]{5}/.exec(await note.innerText())?.[0] ?? "";
      await expect(toast(page, `Your reference is ${reference}.`)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: "the status page" })).toHaveAttribute("href", "/admissions/status");
      // The next step a family can take at once (README "Visits").
      await expect(page.getByRole("main").getByRole("link", { name: "Book a visit" })).toHaveAttribute("href", "/admissions/visit");
      await expectValues(page, {
        childName: "",
        childAge: "",
        parentName: "",
        parentContact: "",
        address: "",
        additionalInformation: "",
        email: "",
        childDateOfBirth: "",
      });
      await expect(field(page, "Gender")).toHaveValue("");
      await expectNoAxeViolations(page);

      const stored = rows(stage, child);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        clientId: clientIdOf(stage, data.domains[0]!),
        childAge: 4,
        gender: "female",
        parentName: "Meera Joshi",
        parentContact: "9822041563",
        address: "Flat 5, Lotus Residency\nBaner, Pune 411045",
        additionalInformation: "Allergic to peanuts <please note>",
        email: "meera.joshi@example.org",
        childDateOfBirth: "2022-10-15",
        className: "KG",
      });
      // The provider was asked with an idempotency key (nothing doubled).
      const call = stage.calls.find((entry) => entry.method === "POST" && entry.path === "/enrollment/new");
      expect(call?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

      // A refresh after the success (Post/Redirect/Get) sends nothing again.
      await page.reload();
      await expect(page.getByRole("button", { name: "Submit Enrollment" })).toBeVisible();
      expect(rows(stage, child)).toHaveLength(1);
    },
  );
}

test("each invalid field shows its exact message next to it, keeps every value, and the corrected form is stored", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  const child = unique("Vihaan", testInfo);
  const ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  const entered = {
    childAge: "25",
    parentName: "Rohan Kulkarni",
    parentContact: "12345",
    additionalInformation: "Prefers mornings",
    email: "rohan@",
  };
  await fill(page, entered);
  await ready();
  await submit(page);

  await expectFieldError(field(page, "Child's Name"), "Child's name is required");
  await expectFieldError(field(page, "Child's Age"), "Child's age must be a whole number from 0 to 18");
  await expectFieldError(field(page, "Gender"), "Gender is required");
  await expectFieldError(field(page, "Parent's Contact Number"), "Parent's contact number must be exactly 10 digits");
  await expectFieldError(field(page, "Address"), "Address is required");
  await expectFieldError(field(page, "Email (optional)"), "Enter a valid e-mail address");
  await expectFieldValid(field(page, "Parent's Name"));
  await expectFieldValid(field(page, "Additional Information (optional)"));
  await expectValues(page, entered);
  // Focus moves to the first field in error.
  await expect(field(page, "Child's Name")).toBeFocused();
  await expectNoAxeViolations(page);

  // The other messages: a blank parent's name and contact, an age that is not a whole number.
  await fill(page, { childName: child, childAge: "", parentName: "   ", parentContact: "", address: "12 MG Road, Pune" });
  await submit(page);
  await expectFieldError(field(page, "Child's Age"), "Child's age is required");
  await expectFieldError(field(page, "Parent's Name"), "Parent's name is required");
  await expectFieldError(field(page, "Parent's Contact Number"), "Parent's contact number is required");
  await expectFieldValid(field(page, "Child's Name"));
  await expectValues(page, { childName: child, address: "12 MG Road, Pune", additionalInformation: "Prefers mornings" });
  expect(rows(stage, child)).toHaveLength(0);

  // With the school's classes open (README "Admissions"), the class and the date of birth it is
  // read from are needed too; an e-mail is optional: left empty, it is stored as none.
  await fill(page, { childAge: "3", gender: "male", parentName: "Rohan Kulkarni", parentContact: "9876543210", email: "" });
  await submit(page);
  await expectFieldError(field(page, "Child's Date of Birth"), "Child's date of birth is required");
  await expectFieldError(field(page, "Class"), "Choose the class you are applying for");
  await expectValues(page, { childName: child, childAge: "3", parentName: "Rohan Kulkarni", address: "12 MG Road, Pune" });
  expect(rows(stage, child)).toHaveLength(0);
  await fill(page, { childDateOfBirth: "2023-10-15", classLabel: NURSERY });
  await submit(page);
  await expect(toast(page, /has received the enrollment for/)).toBeVisible();
  expect(rows(stage, child)).toHaveLength(1);
  expect(rows(stage, child)[0]!.email).toBe("");
});

test("provider down: the generic error toast, every value kept, nothing stored; the retry stores one row", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  const child = unique("Kabir", testInfo);
  const values = sample(child);
  const ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  await fill(page, values);
  await ready();
  stage.setWriteMode("down");
  await submit(page);
  await expect(toast(page, GENERIC)).toBeVisible();
  await expectValues(page, values);
  await expect(page.getByRole("button", { name: "Submit Enrollment" })).toBeVisible();
  expect(rows(stage, child)).toHaveLength(0);
  await expectNoAxeViolations(page);

  // A failing provider's own message is shown instead (SPEC §8: the server's message).
  stage.setWriteMode("error");
  await submit(page);
  await expect(toast(page, PROVIDER_DOWN_MESSAGE)).toBeVisible();
  await expectValues(page, values);

  stage.setWriteMode("forward");
  await submit(page);
  await expect(toast(page, /has received the enrollment for/)).toBeVisible();
  expect(rows(stage, child)).toHaveLength(1);
});

test("provider slow (it stores, then the site times out): the error and every value; the retry is still one row", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  // The timeout and the idempotency key are the server's: the error toast at 375 px is checked by
  // "provider down" above, so the phone runs would repeat the desktop ones.
  const child = unique("Ishaan", testInfo);
  const values = sample(child);
  const ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  await fill(page, values);
  await ready();
  // Waiting out the site's provider timeout (API_TIMEOUT_MS) takes its time.
  test.slow();
  stage.setWriteMode("late");
  await submit(page);
  await expect(toast(page, GENERIC)).toBeVisible(AFTER_TIMEOUT);
  await expectValues(page, values);
  // The provider did store it…
  await expect.poll(() => rows(stage, child).length).toBe(1);

  // …so the retry, with the same idempotency key, is answered from the first and stores nothing.
  stage.setWriteMode("forward");
  await submit(page);
  await expect(toast(page, /has received the enrollment for/)).toBeVisible();
  expect(rows(stage, child)).toHaveLength(1);
  const keys = stage.calls.filter((call) => call.method === "POST" && call.path === "/enrollment/new").map((call) => call.idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});

test("a double click on Submit stores one row", async ({ page, stage, javaScript }, testInfo) => {
  // One row per key is the server's rule, the same at any width.
  const child = unique("Anaya", testInfo);
  const ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  await fill(page, sample(child));
  await ready();
  await page.getByRole("button", { name: "Submit Enrollment" }).dblclick();
  await expect(toast(page, /has received the enrollment for/)).toBeVisible();
  await page.waitForTimeout(500);
  expect(rows(stage, child)).toHaveLength(1);

  // A second enrollment from the fresh form is a new row (a new key).
  await waitMinFill(page);
  await fill(page, sample(`${child} twin`));
  await submit(page);
  await expect(toast(page, new RegExp(`enrollment for ${child} twin`))).toBeVisible();
  expect(rows(stage, `${child} twin`)).toHaveLength(1);
});
