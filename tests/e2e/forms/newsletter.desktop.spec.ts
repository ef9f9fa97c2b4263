import SQLite from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, SCHOOL_A, SCHOOL_B, test } from "../fixtures.js";
import { post } from "./harness.js";

// The footer's newsletter box and its unsubscribe link (README "Newsletter"), JavaScript on and
// off: SUBSCRIBE stores the address once for the school and says so in a toast on the same page;
// a bad address comes back on /newsletter with its value and the error next to the field; the
// unsubscribe page changes nothing until its button, works once and again, and only at its school.

const DB_PATH = ".cache/e2e/e2e.sqlite";
const SCHOOL = "Sunshine Kids Academy";
const THANKS = `Thank you for subscribing! ${SCHOOL}'s news will come to your inbox.`;
const UNSUBSCRIBED = "You are unsubscribed. You will not get the school's newsletter any more.";
const BAD_LINK = "This unsubscribe link is not valid. Please use the link from the school's latest e-mail.";

type Row = { clientId: number; email: string; unsubscribeToken: string; unsubscribedAt: string | null };

/** The rows of one address (any case), read from the e2e server's database. */
function stored(email: string): Row[] {
  const db = new SQLite(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(`select "clientId", "email", "unsubscribeToken", "unsubscribedAt" from "newsletterSubscribers" where "normalizedEmail" = ?`)
      .all(email.trim().toLowerCase()) as Row[];
  } finally {
    db.close();
  }
}

const address = (label: string, project: string) => `${label}.${project}.${Date.now()}@Example.org`;

async function subscribeInFooter(page: Page, email: string) {
  const footer = page.locator("footer");
  await footer.getByLabel("Your e-mail address").fill(email);
  await footer.getByRole("button", { name: "SUBSCRIBE" }).click();
}

const toast = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);

test("SUBSCRIBE in the footer stores the address once for the school and thanks the parent on the same page", async ({ page }, testInfo) => {
  const email = address("asha", testInfo.project.name);
  await page.goto("/about/ourStory");
  await subscribeInFooter(page, email);
  await expect(page).toHaveURL(/\/about\/ourStory$/);
  await expect(toast(page, THANKS)).toBeVisible();
  await expect(page.locator("footer").getByLabel("Your e-mail address")).toHaveValue("");
  expect(stored(email)).toEqual([expect.objectContaining({ email, unsubscribedAt: null })]);

  // Again, in other letters and with spaces: the same words, still one row.
  await page.goto("/gallery/photos");
  await subscribeInFooter(page, `  ${email.toUpperCase()} `);
  await expect(page).toHaveURL(/\/gallery\/photos$/);
  await expect(toast(page, THANKS)).toBeVisible();
  expect(stored(email)).toHaveLength(1);
});

test("a bad address comes back on the newsletter page with its value and the error next to the field", async ({ page }, testInfo) => {
  const typed = `no-at-sign.${testInfo.project.name}.example.org`;
  await page.goto("/contact/visitUs");
  await subscribeInFooter(page, typed);
  await expect(page).toHaveURL(/\/newsletter$/);
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  const field = page.locator("main").getByLabel("Your e-mail address");
  await expect(field).toHaveValue(typed);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Enter a valid e-mail address/);
  expect(stored(typed)).toEqual([]);
  await expectNoAxeViolations(page);

  // Corrected there, it goes back to the page the parent came from.
  const email = address("fixed", testInfo.project.name);
  await field.fill(email);
  await page.locator("main").getByRole("button", { name: "SUBSCRIBE" }).click();
  await expect(page).toHaveURL(/\/contact\/visitUs$/);
  await expect(toast(page, THANKS)).toBeVisible();
  expect(stored(email)).toHaveLength(1);
});

test("the unsubscribe link asks first, unsubscribes once and again, and does nothing at another school", async ({ page }, testInfo) => {
  // Many steps and two axe checks (each a page of its own without JavaScript): more than 30 s on a busy machine.
  test.slow();
  const email = address("leaving", testInfo.project.name);
  await page.goto("/");
  await subscribeInFooter(page, email);
  await expect(toast(page, THANKS)).toBeVisible();
  const [row] = stored(email);
  if (!row) throw new Error("not stored");
  const link = `/newsletter/unsubscribe?token=${row.unsubscribeToken}`;

  // One subscriber's page: never shared by a cache, nor kept by the site's own (README "Caching").
  for (let visit = 0; visit < 3; visit++) {
    const answer = await fetch(`${SCHOOL_A}${link}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-response-cache")).not.toBe("HIT");
  }

  // Another school's host: the token means nothing there, by GET or by POST.
  const elsewhere = await page.goto(`${SCHOOL_B}${link}`);
  expect(elsewhere?.status()).toBe(404);
  await expect(page.getByText(BAD_LINK)).toBeVisible();
  const oneClick = { "List-Unsubscribe": "One-Click" };
  expect((await post(`${SCHOOL_B}${link}`, oneClick)).status).toBe(404);
  expect(stored(email)[0]?.unsubscribedAt).toBeNull();

  // Opening the link changes nothing (mail scanners open links).
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  await expect(page.getByText(`Do you want to stop getting ${SCHOOL}'s newsletter by e-mail?`)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(stored(email)[0]?.unsubscribedAt).toBeNull();

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: UNSUBSCRIBED })).toBeVisible();
  expect(stored(email)[0]?.unsubscribedAt).toEqual(expect.any(String));

  // Again: the link says so; a mail program's one-click POST (RFC 8058) is fine too.
  await page.goto(link);
  await expect(page.getByText("This address is already unsubscribed.", { exact: false })).toBeVisible();
  expect((await post(`${SCHOOL_A}${link}`, oneClick)).status).toBe(200);

  // A made-up token: a clear message, no stack trace.
  const bad = await page.goto("/newsletter/unsubscribe?token=not-a-real-token");
  expect(bad?.status()).toBe(404);
  await expect(page.getByText(BAD_LINK)).toBeVisible();
  await expectNoAxeViolations(page);
});
