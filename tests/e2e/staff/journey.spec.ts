import type { Page } from "@playwright/test";
import { DateTime } from "luxon";
import { pdf } from "../../fixtures/documents.js";
import { openForm } from "../forms/harness.js";
import { callProvider, claimLink, createSchool, expect, expectNoAxeViolations, otherPage, test, toast, unique, type FormsStage } from "./harness.js";

// A family's way through admissions (README "Admissions"), the parent at the project's width and
// JavaScript setting, the school's owner on a desktop, each in a school of its own that opens
// 2027–28 with its Nursery: a family goes received → visit → documents → fee (the UPI QR code and
// the UTR, staff confirm, the receipt mail) → offer → accept → enrolled; in a class of one seat,
// an offer not accepted by its deadline lapses by itself, the seat comes free and the first family
// on the waitlist is flagged, offered the seat, accepts and is enrolled — the seats counted right
// at every step.

const PASSWORD = "Harbour-Tamarind-Kite-58";
const NURSERY = "Nursery 2027–28 (3 to under 4 on 31 March 2027)";

/** The school's open year with one class, as its owner would set it up on /staff/admissions. */
function openYear(stage: FormsStage, clientId: number, seats: number) {
  stage.execute(`insert into admissionYears (clientId, label, startsOn, open) values (?, '2027–28', '2027-04-01', 1)`, clientId);
  const [year] = stage.query<{ id: number }>("select id from admissionYears where clientId = ?", clientId);
  stage.execute(
    `insert into admissionClasses (clientId, yearId, name, seats, minMonths, underMonths, ageOn, feeRupees) values (?, ?, 'Nursery', ?, 36, 48, '2027-03-31', 500)`,
    clientId,
    year!.id,
    seats,
  );
  const [nursery] = stage.query<{ id: number }>("select id from admissionClasses where clientId = ?", clientId);
  return nursery!.id;
}

/** An application sent straight to the provider, as the form sends it (the form itself is tested in forms/). */
async function apply(stage: FormsStage, clientId: number, classId: number, child: string, mobile: string) {
  const params = new URLSearchParams({
    clientId: String(clientId),
    childName: child,
    childAge: "3",
    gender: "female",
    parentName: `Parent of ${child}`,
    parentContact: mobile,
    address: "12 Lake Road, Pune",
    classId: String(classId),
    childDateOfBirth: "2023-10-15",
  });
  const sent = await callProvider(stage, `/enrollment/new?${params}`);
  expect(sent.status).toBe(201);
  return (sent.body as { reference: string }).reference;
}

const idOf = (stage: FormsStage, reference: string) =>
  stage.query<{ id: number }>("select id from enrollments where reference = ?", reference)[0]!.id;

async function lookUp(page: Page, origin: string, reference: string, mobile: string) {
  await page.goto(`${origin}/admissions/status`);
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Check Status" }).click();
  return page.getByRole("region", { name: `Status of ${reference}` });
}

/** What a school sets up beside its year: the checklist, the UPI ID, weekly visit times. */
function readyForFamilies(stage: FormsStage, clientId: number, classId: number) {
  stage.execute("insert into admissionChecklist (clientId, classId, name, position) values (?, ?, 'Birth certificate', 1)", clientId, classId);
  stage.execute("update clients set upiId = 'journey@okaxis' where id = ?", clientId);
  for (let weekday = 1; weekday <= 7; weekday++)
    stage.execute("insert into visitSlots (clientId, weekday, startTime, lengthMinutes, places) values (?, ?, '10:00', 45, 4)", clientId, weekday);
}

const schoolDay = (days: number) => DateTime.now().setZone("Asia/Kolkata").plus({ days });

test("an offer lapses by itself and the next on the waitlist is flagged; that family accepts and is enrolled", async ({
  page,
  browser,
  stage,
  javaScript,
}, testInfo) => {
  test.setTimeout(180_000);
  const school = await createSchool(stage, unique("Seats", testInfo));
  const nursery = openYear(stage, school.clientId, 1);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 250)}` });

  // Three families apply for the one seat; the first with the form itself.
  const first = unique("Meera", testInfo);
  const ready = await openForm(page, `${school.origin}/admissions/enrollmentForm`, javaScript);
  const form = page.getByRole("main");
  await form.getByLabel("Child's Name", { exact: true }).fill(first);
  await form.getByLabel("Child's Age", { exact: true }).fill("3");
  await form.getByLabel("Gender", { exact: true }).selectOption("female");
  await form.getByLabel("Parent's Name", { exact: true }).fill("Anita Rao");
  await form.getByLabel("Parent's Contact Number", { exact: true }).fill("9822051001");
  await form.getByLabel("Address", { exact: true }).fill("4 Hill Road, Pune");
  await form.getByLabel("Child's Date of Birth", { exact: true }).fill("2023-10-15");
  await form.getByLabel("Class", { exact: true }).selectOption({ label: NURSERY });
  await ready();
  await page.getByRole("button", { name: "Submit Enrollment" }).click();
  await expect(toast(page, `has received the enrollment for ${first}`)).toBeVisible();
  const firstRef = stage.query<{ reference: string }>("select reference from enrollments where childName = ?", first)[0]!.reference;
  const second = await apply(stage, school.clientId, nursery, unique("Diya", testInfo), "9822051002");
  const third = await apply(stage, school.clientId, nursery, unique("Riya", testInfo), "9822051003");

  // The owner offers the seat to the first family, with a deadline a week ahead.
  const owner = await otherPage(browser, javaScript);
  await claimLink(owner, school.ownerLink, PASSWORD);
  await owner.goto(`${school.origin}/staff/inbox/enrollment/${idOf(stage, firstRef)}`);
  const seat = owner.getByRole("region", { name: "Seat and offer" });
  await expect(seat).toContainText("1 of 1 left");
  const deadline = schoolDay(7);
  await seat.getByLabel("Accept by").fill(deadline.toISODate()!);
  await seat.getByRole("button", { name: "Offer a seat" }).click();
  await expect(toast(owner, "Seat in Nursery 2027–28 offered")).toBeVisible();
  await expect(owner.getByRole("region", { name: "Seat and offer" })).toContainText("0 of 1 left");
  await expectNoAxeViolations(owner);

  // The other two wait on the list, in the order staff put them.
  for (const reference of [second, third]) {
    await owner.goto(`${school.origin}/staff/inbox/enrollment/${idOf(stage, reference)}`);
    await owner.getByLabel("New status").selectOption({ label: "Move to Waitlisted" });
    await owner.getByRole("button", { name: "Save", exact: true }).click();
    await expect(toast(owner, 'Stage is now "Waitlisted"')).toBeVisible();
  }
  await owner.goto(`${school.origin}/staff/admissions`);
  const seats = owner.getByRole("table", { name: "Seats and waitlists" });
  // Seats, held, left: the one seat is held by the offer.
  await expect(seats.getByRole("row", { name: /Nursery 2027–28/ }).getByRole("cell")).toHaveText(["1", "1", "0", /./]);
  await expect(seats.getByRole("listitem")).toHaveText([new RegExp(second), new RegExp(third)]);

  // The family sees the offer, its deadline, and its answers.
  const offer = await lookUp(page, school.origin, firstRef, "9822051001");
  await expect(offer).toContainText("Seat offered");
  await expect(page.getByRole("region", { name: `Offer: Nursery 2027–28 — accept by ${deadline.toFormat("d MMM")}` })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept the offer" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The waitlisted family sees its place.
  await lookUp(page, school.origin, third, "9822051003");
  await expect(page.getByRole("main")).toContainText("Your place on the waitlist for Nursery 2027–28: number 2.");

  // The deadline passes without an answer: at the console's next look the offer has lapsed.
  stage.execute("update admissionOffers set deadline = ? where enrollmentId = ?", schoolDay(-1).toISODate(), idOf(stage, firstRef));
  await owner.goto(`${school.origin}/staff`);
  const today = owner.getByRole("region", { name: "Today" });
  await expect(today).toContainText("A seat came free: next on the waitlist");
  await expect(today.getByRole("link", { name: new RegExp(second) })).toBeVisible();
  expect(stage.count("select count(*) as n from outbox where subject like ?", "%A seat in Nursery 2027–28 is free%")).toBeGreaterThan(0);
  await lookUp(page, school.origin, firstRef, "9822051001");
  await expect(page.getByRole("main")).toContainText("Withdrawn");
  await expect(page.getByRole("main")).toContainText(`The offer lapsed: it was not accepted by ${schoolDay(-1).toFormat("d MMM")}.`);

  // The flagged family is offered the freed seat, accepts, and is enrolled.
  await today.getByRole("link", { name: new RegExp(second) }).click();
  await expect(owner.getByRole("region", { name: "Seat and offer" })).toContainText("A seat came free: this family is next on the waitlist.");
  await expect(owner.getByRole("region", { name: "Seat and offer" })).toContainText("1 of 1 left");
  await owner.getByLabel("Accept by").fill(schoolDay(3).toISODate()!);
  await owner.getByRole("button", { name: "Offer a seat" }).click();
  await expect(toast(owner, "Seat in Nursery 2027–28 offered")).toBeVisible();
  await lookUp(page, school.origin, second, "9822051002");
  await page.getByRole("button", { name: "Accept the offer" }).click();
  await expect(page.getByRole("main")).toContainText("Thank you: you have accepted the offer.");
  await expect(page.getByRole("region", { name: `Status of ${second}` })).toContainText("Offer accepted");
  await owner.reload();
  await owner.getByLabel("New status").selectOption({ label: "Move to Enrolled" });
  await owner.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(owner, 'Stage is now "Enrolled"')).toBeVisible();
  await expect(owner.getByRole("region", { name: "Seat and offer" })).toContainText("0 of 1 left");
  await lookUp(page, school.origin, second, "9822051002");
  await expect(page.getByRole("region", { name: `Status of ${second}` })).toContainText("Enrolled");
  await owner.context().close();
});

test("a family goes from its application through a visit, documents, the fee by UPI and an offer to enrolled", async ({
  page,
  browser,
  stage,
  javaScript,
}, testInfo) => {
  test.setTimeout(240_000);
  const school = await createSchool(stage, unique("Journey", testInfo));
  const nursery = openYear(stage, school.clientId, 2);
  readyForFamilies(stage, school.clientId, nursery);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": `192.0.2.${1 + Math.floor(Math.random() * 250)}` });
  const mobile = "9822061001";
  const email = `${unique("journey", testInfo)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")}@example.org`;
  const child = unique("Kabir", testInfo);

  // Received: the application, with the parent's e-mail.
  const params = new URLSearchParams({
    clientId: String(school.clientId),
    childName: child,
    childAge: "3",
    gender: "male",
    parentName: "Farah Khan",
    parentContact: mobile,
    address: "9 River Road, Pune",
    email,
    classId: String(nursery),
    childDateOfBirth: "2023-10-15",
  });
  const sent = await callProvider(stage, `/enrollment/new?${params}`);
  expect(sent.status).toBe(201);
  const reference = (sent.body as { reference: string }).reference;
  const result = await lookUp(page, school.origin, reference, mobile);
  await expect(result).toContainText("Received");

  // A visit booked with the same mobile moves the application by itself.
  const times = await fetch(`${stage.apiUrl}/visit/times?clientId=${school.clientId}`).then(
    (answer) => answer.json() as Promise<{ data: { date: string; slotId: number; placesLeft: number }[] }>,
  );
  const time = times.data.find((row) => row.placesLeft > 0)!;
  const visit = new URLSearchParams({
    clientId: String(school.clientId),
    date: time.date,
    slotId: String(time.slotId),
    parentName: "Farah Khan",
    parentMobile: mobile,
    email: "",
    childName: child,
    childDateOfBirth: "2023-10-15",
  });
  expect((await callProvider(stage, `/visit/new?${visit}`)).status).toBe(201);
  await expect(await lookUp(page, school.origin, reference, mobile)).toContainText("Visit booked");

  // The owner sees the family came, from the record.
  const owner = await otherPage(browser, javaScript);
  await claimLink(owner, school.ownerLink, PASSWORD);
  const record = `${school.origin}/staff/inbox/enrollment/${idOf(stage, reference)}`;
  await owner.goto(record);
  await owner.getByLabel("New status").selectOption({ label: "Move to Visited" });
  await owner.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(owner, 'Stage is now "Visited"')).toBeVisible();

  // Documents: the parent uploads the birth certificate; the school accepts it and the documents are complete.
  await lookUp(page, school.origin, reference, mobile);
  await page
    .getByLabel("Photo or PDF of the birth certificate")
    .setInputFiles({ name: "birth.pdf", mimeType: "application/pdf", buffer: await pdf() });
  await page.getByRole("button", { name: "Upload birth certificate" }).click();
  await expect(page.getByRole("main").getByRole("region", { name: "Documents", exact: true })).toContainText(
    "Uploaded, waiting for the school to check it",
  );
  await owner.goto(record);
  await owner.getByRole("button", { name: "Accept Birth certificate" }).click();
  await expect(toast(owner, "Birth certificate accepted")).toBeVisible();
  await expect(owner.getByRole("heading", { level: 1 }).locator("..")).toContainText("Documents complete");

  // The fee: the QR code and its link, the UTR; staff confirm and the receipt is mailed.
  await lookUp(page, school.origin, reference, mobile);
  const fee = page.getByRole("main").getByRole("region", { name: "Registration fee" });
  await expect(fee.getByRole("img", { name: "UPI QR code to pay ₹500" })).toBeVisible();
  const pay = new URL((await fee.getByRole("link", { name: "Open in UPI app" }).getAttribute("href")) ?? "");
  expect([pay.protocol, pay.searchParams.get("pa"), pay.searchParams.get("am"), pay.searchParams.get("tn")]).toEqual([
    "upi:",
    "journey@okaxis",
    "500.00",
    reference,
  ]);
  const utr = `5${String(Date.now()).slice(-11)}`;
  await fee.getByLabel("UPI transaction reference (UTR)").fill(utr);
  await fee.getByRole("button", { name: "Submit the UTR" }).click();
  await expect(page.getByRole("main")).toContainText(`when it finds UTR ${utr} on its bank statement`);
  await owner.goto(`${school.origin}/staff/payments`);
  await owner.getByRole("button", { name: `Confirm ₹500 for ${child}, UTR ${utr}` }).click();
  await expect(toast(owner, /^Payment confirmed: receipt [A-Z]+-2027-0001$/)).toBeVisible();
  const receipts = stage.query<{ body: string }>("select body from outbox where recipient = ? and subject like '%: Receipt %'", email);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]!.body).toMatch(/Receipt no\.: [A-Z]+-2027-0001/);
  expect(receipts[0]!.body).toContain("Amount: ₹500");

  // The offer: the fee paid, a seat of two offered; the parent accepts; the school enrolls.
  await owner.goto(record);
  const seat = owner.getByRole("region", { name: "Seat and offer" });
  await expect(owner.getByRole("heading", { level: 1 }).locator("..")).toContainText("Fee paid");
  await expect(seat).toContainText("2 of 2 left");
  await seat.getByLabel("Accept by").fill(schoolDay(10).toISODate()!);
  await seat.getByRole("button", { name: "Offer a seat" }).click();
  await expect(toast(owner, "Seat in Nursery 2027–28 offered")).toBeVisible();
  await expect(owner.getByRole("region", { name: "Seat and offer" })).toContainText("1 of 2 left");
  expect(stage.count("select count(*) as n from outbox where recipient = ? and subject like '%Offer: Nursery 2027–28 — accept by%'", email)).toBe(1);
  await lookUp(page, school.origin, reference, mobile);
  await page.getByRole("button", { name: "Accept the offer" }).click();
  await expect(page.getByRole("region", { name: `Status of ${reference}` })).toContainText("Offer accepted");
  await expectNoAxeViolations(page);
  await owner.reload();
  await owner.getByLabel("New status").selectOption({ label: "Move to Enrolled" });
  await owner.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(owner, 'Stage is now "Enrolled"')).toBeVisible();
  await expect(owner.getByRole("region", { name: "Seat and offer" })).toContainText("1 of 2 left");
  await expectNoAxeViolations(owner);

  // The whole way, in the record's history, and the family's page at the end.
  const history = owner.getByRole("table", { name: "Status changes and notes, oldest first" });
  for (const step of [
    "Received → Visit booked",
    "Visit booked → Visited",
    "Visited → Documents complete",
    "Documents complete → Fee paid",
    "Fee paid → Seat offered",
    "Seat offered → Offer accepted",
    "Offer accepted → Enrolled",
  ])
    await expect(history).toContainText(step);
  await expect(await lookUp(page, school.origin, reference, mobile)).toContainText("Enrolled");
  await owner.context().close();
});
