import type { Page } from "@playwright/test";
import { AFTER_TIMEOUT, expect, expectFieldError, onlyIn, openForm, test, unique } from "./harness.js";

// What JavaScript adds to the forms: messages on blur from the same schemas, real modal
// dialogs (focus moves in and stays, Escape closes, focus returns), and the overlay while sending.
// The dialogs are the same at both widths: each test runs once, at 1280 or 375 px in turn.

const TESTIMONIALS = "/admissions/parentTestimonials";

/** Tabs `times` times and returns whether focus ever left `container`. */
async function focusStaysIn(page: Page, selector: string, times: number) {
  for (let index = 0; index < times; index += 1) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate((sel) => {
      const active = document.activeElement;
      return Boolean(active && active !== document.body && document.querySelector(sel)?.contains(active));
    }, selector);
    if (!inside) return false;
  }
  return true;
}

test("messages appear on blur, before any submit, and clear as the field is corrected", onlyIn("desktop-js"), async ({ page, stage }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await openForm(page, `${stage.url()}/admissions/enrollmentForm`, true);
  const child = page.getByRole("main").getByLabel("Child's Name", { exact: true });
  await child.focus();
  await child.blur();
  await expectFieldError(child, "Child's name is required");
  await child.fill("Mira");
  await expect(child).not.toHaveAttribute("aria-invalid", "true");

  const contact = page.getByRole("main").getByLabel("Parent's Contact Number", { exact: true });
  await contact.fill("98765");
  await contact.blur();
  await expectFieldError(contact, "Parent's contact number must be exactly 10 digits");

  await openForm(page, `${stage.url()}/contact/info`, true);
  const mobile = page.locator("#enquiry").getByLabel("Mobile Number", { exact: true });
  await mobile.fill("1234567890");
  await mobile.blur();
  await expectFieldError(mobile, "Enter a valid 10-digit mobile number");
  expect(posts).toEqual([]);
});

test(
  "'Add Your Testimonial' is a modal: focus moves in and stays, Escape closes it and focus returns",
  onlyIn("phone-js"),
  async ({ page, stage }) => {
    await openForm(page, `${stage.url()}${TESTIMONIALS}`, true);
    const open = page.getByRole("button", { name: "Submit Testimonial" });
    await open.click();
    const modal = page.getByRole("dialog", { name: "Add Your Testimonial" });
    await expect(modal).toBeVisible();
    expect(await modal.evaluate((element) => element.matches(":modal"))).toBe(true);
    await expect(modal.getByLabel("Name", { exact: true })).toBeFocused();
    expect(await focusStaysIn(page, "#add-testimonial", 8)).toBe(true);
    // The page behind is inert: its button cannot be clicked.
    await expect(open.click({ trial: true, timeout: 500 })).rejects.toThrow();
    await modal.getByLabel("Name", { exact: true }).fill("Kept while closed");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(open).toBeFocused();

    // Reopened: still filled (nothing lost by closing it).
    await open.click();
    await expect(modal.getByLabel("Name", { exact: true })).toHaveValue("Kept while closed");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toBeHidden();
    await expect(open).toBeFocused();
  },
);

test("the 'Error!' popup sits over the open form; 'Cool' or Escape returns to it", onlyIn("desktop-js"), async ({ page, stage }, testInfo) => {
  const ready = await openForm(page, `${stage.url()}${TESTIMONIALS}`, true);
  await page.getByRole("button", { name: "Submit Testimonial" }).click();
  const modal = page.getByRole("dialog", { name: "Add Your Testimonial" });
  await modal.getByLabel("Name", { exact: true }).fill(unique("Esha", testInfo));
  await modal.getByLabel("Mobile", { exact: true }).fill("9876543210");
  await modal.getByLabel("Testimonial", { exact: true }).fill("Lovely staff.");
  await ready();
  stage.setWriteMode("error");
  await modal.getByRole("button", { name: "Submit", exact: true }).click();
  const error = page.getByRole("alertdialog", { name: "Error!" });
  await expect(error).toBeVisible();
  expect(await error.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(error.getByRole("button", { name: "Cool" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(error).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel("Testimonial", { exact: true })).toHaveValue("Lovely staff.");
  // Focus is back in the form.
  expect(await page.evaluate(() => document.querySelector("#add-testimonial")?.contains(document.activeElement))).toBe(true);
});

test(
  "the testimonial modal: Escape and Cancel close it at once, send nothing and clear its messages",
  onlyIn("phone-js"),
  async ({ page, stage }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await openForm(page, `${stage.url()}${TESTIMONIALS}`, true, "main");
    const open = page.getByRole("button", { name: "Submit Testimonial" });
    const modal = page.getByRole("dialog", { name: "Add Your Testimonial" });
    const name = modal.getByLabel("Name", { exact: true });

    // Escape right after opening: one press closes it, untouched fields get no message, no post.
    await open.click();
    await expect(name).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(`${stage.url()}${TESTIMONIALS}`);
    await expect(open).toBeFocused();
    await open.click();
    await expect(modal).toBeVisible();
    await expect(modal).not.toContainText("Name is required");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");

    // Messages shown on blur and after a submit are gone after Cancel.
    await modal.getByLabel("Mobile", { exact: true }).fill("123");
    await modal.getByRole("button", { name: "Submit" }).click();
    await expectFieldError(name, "Name is required");
    await modal.getByRole("button", { name: "Cancel" }).click();
    await expect(modal).toBeHidden();
    await open.click();
    await expect(modal).toBeVisible();
    await expect(modal).not.toContainText("Name is required");
    await expect(modal).not.toContainText("Invalid mobile no.");
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    expect(posts).toEqual([]);
  },
);

test("the enquiry's 'Saved' dialog is modal; Escape closes it", onlyIn("desktop-js"), async ({ page, stage }, testInfo) => {
  const ready = await openForm(page, `${stage.url()}/contact/info`, true);
  const section = page.locator("#enquiry");
  await section.getByLabel("Parent's Name", { exact: true }).fill(unique("Rhea", testInfo));
  await section.getByLabel("Mobile Number", { exact: true }).fill("9876543210");
  await section.getByLabel("Email", { exact: true }).fill("rhea@example.org");
  await section.getByLabel("Message", { exact: true }).fill("Please call me.");
  await ready();
  await section.getByRole("button", { name: "Send Message" }).click();
  const saved = page.getByRole("alertdialog", { name: "Saved" });
  await expect(saved).toBeVisible();
  expect(await saved.evaluate((element) => element.matches(":modal"))).toBe(true);
  await expect(saved.getByRole("button", { name: "Okay" })).toBeFocused();
  expect(await focusStaysIn(page, "#enquiry-saved", 3)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(saved).toBeHidden();
  await expect(section.getByLabel("Parent's Name", { exact: true })).toBeFocused();
});

test(
  "while a form is sent the loading overlay covers it; a hanging provider ends in the error, values kept",
  onlyIn("phone-js"),
  async ({ page, stage }, testInfo) => {
    const child = unique("Aditi", testInfo);
    const ready = await openForm(page, `${stage.url()}/admissions/enrollmentForm`, true);
    const main = page.getByRole("main");
    await main.getByLabel("Child's Name", { exact: true }).fill(child);
    await main.getByLabel("Child's Age", { exact: true }).fill("5");
    await main.getByLabel("Gender", { exact: true }).selectOption("other");
    // The demo's open year (README "Admissions"): KG takes a child of 4 to under 5 on 31 March 2027.
    await main.getByLabel("Child's Date of Birth", { exact: true }).fill("2022-10-15");
    await main.getByLabel("Class", { exact: true }).selectOption({ label: "KG 2027–28 (4 to under 5 on 31 March 2027)" });
    await main.getByLabel("Parent's Name", { exact: true }).fill("Nikhil Rao");
    await main.getByLabel("Parent's Contact Number", { exact: true }).fill("9876543210");
    await main.getByLabel("Address", { exact: true }).fill("7 Hill Road");
    await ready();
    // Waiting out the site's provider timeout (API_TIMEOUT_MS) takes its time.
    test.slow();
    stage.setWriteMode("hang");
    await main.getByRole("button", { name: "Submit Enrollment" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Sending, please wait..." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Something went wrong. Please try again later.")).toBeVisible(
      AFTER_TIMEOUT,
    );
    await expect(page.getByText("Sending, please wait...")).toBeHidden();
    await expect(main.getByLabel("Child's Name", { exact: true })).toHaveValue(child);
    await expect(main.getByLabel("Gender", { exact: true })).toHaveValue("other");
    expect(stage.count("select count(*) as n from enrollments where childName = ?", child)).toBe(0);
  },
);
