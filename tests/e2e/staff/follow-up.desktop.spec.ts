import { callProvider, claimLink, createSchool, expect, expectNoAxeViolations, test, toast, unique } from "./harness.js";

// Following a family up from its record (README "Staff console"), with JavaScript on and off: the
// inbox finds a record by its reference as a parent reads it out and by e-mail; staff assign it to
// themselves with a follow-up date and find it under "Assigned to me" and "Follow-up due"; the
// family's enquiry, enrollment and visit link to each other; the overview leads with today, and
// the console's side bar counts today's visits and the follow-ups due beside their sections.

const OWNER_PASSWORD = "Quill-Harbour-Mango-58";

/** Today in the school's zone (the demo default, Asia/Kolkata). */
const schoolToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

test("assign to me, set a follow-up date, find it under mine and due, search by reference and e-mail, the family view", async ({
  page,
  stage,
}, testInfo) => {
  test.setTimeout(120_000);
  const label = unique("Follow", testInfo);
  const suffix = label.split(" ").at(-1) ?? "";
  const school = await createSchool(stage, label);
  const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const email = `asha.${suffix}@example.org`;

  // The family: an enquiry, then an enrollment and a visit with the same mobile.
  const enquiry = await callProvider(
    stage,
    `/contact/new?${new URLSearchParams({ clientId: String(school.clientId), parentName: `Asha ${suffix}`, parentMobile: mobile, email, childName: "Ira", message: "Seats in June?" })}`,
  );
  expect(enquiry.status).toBe(201);
  const { reference } = enquiry.body as { reference: string; data: { id: number } };
  const enquiryId = (enquiry.body as { data: { id: number } }).data.id;
  const enrollment = await callProvider(
    stage,
    `/enrollment/new?${new URLSearchParams({ clientId: String(school.clientId), childName: "Ira", childAge: "3", gender: "female", parentName: `Asha ${suffix}`, parentContact: mobile, address: "Baner, Pune" })}`,
  );
  expect(enrollment.status).toBe(201);
  const enrollmentReference = (enrollment.body as { reference: string }).reference;
  const visitReference = `${reference.split("-")[0]}-V${suffix.slice(0, 4).toUpperCase()}`;
  stage.execute(
    `insert into visits (clientId, reference, startsAt, date, startTime, lengthMinutes, parentName, parentMobile, email, childName, childDateOfBirth, source, createdAt)
     values (?, ?, ?, ?, '10:00', 45, ?, ?, ?, 'Ira', '2022-06-01', 'A neighbour', ?)`,
    school.clientId,
    visitReference,
    `${schoolToday()}T04:30:00.000Z`,
    schoolToday(),
    `Asha ${suffix}`,
    mobile,
    email,
    new Date().toISOString(),
  );

  await claimLink(page, school.ownerLink, OWNER_PASSWORD);

  // The overview leads with today: the visit, and the records waiting for a first reply.
  const today = page.getByRole("region", { name: "Today" });
  await expect(today.getByRole("link", { name: "1 visit today" })).toBeVisible();
  await expect(today.getByRole("link", { name: "3 records wait for a first reply" })).toBeVisible();
  await expect(today.getByRole("link", { name: `Enquiry ${reference}` })).toBeVisible();
  // The console's side bar counts today's visits beside Visits; no follow-up is due yet.
  const sections = page.getByRole("navigation", { name: "Staff console" });
  await expect(sections.getByRole("link", { name: "Visits", exact: true })).toHaveAccessibleDescription("1 visit today");
  await expect(sections.getByRole("link", { name: "Visits", exact: true })).toContainText("1");
  await expect(sections.getByRole("link", { name: "Inbox", exact: true })).toHaveAccessibleDescription("");
  await expectNoAxeViolations(page);

  // Found by the reference as a parent reads it out on the phone: lower case, no dash.
  await page.goto(`${school.origin}/staff/inbox`);
  await page.getByLabel(/^Search by reference/).fill(reference.replace("-", "").toLowerCase());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/q=/);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText(`Asha ${suffix}`);
  await expectNoAxeViolations(page);

  // And by e-mail: the enquiry and the visit carry it.
  await page.getByLabel(/^Search by reference/).fill(email.toUpperCase());
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(visitReference) })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(enrollmentReference) })).toHaveCount(0);

  // The record: assigned to me, follow up today.
  await page
    .getByRole("row", { name: new RegExp(reference) })
    .getByRole("link", { name: reference })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${reference}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("Not replied yet");
  const followUp = page.getByRole("region", { name: "Follow-up" });
  await followUp.getByLabel(/^Assign to/).selectOption({ label: `${school.ownerName} (you)` });
  await followUp.getByLabel(/^Follow up on/).fill(schoolToday());
  await followUp.getByRole("button", { name: "Save follow-up" }).click();
  await expect(toast(page, "Follow-up saved")).toBeVisible();
  await expect(followUp).toContainText(school.ownerName);
  await expect(followUp.getByLabel(/^Follow up on/)).toHaveValue(schoolToday());
  await expect(page.getByRole("table", { name: "Status changes and notes, oldest first" })).toContainText("Follow-up");
  await expectNoAxeViolations(page);

  // The family view: the three records, this one marked, the others linked.
  const family = page.getByRole("region", { name: "This family's records" });
  await expect(family.getByRole("listitem")).toHaveCount(3);
  await expect(family).toContainText(`Enquiry ${reference} (this record)`);
  await family.getByRole("link", { name: `Visit ${visitReference}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Visit ${visitReference}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("10:00 (45 min)");
  await expect(page.getByRole("main")).toContainText("A neighbour");
  await expectNoAxeViolations(page);
  await page
    .getByRole("region", { name: "This family's records" })
    .getByRole("link", { name: `Enrollment ${enrollmentReference}` })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Enrollment ${enrollmentReference}` })).toBeVisible();

  // Under "Assigned to me" and "Follow-up due", through the inbox's view filter; the side bar
  // counts the follow-up due beside Inbox.
  await page.goto(`${school.origin}/staff/inbox`);
  await expect(sections.getByRole("link", { name: "Inbox", exact: true })).toHaveAccessibleDescription("1 follow-up due");
  await page.getByLabel("View").selectOption({ label: "Assigned to me" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/view=mine/);
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toBeVisible();
  await page.getByLabel("View").selectOption({ label: "Follow-up due" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/view=due/);
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toContainText(schoolToday());
  await expectNoAxeViolations(page);

  // Moving it on from new is the first reply; it leaves the waiting list.
  await page.goto(`${school.origin}/staff/inbox/enquiry/${enquiryId}`);
  await page.getByLabel("New status").selectOption({ label: "Move to Contacted" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Status is now contacted")).toBeVisible();
  await expect(page.getByRole("main")).toContainText(/First reply after \d+ (h \d+ )?min/);
  await page.goto(`${school.origin}/staff/inbox?view=waiting`);
  await expect(page.getByRole("row", { name: new RegExp(reference) })).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(enrollmentReference) })).toBeVisible();
});
