import SQLite from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { hashPassword } from "../../../api/auth.js";
import { claimLink, createSchool, expect, expectNoAxeViolations, otherPage, signIn, test, toast, unique } from "./harness.js";

// "Sign out everywhere else" (README "Forms and sign-in", "Staff console"), JavaScript on and off:
// one account signed in in two browsers; the first ends every other session and stays signed in,
// the second's next signed-in page goes to /login. And the owner's team page shows each member's
// last sign-in, in IST, or "Never".

const OWNER_PASSWORD = "Harbour-Kite-Lantern-58";
const PARENT_PASSWORD = "Monsoon-Pebble-Velvet-41";
const SIGNED_OUT_ELSEWHERE = "You have been signed out everywhere else.";
const IST = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} IST$/;

async function secondBrowser(browser: Browser, javaScript: boolean, origin: string, email: string, password: string): Promise<Page> {
  const page = await otherPage(browser, javaScript);
  await signIn(page, `${origin}/login`, email, password);
  return page;
}

test("staff: sign out everywhere else, on /staff/settings", async ({ page, browser, stage, javaScript }, testInfo) => {
  test.slow();
  const school = await createSchool(stage, unique("Sessions", testInfo));
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);
  const other = await secondBrowser(browser, javaScript, school.origin, school.ownerEmail, OWNER_PASSWORD);
  await expect(other).toHaveURL(`${school.origin}/staff`);

  // The owner's team page: the owner signed in just now (IST, the zone named); an invited member never.
  await page.goto(`${school.origin}/staff/team`);
  const invite = page.getByRole("form", { name: "Invite a team member" });
  await invite.getByLabel("Name").fill("Mr. Not Yet");
  await invite.getByLabel("Email").fill(`not.yet.${school.clientId}@example.org`);
  await invite.getByRole("button", { name: "Create sign-in link" }).click();
  await expect(page.getByLabel(/One-time sign-in link/)).toBeVisible();
  const table = page.getByRole("table", { name: "Team members" });
  await expect(table.getByRole("columnheader", { name: "Last sign-in" })).toBeVisible();
  const ownerRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: school.ownerName }) });
  const shown = (await ownerRow.getByRole("cell").nth(3).textContent())?.trim() ?? "";
  expect(shown).toMatch(IST);
  const [stored] = stage.query<{ lastSignInAt: string }>(`select "lastSignInAt" from users where email = ?`, school.ownerEmail);
  const ist = new Date(Date.parse(stored?.lastSignInAt ?? "") + 330 * 60_000);
  expect(shown).toContain(`${String(ist.getUTCHours()).padStart(2, "0")}:${String(ist.getUTCMinutes()).padStart(2, "0")} IST`);
  const invitedRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Mr. Not Yet" }) });
  await expect(invitedRow.getByRole("cell").nth(3)).toHaveText("Never");

  await page.goto(`${school.origin}/staff/settings`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(toast(page, SIGNED_OUT_ELSEWHERE)).toBeVisible();
  await expect(page).toHaveURL(`${school.origin}/staff/settings`);

  // The other browser's next signed-in page: /login. This one is still signed in.
  await other.goto(`${school.origin}/staff/inbox`);
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fstaff%2Finbox$/);
  await expect(toast(other, "Your sign-in has expired. Please sign in again.")).toBeVisible();
  await page.goto(`${school.origin}/staff/inbox`);
  await expect(page).toHaveURL(`${school.origin}/staff/inbox`);
  await other.context().close();
});

test("a parent: sign out everywhere else, on /account", async ({ page, browser, stage, javaScript }, testInfo) => {
  test.slow();
  // A parent's account of school A, made in the provider's table (however register confirms one).
  const email = `${unique("parent", testInfo).replace(/\s+/g, ".").toLowerCase()}@example.org`;
  const db = new SQLite(stage.dbPath);
  try {
    db.pragma("busy_timeout = 5000");
    const school = db.prepare(`select "clientId" from "clientDomains" where domain = 'localhost'`).get() as { clientId: number };
    db.prepare(`insert into users ("clientId", name, mobile, email, "passwordHash", role, "createdAt") values (?, ?, ?, ?, ?, 'parent', ?)`).run(
      school.clientId,
      "Meera Parent",
      "9811122233",
      email,
      await hashPassword(PARENT_PASSWORD),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
  const origin = stage.url("A");
  await signIn(page, `${origin}/login`, email, PARENT_PASSWORD);
  await expect(page).toHaveURL(`${origin}/account`);
  const other = await secondBrowser(browser, javaScript, origin, email, PARENT_PASSWORD);
  await expect(other).toHaveURL(`${origin}/account`);

  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await expect(toast(page, SIGNED_OUT_ELSEWHERE)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/account`);

  await other.goto(`${origin}/account`);
  await expect(other).toHaveURL(`${origin}/login`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(email);
  await other.context().close();
});
