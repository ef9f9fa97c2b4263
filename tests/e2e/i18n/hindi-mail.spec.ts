import type { Browser, Page } from "@playwright/test";
import { expect, openForm, unique, type FormsStage } from "../forms/harness.js";
import { PSEUDO, test, untranslated } from "./harness.js";

// README "Languages": "Mails". The school's acknowledgement follows the page the parent sent the
// form from: an enquiry sent from /hi/contact/info is acknowledged by a Hindi mail, and one sent
// from the pseudo-locale's page by a mail whose every word came from the mail catalogue (the
// pages' own check of untranslated text, run on the mail). The mails are read from the provider's
// outbox, where the submission's own transaction wrote them.

type Mail = { subject: string; body: string; html: string };

const field = (id: string) => `#enquiry-form-${id}`;

/** Sends a valid enquiry from `url`; answers the reference the 'Saved' dialog shows. */
async function sendEnquiry(page: Page, url: string, javaScript: boolean, values: { parent: string; email: string; message: string }) {
  const ready = await openForm(page, url, javaScript, "#enquiry-form");
  await page.locator(field("parentName")).fill(values.parent);
  await page.locator(field("parentMobile")).fill("9876543210");
  await page.locator(field("email")).fill(values.email);
  await page.locator(field("message")).fill(values.message);
  await ready();
  await page.locator("#enquiry-form button[type=submit]").click();
  const saved = page.locator("#enquiry-saved");
  await expect(saved).toBeVisible();
  return /[A-Z]{3}-[2-9A-HJ-NP-Z]{5}/.exec(await saved.innerText())?.[0] ?? "";
}

const acknowledgement = (stage: FormsStage, email: string, reference: string): Mail => {
  const [mail] = stage.query<Mail>(
    "select subject, body, html from outbox where recipient = ? and sourceKind = 'enquiry' and subject like ? order by id",
    email,
    `%${reference}%`,
  );
  if (!mail) throw new Error(`no acknowledgement of ${reference} to ${email}`);
  return mail;
};

/** The mail as a page (its subject, its plain text and its HTML part), for the pages' own check. */
async function mailAsPage(browser: Browser, mail: Mail): Promise<Page> {
  const page = await (await browser.newContext({ javaScriptEnabled: true })).newPage();
  await page.setContent(mail.html);
  await page.evaluate(({ subject, body }) => {
    const heading = document.createElement("h1");
    heading.textContent = subject;
    const text = document.createElement("pre");
    text.textContent = body;
    document.body.prepend(heading, text);
  }, mail);
  return page;
}

test("an enquiry sent from the Hindi page is acknowledged by a Hindi mail", async ({ page, stage, javaScript }, testInfo) => {
  const parent = unique("Asha", testInfo);
  const email = `${parent.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
  const reference = await sendEnquiry(page, `${stage.url()}/hi/contact/info`, javaScript, { parent, email, message: "क्या जून से सीट है?" });
  expect(reference).not.toBe("");
  expect(stage.query<{ language: string }>("select language from enquiries where reference = ?", reference)).toEqual([{ language: "hi" }]);

  const mail = acknowledgement(stage, email, reference);
  expect(mail.subject).toContain(`आपकी पूछताछ ${reference} हमें मिल गई है`);
  expect(mail.body).toContain(`प्रिय ${parent},`);
  expect(mail.body).toContain(`आपकी संदर्भ संख्या ${reference} है।`);
  expect(mail.body).toContain("आगे क्या होगा:");
  expect(mail.body).toContain("आपका संदेश:\nक्या जून से सीट है?");
  expect(mail.body).toContain("http://localhost/admissions/status");
  expect(mail.html).toContain('<a href="http://localhost/admissions/status">');
  // No English sentence of the English acknowledgement.
  expect(mail.body).not.toMatch(/Dear |Thank you|What happens next|Your message/);
});

test("an enquiry sent from the pseudo-locale's page is acknowledged with no untranslated text", async ({
  page,
  browser,
  pseudoStage,
  javaScript,
}, testInfo) => {
  const parent = unique("Asha", testInfo);
  const email = `${parent.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
  const message = "Can we visit on a Saturday?";
  const reference = await sendEnquiry(page, `${pseudoStage.url()}${PSEUDO}/contact/info`, javaScript, { parent, email, message });
  expect(pseudoStage.query<{ language: string }>("select language from enquiries where reference = ?", reference)).toEqual([{ language: "en-XA" }]);
  const mail = acknowledgement(pseudoStage, email, reference);
  expect(mail.subject).toContain("[Ŵé ĥåṽé ŕéçéîṽéð ýöûŕ éñǫûîŕý");
  const shown = await mailAsPage(browser, mail);
  try {
    // Only what the parent typed may be English; the reference and the links are allowed tokens.
    expect(await untranslated(shown, { typed: [parent, message, "9876543210"] })).toEqual([]);
  } finally {
    await shown.context().close();
  }
});

test("an enrollment sent from the pseudo-locale's page is acknowledged with no untranslated text", async ({
  page,
  browser,
  pseudoStage,
  javaScript,
}, testInfo) => {
  const child = unique("Asha", testInfo);
  const email = `${child.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.org`;
  const typed = [child, "Meera Joshi", "9822041563", "Flat 5, Baner, Pune"];
  const input = (name: string) => page.locator(`#enrollment-form-${name}`);
  const ready = await openForm(page, `${pseudoStage.url()}${PSEUDO}/admissions/enrollmentForm`, javaScript, "#enrollment-form");
  await input("childName").fill(child);
  await input("childAge").fill("4");
  await input("gender").selectOption("female");
  await input("childDateOfBirth").fill("2022-10-15");
  // The demo's KG class (4 to under 5 on 31 March 2027), whatever the option's accents.
  const kg = await input("classId")
    .locator("option")
    .evaluateAll((options) => options.find((option) => /[KĶ][GĜĢ]/.test(option.textContent ?? ""))?.getAttribute("value") ?? "");
  await input("classId").selectOption(kg);
  await input("parentName").fill("Meera Joshi");
  await input("parentContact").fill("9822041563");
  await input("email").fill(email);
  await input("address").fill("Flat 5, Baner, Pune");
  await ready();
  await page.locator("#enrollment-form button[type=submit]").click();
  await expect.poll(() => pseudoStage.count("select count(*) as n from enrollments where childName = ?", child), { timeout: 15_000 }).toBe(1);
  const [row] = pseudoStage.query<{ language: string; reference: string }>("select language, reference from enrollments where childName = ?", child);
  expect(row!.language).toBe("en-XA");

  const [mail] = pseudoStage.query<Mail>("select subject, body, html from outbox where recipient = ? and sourceKind = 'enrollment'", email);
  expect(mail!.subject).toContain(row!.reference);
  const shown = await mailAsPage(browser, mail!);
  try {
    expect(await untranslated(shown, { typed })).toEqual([]);
  } finally {
    await shown.context().close();
  }
});
