import type { Page } from "@playwright/test";
import { demoSchools } from "../../../api/demo-data.js";
import { eventually, startSmtp, type TestSmtp } from "../../api/smtp.js";
import { expect, openForm, startStage, test as base, unique, type FormsStage } from "./harness.js";
import { field as mainField, fillDetails, main, mobileFor, openTimes, parseCalendar, radio, slotValue, VISIT_PATH, ymdTime } from "./visits.js";

// Every family hears back (README "Forms and sign-in": "Mails to families"), end to end with a real
// SMTP server: a parent sends an enquiry with an e-mail on /contact/info and the school's
// acknowledgement arrives, with the reference the page showed, the school as Reply-To and the
// status page link; and a parent books a visit, moves and cancels it, and every mail of it arrives
// (the confirmation and the move with their .ics, the reminder a day before, the cancellation).
// JavaScript on at 1280 px and off at 375 px.

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

test("a parent books a visit, moves it and cancels it: the confirmation and the move with their .ics, the reminder, the cancellation", async ({
  page,
  mail,
  javaScript,
}, testInfo) => {
  const { stage, smtp } = mail;
  const parentName = unique("Meera", testInfo);
  const mobile = mobileFor();
  const email = `visit.${mobile}@example.org`;
  const mailsTo = () => smtp.mails.filter((found) => found.to.includes(email));
  const nextMail = (count: number) => eventually(() => mailsTo()[count - 1], 20_000);
  // Two times more than a day and a half away, so each has a reminder queued a day before it.
  const later = (await openTimes(stage)).filter((time) => Date.parse(`${time.date}T${time.startTime}:00+05:30`) - Date.now() > 36 * 3600_000);
  const [first, second] = later;
  if (!first || !second) throw new Error("the demo school has too few open times");

  // Booked on /admissions/visit, with an e-mail.
  const ready = await openForm(page, `${stage.url()}${VISIT_PATH}`, javaScript);
  await radio(page, first).check();
  await fillDetails(page, { parentName, parentMobile: mobile, email, childName: "Vihaan", childDateOfBirth: "2021-11-02" });
  await ready();
  await main(page).getByRole("button", { name: "Book the Visit" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Your visit is booked" })).toBeVisible();
  const [visit] = stage.query<{ id: number; reference: string }>("select id, reference from visits where parentName = ?", parentName);
  const reference = visit!.reference;

  const booked = await nextMail(1);
  expect(booked.subject).toMatch(new RegExp(`^${sunshine.clientName}: Your visit on .+ at 10:00 AM is booked \\(${reference}\\)$`));
  expect(booked.replyTo).toBe(sunshine.contactEmail1);
  expect(booked.text).toContain(`Dear ${parentName},`);
  expect(booked.text).toContain(`Reference: ${reference}`);
  expect(booked.text).toContain("We will send you a reminder a day before the visit.");
  expect(booked.text).toContain("http://localhost/admissions/status");
  expect(booked.html).toContain(reference);
  expect(booked.attachments.map((file) => file.filename)).toEqual([`visit-${reference}.ics`]);
  expect(parseCalendar(booked.attachments[0]!.content)).toEqual({ tzid: "Asia/Kolkata", zone: "Asia/Kolkata", start: ymdTime(first) });

  // Moved from the status page (reference and mobile).
  await page.goto(`${stage.url()}/admissions/status`);
  await mainField(page, "Reference").fill(reference);
  await mainField(page, "Mobile Number").fill(mobile);
  await main(page).getByRole("button", { name: "Check Status" }).click();
  const result = main(page).getByRole("region", { name: `Status of ${reference}` });
  const move = result.getByRole("form", { name: "Move the visit" });
  await move.locator(`input[type=radio][value="${slotValue(second)}"]`).check();
  await move.getByRole("button", { name: "Move to this time" }).click();
  await expect(result).toContainText("Your visit is moved to");

  const moved = await nextMail(2);
  expect(moved.subject).toMatch(new RegExp(`^${sunshine.clientName}: Your visit has moved to .+ at 10:00 AM \\(${reference}\\)$`));
  expect(moved.attachments).toHaveLength(1);
  expect(parseCalendar(moved.attachments[0]!.content)).toEqual({ tzid: "Asia/Kolkata", zone: "Asia/Kolkata", start: ymdTime(second) });

  // The school hears of the move too: which family, the time before and after.
  const toSchool = (done: string) =>
    eventually(
      () =>
        smtp.mails.find(
          (found) =>
            found.to.includes(sunshine.contactEmail1) && found.subject === `[${sunshine.clientName}] Visit ${reference} ${done} by the family`,
        ),
      20_000,
    );
  const notice = await toSchool("moved");
  expect(notice.text).toContain(`Parent: ${parentName}`);
  expect(notice.text).toContain(`Was: ${longDay(first.date)}`);
  expect(notice.text).toContain(`Now: ${longDay(second.date)}, 10:00 AM`);

  // One reminder is waiting, a day before the new time (the first time's was withdrawn).
  const pending = () =>
    stage.query<{ id: number; nextAttemptAt: string }>(
      "select id, nextAttemptAt from outbox where sourceKind = 'visit' and sourceId = ? and recipient = ? and status = 'pending'",
      visit!.id,
      email,
    );
  const reminders = pending();
  expect(reminders).toHaveLength(1);
  expect(Date.parse(reminders[0]!.nextAttemptAt)).toBe(Date.parse(`${second.date}T${second.startTime}:00+05:30`) - 24 * 3600_000);
  // A day passes: the reminder falls due and the outbox worker sends it.
  stage.execute("update outbox set nextAttemptAt = ? where id = ?", new Date().toISOString(), reminders[0]!.id);
  const reminder = await nextMail(3);
  expect(reminder.subject).toBe(`${sunshine.clientName}: Reminder: your visit tomorrow at 10:00 AM (${reference})`);
  expect(reminder.replyTo).toBe(sunshine.contactEmail1);
  expect(reminder.text).toContain(`Reference: ${reference}`);
  expect(reminder.text).toContain(`Date: ${longDay(second.date)}`);

  // Cancelled from the status page, after asking.
  await result.getByRole("button", { name: "Cancel visit" }).click();
  await result.getByRole("button", { name: "Yes, cancel the visit" }).click();
  await expect(result).toContainText("Your visit is cancelled.");
  const cancelled = await nextMail(4);
  expect(cancelled.subject).toMatch(new RegExp(`^${sunshine.clientName}: Your visit on .+ is cancelled \\(${reference}\\)$`));
  expect(cancelled.text).toContain(`As you asked, your visit to ${sunshine.clientName} is cancelled:`);
  expect(cancelled.text).toContain(`http://localhost${VISIT_PATH}`);
  expect(pending()).toEqual([]);
  expect(mailsTo()).toHaveLength(4);
  expect((await toSchool("cancelled")).text).toContain("Now: cancelled");
});

/** A date as the mails write it: "Saturday, 28 November 2026". */
function longDay(date: string) {
  const [year, month, day] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(year!, month! - 1, day!));
  const name = (options: Intl.DateTimeFormatOptions) => utc.toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });
  return `${name({ weekday: "long" })}, ${day} ${name({ month: "long" })} ${year}`;
}
