import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { eventually, startSmtp, type TestSmtp } from "../../api/smtp.js";
import { expect, openForm, startStage, test as base, unique, type FormsStage } from "./harness.js";

// Every family hears back (README "Forms and sign-in": "Mails to families"), end to end with a real
// SMTP server: a parent sends an enquiry with an e-mail on /contact/info and the school's
// acknowledgement arrives, with the reference the page showed, the school as Reply-To and the
// status page link. JavaScript on at 1280 px and off at 375 px.

const test = base.extend<{ mail: { stage: FormsStage; smtp: TestSmtp } }, { mailStage: { stage: FormsStage; smtp: TestSmtp } }>({
  mailStage: [
    async ({}, use) => {
      const smtp = await startSmtp();
      const { stage, dispose } = await startStage({}, { SMTP_URL: smtp.url, MAIL_FROM: "Nurture <mail@nurture.test>" });
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

const sunshine = demoSchools[0]!.client;
const section = (page: Page) => page.locator("section#enquiry");
const field = (page: Page, label: string) => section(page).getByLabel(label, { exact: true });

test("a parent's enquiry with an e-mail is acknowledged by mail: the reference, the next step, the status page", async ({
  page,
  mail,
  javaScript,
}, testInfo) => {
  const { stage, smtp } = mail;
  const parent = unique("Farah", testInfo);
  const email = `${parent.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
  const ready = await openForm(page, `${stage.url()}/contact/info`, javaScript);
  await field(page, "Parent's Name").fill(parent);
  await field(page, "Mobile Number").fill("9876543210");
  await field(page, "Email").fill(email);
  await field(page, "Message").fill("Can we visit on a Saturday?");
  await field(page, "How did you hear about us? (optional)").selectOption("Friends or family");
  await ready();
  await section(page).getByRole("button", { name: "Send Message" }).click();

  const saved = page.getByRole("alertdialog", { name: "Saved" });
  await expect(saved).toContainText(/Your reference is [A-Z]{3}-[2-9A-HJ-NP-Z]{5}\./);
  const reference = /[A-Z]{3}-[2-9A-HJ-NP-Z]{5}/.exec(await saved.innerText())?.[0] ?? "";
  expect(stage.query<{ source: string }>("select source from enquiries where reference = ?", reference)).toEqual([{ source: "Friends or family" }]);

  // The outbox worker polls every few seconds: the mail arrives within its interval.
  const received = await eventually(() => smtp.mails.find((found) => found.to.includes(email)), 20_000);
  expect(received.subject).toBe(`${sunshine.clientName}: We have received your enquiry ${reference}`);
  expect(received.replyTo).toBe(sunshine.contactEmail1);
  expect(received.raw).toMatch(/^From: Nurture <mail@nurture\.test>/m);
  expect(received.text).toContain(`Dear ${parent},`);
  expect(received.text).toContain("Can we visit on a Saturday?");
  expect(received.text).toContain("http://localhost/admissions/status");
  expect(received.html).toContain(reference);
  expect(received.html).toContain('<a href="http://localhost/admissions/status">');
});
