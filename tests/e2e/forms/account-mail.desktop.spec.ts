import { createHash } from "node:crypto";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Browser, Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { eventually, startSmtp, type ReceivedMail, type TestSmtp } from "../../api/smtp.js";
import { expect, expectNoAxeViolations, mailedLink, post, readyAfter, startStage, test as base, toast, unique, type FormsStage } from "./harness.js";

// Mails about one's own account, end to end with a real SMTP server (README "Forms and sign-in"):
// forgot password for a parent and a staff member, register's confirmation and its answer to an
// address that already has an account, and one-time links that work only at their own school.
// The provider of this stage sends to an smtp-server run here; links are read out of the mails.

const test = base.extend<{ mail: { stage: FormsStage; smtp: TestSmtp } }, { mailStage: { stage: FormsStage; smtp: TestSmtp } }>({
  mailStage: [
    async ({}, use) => {
      const smtp = await startSmtp();
      // Setting a password is scrypt plus zxcvbn in the provider: on a busy two-core machine that
      // outlasted the stage's 2.5 s call timeout, which only the forms' failure tests need.
      const { stage, dispose } = await startStage({ API_TIMEOUT_MS: "10000" }, { SMTP_URL: smtp.url, MAIL_FROM: "Nurture <mail@nurture.test>" });
      await use({ stage, smtp });
      await dispose();
      await smtp.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  mail: async ({ mailStage }, use) => {
    mailStage.stage.calls.length = 0;
    await use(mailStage);
  },
});

const sunshine = demoSchools[0]!.client.clientName;
const main = (page: Page) => page.getByRole("main");
const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
const emailFor = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
const sha256 = (token: string) => createHash("sha256").update(token).digest("hex");

/** The newest mail to `to` whose subject ends with `subject`, once the outbox worker sent it. */
function mailTo(smtp: TestSmtp, to: string, subject: string, after = 0): Promise<ReceivedMail> {
  return eventually(() => smtp.mails.slice(after).find((mail) => mail.to.includes(to) && mail.subject.endsWith(subject)), 20_000);
}

/** The link's path and query, out of the mail's text (the site runs on its own port here). */
function linkIn(mail: ReceivedMail, page: string): string {
  const found = new RegExp(`https?://[^/\\s]+(${page}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!found) throw new Error(`no ${page} link in: ${mail.text}`);
  return found;
}

async function otherBrowser(browser: Browser, javaScript: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function signIn(page: Page, origin: string, email: string, password: string) {
  await page.goto(`${origin}/login`);
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** A parent's account, made through the provider as the register form would, confirmed by its link. */
async function parentAccount(stage: FormsStage, name: string, password: string) {
  const email = emailFor(name);
  const call = (path: string, body: unknown) =>
    fetch(`${stage.apiUrl}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect((await call("/auth/register", { name, mobile: "9876501234", email, password, domain: "localhost" })).status).toBe(202);
  const token = new URLSearchParams(mailedLink(stage, email, "/register/confirm").split("?")[1]).get("token");
  expect((await call("/auth/confirm", { token, domain: "localhost" })).status).toBe(201);
  return email;
}

/** /login → "Forgot password?" → the address → the one answer, on /login. */
async function askForLink(page: Page, origin: string, email: string, school = sunshine) {
  await page.goto(`${origin}/login`);
  await main(page).getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(`${origin}/forgot-password`);
  const ready = readyAfter(page);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot Password" })).toBeVisible();
  await field(page, "Email").fill(email);
  await ready();
  await page.getByRole("button", { name: "Send Link" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
  await expect(toast(page, `If an account exists for this address at ${school}, we have sent a link.`)).toBeVisible();
}

async function setNewPassword(page: Page, url: string, password: string) {
  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
  await field(page, "New password").fill(password);
  await page.getByRole("button", { name: "Set password and sign in" }).click();
}

test("a parent resets a forgotten password from the mailed link; the old session ends; the link is refused elsewhere and twice", async ({
  page,
  browser,
  mail,
  javaScript,
}, testInfo) => {
  test.slow();
  const { stage, smtp } = mail;
  const name = unique("Sunita", testInfo);
  const email = await parentAccount(stage, name, "Old-Paper-Lantern-31");
  // Signed in on another device before.
  const other = await otherBrowser(browser, javaScript);
  await signIn(other, stage.url(), email, "Old-Paper-Lantern-31");
  await expect(other).toHaveURL(`${stage.url()}/account`);

  // An address without an account hears the same, and nothing is sent to it.
  const before = smtp.mails.length;
  await askForLink(page, stage.url(), `nobody.${emailFor(name)}`);
  await page.goto(`${stage.url()}/forgot-password`);
  await expectNoAxeViolations(page);
  await askForLink(page, stage.url(), email);
  const sent = await mailTo(smtp, email, "Reset your password", before);
  expect(smtp.mails.slice(before).some((m) => m.to.includes(`nobody.${emailFor(name)}`))).toBe(false);
  expect(sent.subject).toBe(`[${sunshine}] Reset your password`);
  const path = linkIn(sent, "/forgot-password/reset");
  expect(sent.text).toContain(`http://localhost${path}`);

  // On another school's host: that school's ordinary "not valid" 404, and the link is not used up.
  const elsewhere = await page.goto(stage.url("B") + path);
  expect(elsewhere?.status()).toBe(404);
  await expect(main(page)).toContainText("This link is not valid any more");
  await expect(main(page)).not.toContainText(email);
  const posted = await post(stage.url("B") + path, { password: "Stolen-Moment-Kettle-4", username: email });
  expect(posted.status).toBe(404);

  await setNewPassword(page, stage.url() + path, "Fresh-Monsoon-Garden-58");
  await expect(page).toHaveURL(`${stage.url()}/account`);
  await expect(toast(page, `Welcome, ${name}!`)).toBeVisible();
  await expect(main(page)).toContainText(email);

  // The other device is signed out.
  await other.goto(`${stage.url()}/account`);
  await expect(other).toHaveURL(`${stage.url()}/login`);
  await other.context().close();

  // Used once: the page says so and where to ask for a new one.
  const again = await page.goto(stage.url() + path);
  expect(again?.status()).toBe(404);
  await expect(main(page)).toContainText("This link is not valid any more: it was used, or it is older than an hour. Ask for a new one.");
  await expect(main(page).getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  await expectNoAxeViolations(page);
});

test("a staff member resets a forgotten password and lands in the console; an expired link is refused", async ({ page, mail }) => {
  test.slow();
  const { stage, smtp } = mail;
  const staff = demoSchools[0]!.accounts.find((account) => account.role === "staff")!;
  // An expired link of this account: a token whose hash the database holds, an hour and a second old.
  const [user] = stage.query<{ id: number; clientId: number }>("select id, clientId from users where email = ?", staff.email);
  const expired = `expired${"x".repeat(36)}`;
  const past = new Date(Date.now() - 3601_000).toISOString();
  stage.execute(
    "insert into signInLinks (purpose, userId, clientId, tokenHash, expiresAt, createdAt) values ('reset', ?, ?, ?, ?, ?)",
    user!.id,
    user!.clientId,
    sha256(expired),
    past,
    past,
  );
  const old = await page.goto(`${stage.url()}/forgot-password/reset?token=${expired}`);
  expect(old?.status()).toBe(404);
  await expect(main(page)).toContainText("This link is not valid any more");

  const before = smtp.mails.length;
  await askForLink(page, stage.url(), staff.email);
  const path = linkIn(await mailTo(smtp, staff.email, "Reset your password", before), "/forgot-password/reset");
  await setNewPassword(page, stage.url() + path, "Chalk-Orchard-Evening-26");
  await expect(page).toHaveURL(`${stage.url()}/staff`);
  // The new password is the one that opens the console now.
  await page.context().clearCookies();
  await signIn(page, stage.url(), staff.email, staff.password);
  await expect(main(page).getByRole("alert")).toHaveText("Invalid e-mail or password");
  await signIn(page, stage.url(), staff.email, "Chalk-Orchard-Evening-26");
  await expect(page).toHaveURL(`${stage.url()}/staff`);
});

test("register: a new address is confirmed by the mailed link; an existing one hears the same and gets the way in", async ({
  page,
  mail,
  javaScript,
}, testInfo) => {
  test.slow();
  const { stage, smtp } = mail;
  const name = unique("Anand", testInfo);
  const email = emailFor(name);
  const registerAs = async (who: string, password: string) => {
    await page.goto(`${stage.url()}/register`);
    const ready = readyAfter(page);
    if (javaScript) await page.locator("form[data-hydrated]").first().waitFor({ state: "attached" });
    await field(page, "Name").fill(who);
    await field(page, "Mobile").fill("9876543210");
    await field(page, "Email").fill(email);
    await field(page, "Password").fill(password);
    await ready();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(`${stage.url()}/login`);
    await expect(toast(page, `Thank you! We have sent a message to ${email}. Open the link in it to finish signing up.`)).toBeVisible();
    // Nobody is signed in.
    await page.goto(`${stage.url()}/account`);
    await expect(page).toHaveURL(`${stage.url()}/login`);
  };

  let before = smtp.mails.length;
  await registerAs(name, "Copper-Kettle-Morning-19");
  const confirm = await mailTo(smtp, email, "Confirm your account", before);
  await page.goto(stage.url() + linkIn(confirm, "/register/confirm"));
  await expect(page.getByRole("heading", { level: 1, name: "Finish Signing Up" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm and Sign In" }).click();
  await expect(page).toHaveURL(`${stage.url()}/account`);
  await expect(main(page)).toContainText(name);
  await page.getByRole("button", { name: "Sign Out", exact: true }).click();
  await expect(page).toHaveURL(`${stage.url()}/login`);

  // The same address again: the same answer, no session, and a mail with the way in.
  before = smtp.mails.length;
  await registerAs("Somebody Else", "Another-Quiet-Harbour-7");
  const known = await mailTo(smtp, email, "You already have an account", before);
  expect(known.text).toContain(`Hello ${name},`);
  expect(known.text).toMatch(/Sign in: http:\/\/localhost\/login/);
  expect(known.text).toMatch(/Forgot password\? Ask for a new one: http:\/\/localhost\/forgot-password/);
  expect(known.text).not.toContain("Somebody Else");
  await signIn(page, stage.url(), email, "Another-Quiet-Harbour-7");
  await expect(main(page).getByRole("alert")).toHaveText("Invalid e-mail or password");
});

test("a school's first-password link opened on another school's site: the 404 page, the POST refused, and it still works at home", async ({
  page,
  mail,
}) => {
  const { stage } = mail;
  const rainbowStaff = demoSchools[1]!.accounts.find((account) => account.role === "staff")!;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["build/school.js", "link", "--school", "rainbow.localhost", "--email", rainbowStaff.email, "--base-url", stage.url("B")],
    { env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: stage.dbPath } },
  );
  const link = stdout.split("\n").find((line) => line.startsWith(`${stage.url("B")}/login/claim?token=`)) ?? "";
  expect(link).not.toBe("");
  const path = link.slice(stage.url("B").length);

  const elsewhere = await page.goto(stage.url() + path);
  expect(elsewhere?.status()).toBe(404);
  await expect(main(page)).toContainText("This sign-in link is not valid any more");
  await expect(main(page)).not.toContainText(rainbowStaff.email);
  expect((await post(stage.url() + path, { password: "Sneaky-Takeover-Pass-5", username: "" })).status).toBe(404);

  await page.goto(link);
  await expect(field(page, "Email")).toHaveValue(rainbowStaff.email);
  await field(page, "New password").fill("Rainbow-Harbour-Kite-44");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page).toHaveURL(`${stage.url("B")}/staff`);
});
