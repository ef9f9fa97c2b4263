import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { demoSchools } from "../../../api/demo-data.js";
import { UPI_ID_MESSAGE, UTR_MESSAGE } from "../../../shared/upi.js";
import { eventually, startSmtp, type TestSmtp } from "../../api/smtp.js";
import { expectFieldError, post, startStage, test as base, type FormsStage } from "../forms/harness.js";
import { mobileFor } from "../forms/visits.js";
import { claimLink, createSchool, expect, expectNoAxeViolations, onlyIn, otherPage, signIn, toast, unique } from "./harness.js";

// The registration fee by UPI (README "Admissions": "Registration fee by UPI"), end to end with a
// real SMTP server, JavaScript on at 1280 px and off at 375 px: a parent looks their application
// up on the status page, sees the amount, a QR code that reads as NPCI's deep link and the link
// itself, gives a UTR that is refused at its field and then a good one; staff confirm it on
// /staff/payments, the receipt mail arrives with its number and the status page says paid. A
// payment rejected with a reason is told to the parent, who submits again. Another school's staff
// cannot touch it; the owner sets the school's UPI ID on /staff/admissions.

const test = base.extend<{ fee: { stage: FormsStage; smtp: TestSmtp } }, { feeStage: { stage: FormsStage; smtp: TestSmtp } }>({
  feeStage: [
    async ({}, use) => {
      const smtp = await startSmtp();
      const { stage, dispose } = await startStage({}, { SMTP_URL: smtp.url, MAIL_FROM: "Nurture <mail@nurture.test>" });
      await use({ stage, smtp });
      await dispose();
      await smtp.close();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  fee: async ({ feeStage }, use) => use(feeStage),
});

const sunshine = demoSchools[0]!;
const staffOf = (school: (typeof demoSchools)[number]) => school.accounts.find((account) => account.role === "staff")!;
const PASSWORD = "Lantern-Monsoon-Ridge-37";
/** Dates of birth that fit the demo's Delhi rules on 31 March 2027. */
const CLASSES = { Playgroup: { born: "2024-10-15", fee: "₹500" }, Nursery: { born: "2023-10-15", fee: "₹1,000" } } as const;

/** A UTR of the test's own: 12 digits. */
const utrFor = () => `4${String(Math.floor(Math.random() * 1e11)).padStart(11, "0")}`;

/** An application to a demo class with a fee, sent as the enrollment form sends it, with an e-mail. */
async function apply(stage: FormsStage, className: keyof typeof CLASSES, childName: string) {
  const classes = (await (await fetch(`${stage.apiUrl}/admissions/classes?clientId=1`)).json()) as { data: { id: number; name: string }[] };
  const mobile = mobileFor();
  const email = `fee.${mobile}@example.org`;
  const query = new URLSearchParams({
    clientId: "1",
    childName,
    childAge: "2",
    gender: "female",
    parentName: "Kavya Rao",
    parentContact: mobile,
    address: "7 Lake Road, Baner, Pune",
    additionalInformation: "",
    email,
    classId: String(classes.data.find((row) => row.name === className)!.id),
    childDateOfBirth: CLASSES[className].born,
  });
  const answer = await fetch(`${stage.apiUrl}/enrollment/new?${query}`, { method: "POST" });
  const body = (await answer.json()) as { reference: string };
  expect(answer.status).toBe(201);
  return { reference: body.reference, mobile, email, childName };
}

type Family = Awaited<ReturnType<typeof apply>>;

const main = (page: Page) => page.getByRole("main");

/** The status page's lookup, answered with the record and its fee section. */
async function lookUp(page: Page, stage: FormsStage, family: Family) {
  await page.goto(`${stage.url()}/admissions/status`);
  await main(page).getByLabel("Reference", { exact: true }).fill(family.reference);
  await main(page).getByLabel("Mobile Number", { exact: true }).fill(family.mobile);
  await main(page).getByRole("button", { name: "Check Status" }).click();
  const result = main(page).getByRole("region", { name: `Status of ${family.reference}` });
  await expect(result).toBeVisible();
  return { result, fee: result.getByRole("region", { name: "Registration fee" }) };
}

/**
 * The QR code as the browser painted it, read from a screenshot of the page by jsQR (a reader
 * of its own): @paulmillr/qr's own decoder throws on about one reference in sixty that phones and jsQR
 * read, so it cannot be the judge.
 */
async function readQr(qr: Locator) {
  const { data, info } = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data;
}

/**
 * A staff member of the school signs in. The tests' own page serves the parent and then the staff
 * member: the status page reads no session, and the accessibility check of a page without
 * JavaScript needs that page.
 */
async function signInStaff(page: Page, stage: FormsStage, school: "A" | "B" = "A") {
  const account = staffOf(demoSchools[school === "A" ? 0 : 1]!);
  await signIn(page, `${stage.url(school)}/login`, account.email, account.password);
  await page.waitForURL(/\/staff$/);
  return page;
}

/** A parent's UTR given on the status page, as the school will then see it. */
async function pay(fee: Locator, utr: string) {
  await fee.getByLabel("UPI transaction reference (UTR)").fill(utr);
  await fee.getByRole("button", { name: /^(Submit the UTR|Save the corrected UTR)$/ }).click();
}

test("a parent pays by UPI from the status page, staff confirm it, the receipt is mailed and the page says paid", async ({
  page,
  fee: { stage, smtp },
  phone,
}, testInfo) => {
  test.setTimeout(150_000);
  const family = await apply(stage, "Playgroup", unique("Asha", testInfo));
  const { result, fee } = await lookUp(page, stage, family);

  // What is asked: the amount, the QR code (read back from the screen) and the same deep link.
  await expect(fee.getByRole("definition").first()).toHaveText("₹500");
  await expect(fee).toContainText(`${sunshine.client.clientName} (sunshinekids@okaxis)`);
  const qr = fee.getByRole("img", { name: "UPI QR code to pay ₹500" });
  await expect(qr).toBeVisible();
  const link = await fee.getByRole("link", { name: "Open in UPI app" }).getAttribute("href");
  expect(link).toBe(`upi://pay?pa=sunshinekids@okaxis&pn=Sunshine%20Kids%20Academy&am=500.00&cu=INR&tn=${family.reference}`);
  const asked = new URL(link!);
  expect(asked.protocol).toBe("upi:");
  expect(Object.fromEntries(asked.searchParams)).toEqual({
    pa: "sunshinekids@okaxis",
    pn: sunshine.client.clientName,
    am: "500.00",
    cu: "INR",
    tn: family.reference,
  });
  expect(await readQr(qr)).toBe(link);
  // Big enough to scan, inside the page at a phone's width too.
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(200);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width - (phone ? 16 : 0));
  await expectNoAxeViolations(page);

  // A UTR that is not 12 digits: refused at its field, the value kept.
  const utrField = fee.getByLabel("UPI transaction reference (UTR)");
  await pay(fee, "12345-678");
  await expectFieldError(utrField, UTR_MESSAGE);
  await expect(utrField).toHaveValue("12345-678");
  await expectNoAxeViolations(page);

  // The UTR from the app: stored, and the page says the school will confirm it.
  const utr = utrFor();
  await pay(fee, utr);
  await expect(result).toContainText(`Thank you. The school will confirm your payment of ₹500 when it finds UTR ${utr} on its bank statement.`);
  await expect(fee).toContainText("Waiting for the school to confirm");
  await expect(fee).toContainText(utr);
  // Paid already: no second link to pay with, only the UTR to correct.
  await expect(fee.getByRole("img")).toHaveCount(0);
  await expect(fee.getByRole("link", { name: "Open in UPI app" })).toHaveCount(0);
  await expect(fee.getByRole("button", { name: "Save the corrected UTR" })).toBeVisible();

  // Staff find it waiting on /staff/payments, reached from the console's menu.
  const staff = await signInStaff(page, stage);
  // Beside the other admissions pages in the console's menu (behind its Menu button on a phone).
  if (phone) await staff.locator("#console-menu > summary").click();
  await staff
    .getByRole("navigation", { name: "Staff console" })
    .getByRole("link", { name: "Payments", exact: true })
    .filter({ visible: true })
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const card = staff.getByRole("article", { name: `${family.childName} · ₹500` });
  await expect(card).toContainText(family.reference);
  await expect(card).toContainText("Playgroup 2027–28");
  await expect(card).toContainText(utr);
  await expect(card).toContainText("Waiting");
  await expect(card).toContainText(/Submitted.*\d{4}/s);
  await expectNoAxeViolations(staff);
  await card.getByRole("button", { name: `Confirm ₹500 for ${family.childName}, UTR ${utr}` }).click();
  await expect(toast(staff, /^Payment confirmed: receipt SUN-2027-\d{4}$/)).toBeVisible();
  const receipt = /SUN-2027-\d{4}/.exec((await toast(staff, /^Payment confirmed/).innerText()) ?? "")![0];
  // Confirmed payments leave the waiting list and are found under their status.
  await expect(card).toHaveCount(0);
  await staff.getByLabel("Show", { exact: true }).selectOption({ label: "Confirmed" });
  await staff.getByRole("button", { name: "Show", exact: true }).click();
  await expect(staff).toHaveURL(/\/staff\/payments\?status=confirmed$/);
  await expect(card).toContainText(receipt);

  // The receipt, by mail, with its number.
  const mail = await eventually(() => smtp.mails.find((found) => found.to.includes(family.email) && found.subject.includes(": Receipt ")), 20_000);
  expect(mail.subject).toBe(`${sunshine.client.clientName}: Receipt ${receipt} for the registration fee of ${family.childName}`);
  expect(mail.replyTo).toBe(sunshine.client.contactEmail1);
  expect(mail.text).toContain(`Receipt no.: ${receipt}`);
  expect(mail.text).toContain("Amount: ₹500");
  expect(mail.text).toContain(`Paid by: UPI, transaction reference (UTR) ${utr}`);

  // The status page says paid, with the receipt number, and asks nothing more.
  const after = await lookUp(page, stage, family);
  await expect(after.fee).toContainText("Paid");
  await expect(after.fee).toContainText(receipt);
  await expect(after.fee.getByRole("img")).toHaveCount(0);
  await expect(after.fee.getByRole("textbox")).toHaveCount(0);
});

test("a payment staff cannot find is rejected with a reason, which the parent reads before paying again", async ({
  page,
  fee: { stage, smtp },
}, testInfo) => {
  test.setTimeout(150_000);
  const family = await apply(stage, "Nursery", unique("Ravi", testInfo));
  const { fee } = await lookUp(page, stage, family);
  await expect(fee.getByRole("img", { name: "UPI QR code to pay ₹1,000" })).toBeVisible();
  const wrong = utrFor();
  await pay(fee, wrong);
  await expect(fee).toContainText("Waiting for the school to confirm");

  // Rejected without a reason: refused at the field; with one: done, and the parent is mailed.
  const staff = await signInStaff(page, stage);
  await staff.goto(`${stage.url()}/staff/payments`);
  const card = staff.getByRole("article", { name: `${family.childName} · ₹1,000` });
  const what = `₹1,000 for ${family.childName}, UTR ${wrong}`;
  await card.getByText("Reject…").click();
  const form = card.getByRole("form", { name: `Reject ${what}` });
  await form.getByRole("button", { name: "Reject the payment" }).click();
  await expectFieldError(form.getByLabel("Reason"), "Reason is required: it is mailed to the parent");
  await expectNoAxeViolations(staff);
  const reason = "No payment with this UTR on our statement of today";
  await form.getByLabel("Reason").fill(reason);
  await form.getByRole("button", { name: "Reject the payment" }).click();
  await expect(toast(staff, "Payment rejected: the parent has been told why")).toBeVisible();
  await staff.goto(`${stage.url()}/staff/payments?status=rejected`);
  await expect(card).toContainText(reason);
  await expect(card.getByRole("button")).toHaveCount(0);

  const mail = await eventually(
    () => smtp.mails.find((found) => found.to.includes(family.email) && found.subject.includes(": We could not confirm")),
    20_000,
  );
  expect(mail.subject).toBe(`${sunshine.client.clientName}: We could not confirm the registration fee for ${family.childName} (${family.reference})`);
  expect(mail.text).toContain(`The school's reason: ${reason}`);

  // The parent reads why, finds the link to pay again and submits the right UTR.
  const again = await lookUp(page, stage, family);
  await expect(again.fee).toContainText("Not found by the school");
  await expect(again.fee).toContainText(reason);
  await expect(again.fee.getByRole("img", { name: "UPI QR code to pay ₹1,000" })).toBeVisible();
  await expect(again.fee.getByLabel("UPI transaction reference (UTR)")).toHaveValue(wrong);
  const right = utrFor();
  await pay(again.fee, right);
  await expect(again.fee).toContainText("Waiting for the school to confirm");
  await expect(again.fee).toContainText(right);
});

test(
  "another school's staff get the console's 404 for a payment's confirmation",
  onlyIn("desktop-js"),
  async ({ page, fee: { stage }, browser }, testInfo) => {
    const family = await apply(stage, "Playgroup", unique("Wall", testInfo));
    const { fee } = await lookUp(page, stage, family);
    await pay(fee, utrFor());
    await expect(fee).toContainText("Waiting for the school to confirm");
    const [payment] = stage.query<{ id: number }>(
      "select p.id from admissionPayments p join enrollments e on e.id = p.enrollmentId where e.reference = ?",
      family.reference,
    );

    const rainbow = await signInStaff(await otherPage(browser, true), stage, "B");
    await rainbow.goto(`${stage.url("B")}/staff/payments?status=all`);
    await expect(rainbow.getByRole("main")).not.toContainText(family.reference);
    // The console's own form, posted with that member's session for the other school's payment.
    const cookie = (await rainbow.context().cookies(stage.url("B"))).map(({ name, value }) => `${name}=${value}`).join("; ");
    const tried = await post(`${stage.url("B")}/staff/payments`, { intent: "confirm", id: String(payment!.id) }, { Cookie: cookie });
    expect(tried.status).toBe(404);
    await rainbow.context().close();
    expect(stage.query("select status, receiptNumber from admissionPayments where id = ?", payment!.id)).toEqual([
      { status: "submitted", receiptNumber: null },
    ]);
  },
);

test("an owner sets the school's UPI ID on the admissions page, checked as the provider checks it", async ({ page, fee: { stage } }, testInfo) => {
  test.setTimeout(120_000);
  const school = await createSchool(stage, unique("Upi", testInfo));
  await claimLink(page, school.ownerLink, PASSWORD);
  await page.goto(`${school.origin}/staff/admissions`);
  const section = page.getByRole("region", { name: "Registration fee by UPI" });
  await expect(section).toContainText("No UPI ID: parents are not asked to pay.");
  const form = section.getByRole("form", { name: "Registration fee by UPI" });
  await form.getByLabel("School's UPI ID").fill("sunshine kids");
  await form.getByLabel("Payee name").fill("Upi Trust");
  await form.getByRole("button", { name: "Save the UPI settings" }).click();
  await expectFieldError(form.getByLabel("School's UPI ID"), UPI_ID_MESSAGE);
  await expect(form.getByLabel("Payee name")).toHaveValue("Upi Trust");
  await expectNoAxeViolations(page);
  await form.getByLabel("School's UPI ID").fill("upitrust@okaxis");
  await form.getByRole("button", { name: "Save the UPI settings" }).click();
  await expect(toast(page, "Parents now pay Upi Trust at upitrust@okaxis")).toBeVisible();
  await expect(section).toContainText("Parents pay Upi Trust at upitrust@okaxis.");
  expect(stage.query("select upiId, upiName from clients where id = ?", school.clientId)).toEqual([
    { upiId: "upitrust@okaxis", upiName: "Upi Trust" },
  ]);
});
