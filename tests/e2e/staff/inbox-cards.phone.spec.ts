import { expect, expectNoAxeViolations, SCHOOL_A, test } from "../fixtures.js";

// The inbox on a phone (README "Staff console"): at 375 px each record is a card with the child,
// the parent, the phone as a tap-to-call link, the status, the reference and when it came — no
// table to scroll sideways. Signed in as the demo school's owner (api/demo-data.ts).

const OWNER = { email: "owner@sunshinekids.example.org", password: "Kite-Meadow-Sunrise-42" };

test("/staff/inbox at 375 px: cards with child, parent, phone, status", async ({ page }) => {
  await page.goto(`${SCHOOL_A}/login`);
  await page.getByLabel("Email", { exact: true }).fill(OWNER.email);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/\/(staff|account)/);
  await page.goto(`${SCHOOL_A}/staff/inbox?kind=enrollment`);

  const cards = page.getByRole("list", { name: "Matching submissions, newest first" });
  await expect(cards).toBeVisible();
  await expect(page.getByRole("table")).toBeHidden();
  const card = cards.getByRole("article", { name: "Aarav Joshi" });
  await expect(card).toContainText("Sneha Joshi");
  await expect(card.getByRole("link", { name: "9822000101" })).toHaveAttribute("href", "tel:+919822000101");
  // The stage, as its badge says it (beside "Received" and when).
  await expect(card.getByText("Received", { exact: true })).toBeVisible();
  await expect(card.getByRole("link", { name: "Enrollment SUN-7K3Q9" })).toHaveAttribute("href", /\/staff\/inbox\/enrollment\/\d+$/);
  await expect(card).toContainText("Received");
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  await card.getByRole("link", { name: "Enrollment SUN-7K3Q9" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Enrollment SUN-7K3Q9" })).toBeVisible();
  await expectNoAxeViolations(page);
});
