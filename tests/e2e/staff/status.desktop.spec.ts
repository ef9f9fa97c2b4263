import type { Page } from "@playwright/test";
import { post } from "../forms/harness.js";
import { expect, expectNoAxeViolations, test } from "./harness.js";

// A parent's status page (README "Staff console"): reference plus mobile show the status staff
// set; an unknown reference, a wrong mobile and another school's reference get one answer; each
// address has 10 lookups in 10 minutes. The stage's site trusts one proxy hop, so this test speaks
// from an address of its own.

const NOT_FOUND = "We could not find a submission with that reference and mobile number.";
const TOO_MANY = "Too many lookups from your connection. Please wait 10 minutes and try again.";

async function lookUp(page: Page, reference: string, mobile: string) {
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Check Status" }).click();
}

test("/admissions/status: the status for the right pair, one answer otherwise, ten lookups per address", async ({ page, stage }) => {
  const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const url = `${stage.url()}/admissions/status`;
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Check Your Status" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "privacy notice" })).toHaveAttribute("href", "/privacy");

  // Checked on the page before anything is sent (these do not count).
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page.getByLabel("Reference")).toHaveAccessibleDescription(/^Reference is required/);
  await expect(page.getByLabel("Mobile Number")).toHaveAccessibleDescription(/^Mobile no\. is required/);

  // 1: the demo school's reference as a parent may type it, with the mobile given.
  await lookUp(page, "sun 7k3q9", "98220 00101");
  const result = page.getByRole("status", { name: "Status of SUN-7K3Q9" });
  await expect(result).toContainText("Received");
  await expect(result).toContainText("The school has received your application and will contact you soon.");
  await expect(page.getByRole("main")).not.toContainText("Aarav");
  await expectNoAxeViolations(page);

  // 2 and 3: a wrong mobile and an unknown reference: the same words, values kept.
  await lookUp(page, "SUN-7K3Q9", "9822000199");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(NOT_FOUND);
  await expect(page.getByLabel("Reference")).toHaveValue("SUN-7K3Q9");
  await expect(result).toHaveCount(0);
  await expectNoAxeViolations(page);
  await lookUp(page, "SUN-22222", "9822000101");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(NOT_FOUND);

  // 4: another school's real pair, asked at this school: the same answer and status as the others.
  const headers = { "X-Forwarded-For": address };
  const other = await post(url, { reference: "RAI-3NQ7X", mobile: "9845000201" }, headers);
  const unknown = await post(url, { reference: "SUN-33333", mobile: "9822000101" }, headers);
  expect([other.status, unknown.status]).toEqual([404, 404]);
  for (const answer of [other, unknown]) expect(answer.body).toContain(NOT_FOUND);

  // 6 to 10 pass; the 11th from this address is refused, whatever it asks.
  for (let lookup = 6; lookup <= 10; lookup += 1) {
    expect((await post(url, { reference: "SUN-7K3Q9", mobile: "9822000199" }, headers)).status).toBe(404);
  }
  await page.goto(url);
  await lookUp(page, "SUN-7K3Q9", "9822000101");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(TOO_MANY);
  await expect(page.getByRole("status", { name: "Status of SUN-7K3Q9" })).toHaveCount(0);
  const refused = await post(url, { reference: "SUN-7K3Q9", mobile: "9822000101" }, headers);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(500);

  // Another address is not held up.
  const elsewhere = await post(url, { reference: "SUN-7K3Q9", mobile: "9822000101" }, { "X-Forwarded-For": "192.0.2.77" });
  expect(elsewhere.status).toBe(200);
  expect(elsewhere.body).toContain("Status of SUN-7K3Q9");
});

test("each school's privacy notice names the school, what is collected and how to ask for erasure", async ({ page, stage }) => {
  await page.goto(`${stage.url("B")}/contact/info`);
  await page.getByRole("link", { name: "How we use and erase your details" }).click();
  await expect(page).toHaveURL(`${stage.url("B")}/privacy`);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Rainbow Early Learning Centre is responsible for the details you send");
  for (const heading of ["What we collect", "Why", "How long", "Your rights and erasure"]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const [email] = stage.query<{ contactEmail1: string }>("select contactEmail1 from clients where clientName = ?", "Rainbow Early Learning Centre");
  await expect(main.getByRole("link", { name: email?.contactEmail1 ?? "?" })).toHaveAttribute("href", `mailto:${email?.contactEmail1}`);
  await expectNoAxeViolations(page);
});
