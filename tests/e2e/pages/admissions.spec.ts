import { demoSchools } from "../../../api/demo-data.js";
import { expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";

// SPEC §2 "How to Apply" and "Tuition Fees", SPEC §3 fee list. FAQs are disclosure widgets that
// open without JavaScript.

test("How to Apply: six steps, three FAQs that open and close, 'Apply Now'", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/admissions/howToApply`);
  await expect(page).toHaveTitle(`How to Apply | ${demoSchools[0]!.client.clientName}`);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "How to Apply" })).toBeVisible();
  const steps = ["Register Online", "Complete Documents", "Pay Admission Fee", "Visit for Interview", "Confirm Admission", "Let the Journey Begin!"];
  for (const [index, step] of steps.entries()) {
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: step, exact: true }) });
    await expect(item.getByText(`Step ${index + 1}`, { exact: true })).toBeVisible();
  }
  const faq = page.locator("details", { hasText: "Which documents are required?" });
  const answer = faq.getByText(/birth certificate/);
  await expect(answer).toBeHidden();
  await faq.locator("summary").click();
  await expect(answer).toBeVisible();
  await faq.locator("summary").click();
  await expect(answer).toBeHidden();
  await expect(page.getByRole("main").locator("details summary")).toHaveText([
    "What is the admission process?",
    "Which documents are required?",
    "How much is the admission fee?",
  ]);
  await expect(page.getByRole("main").getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/admissions/enrollmentForm");
  await expectNoAxeViolations(page);
});

test("Tuition Fees: the six fees in rupees with their periods, payment methods, FAQs, 'Contact Us'", async ({ page }) => {
  await page.goto(`${SCHOOL_B}/admissions/tuitionFees`);
  await expect(page).toHaveTitle(`Tuition Fees | ${demoSchools[1]!.client.clientName}`);
  await expect(page.locator("h1")).toHaveCount(1);
  const fees: Array<[string, string, string]> = [
    ["Registration Fee", "₹5,000", "one-time"],
    ["Monthly Tuition Fee", "₹3,000", "per month"],
    ["Activity Fee", "₹1,000", ""],
    ["Exam Fee", "₹1,500", "annual"],
    ["Bus Fee", "₹2,000", "per month"],
    ["Uniform Fee", "₹1,500", ""],
  ];
  for (const [name, amount, period] of fees) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(amount);
    if (period) await expect(card).toContainText(period);
  }
  for (const method of ["Credit/Debit Card", "Cash Payment", "Online Transfer"]) {
    await expect(page.getByRole("heading", { name: method })).toBeVisible();
  }
  await expect(page.getByText(/during business hours/)).toBeVisible();
  await expect(page.getByRole("main").locator("details summary")).toHaveCount(3);
  const installments = page.locator("details", { hasText: /installments/ });
  await installments.locator("summary").click();
  await expect(installments.getByText(/quarterly/)).toBeVisible();
  const contact = page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true });
  await expect(contact).toHaveAttribute("href", "/contact/info");
  await expectNoAxeViolations(page);
});
