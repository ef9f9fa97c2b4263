import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { callProvider, claimLink, createSchool, expect, expectNoAxeViolations, openForm, otherPage, test, toast, unique } from "./harness.js";

// The staff console end to end (README "Staff console"), with JavaScript on and off: a school made
// by the operator's command, its owner signing in from the one-time link and inviting a staff
// member, a parent's enrollment worked from the inbox to the CSV, a testimonial approved onto the
// public page, and the family's data erased.

const OWNER_PASSWORD = "Kite-Harbor-Lantern-73";
const STAFF_PASSWORD = "Velvet-Monsoon-Pebble-29";
const CHILD = "आरव शर्मा";
// The classic CSV injection: a spreadsheet would run it as a formula unless it is escaped.
const FORMULA = "=cmd|' /C calc'!A0";
const CSV_HEADER = `"Reference","Kind","Status","Received (UTC)","Child's name","Child's age","Gender","Parent's name","Phone","E-mail","Address","Message","Program","Visit date","Visit time","Heard of us","Follow up on","First response (UTC)"`;

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name, exact: true });

/** The parent's lookup on /admissions/status: the status word, or the one "not found" answer. */
async function lookUp(page: Page, origin: string, reference: string, mobile: string) {
  await page.goto(`${origin}/admissions/status`);
  await page.getByLabel("Reference").fill(reference);
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Check Status" }).click();
}

test("the owner invites staff from the one-time link; staff work an enrollment, export CSV, approve a testimonial and erase the family", async ({
  page,
  browser,
  stage,
  javaScript,
}, testInfo) => {
  test.setTimeout(240_000);
  const label = unique("Console", testInfo);
  const suffix = label.split(" ").at(-1) ?? "";
  const school = await createSchool(stage, label);
  const mobile = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const parentName = `Sunita ${suffix}`;

  // The owner opens the link the operator's command printed, sets a password and is in the console.
  await page.goto(school.ownerLink);
  await expect(page.getByRole("heading", { level: 1, name: "Set Your Password" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(`${school.ownerName}, choose a password for your owner account at ${school.name}.`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expectNoAxeViolations(page);
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);
  await expect(page).toHaveURL(`${school.origin}/staff`);
  await expect(toast(page, `Welcome, ${school.ownerName}!`)).toBeVisible();

  // The owner invites a staff member: a one-time link to pass on.
  await nav(page, "Team").click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  const staffName = `Meera ${suffix}`;
  const staffEmail = `meera.${suffix}@example.org`;
  const invite = page.getByRole("form", { name: "Invite a team member" });
  await invite.getByLabel("Name").fill(staffName);
  await invite.getByLabel("Email").fill(staffEmail);
  await expect(invite.getByLabel("Role")).toHaveValue("staff");
  await invite.getByRole("button", { name: "Create sign-in link" }).click();
  const linkField = page.getByLabel(/One-time sign-in link/);
  await expect(linkField).toHaveValue(new RegExp(`^${school.origin}/login/claim\\?token=[\\w-]+$`));
  const staffLink = await linkField.inputValue();
  await expect(page.getByRole("row", { name: new RegExp(staffName) })).toContainText("Not yet");
  await expect(invite.getByLabel("Name")).toHaveValue("");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(`${school.origin}/login`);

  // A parent enrols a child in another browser and is given a reference.
  const parent = await otherPage(browser, javaScript);
  await parent.context().setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 250)}` });
  const ready = await openForm(parent, `${school.origin}/admissions/enrollmentForm`, javaScript);
  const form = parent.getByRole("main");
  await expect(form.getByRole("link", { name: "How we use and erase your details" })).toHaveAttribute("href", "/privacy");
  await form.getByLabel("Child's Name").fill(CHILD);
  await form.getByLabel("Child's Age").fill("4");
  await form.getByLabel("Gender").selectOption("male");
  await form.getByLabel("Parent's Name").fill(parentName);
  await form.getByLabel("Parent's Contact Number").fill(mobile);
  await form.getByLabel("Address", { exact: true }).fill("12 MG Road, Pune");
  await form.getByLabel("Additional Information").fill(FORMULA);
  await ready();
  await form.getByRole("button", { name: "Submit Enrollment" }).click();
  const referenceNote = parent.getByRole("main").getByText(/^Your reference is [A-Z]{3}-[2-9A-HJ-NP-Z]{5}\.$/);
  const reference = /[A-Z]{3}-[2-9A-HJ-NP-Z]{5}/.exec(await referenceNote.innerText())?.[0] ?? "";
  await expect(toast(parent, `Your reference is ${reference}.`)).toBeVisible();
  await parent.getByRole("main").getByRole("link", { name: "the status page" }).click();
  await expect(parent).toHaveURL(`${school.origin}/admissions/status`);
  await lookUp(parent, school.origin, reference, mobile);
  await expect(parent.getByRole("status", { name: `Status of ${reference}` })).toContainText("Received");

  // The parent's testimonial, as the public form sends it; not on the public page before approval.
  const words = `Caring teachers and a happy campus ${suffix}.`;
  const sent = await callProvider(
    stage,
    `/testimonial/new?${new URLSearchParams({ clientId: String(school.clientId), title: parentName, mobile, description: words })}`,
  );
  expect(sent.status).toBe(201);
  await parent.goto(`${school.origin}/admissions/parentTestimonials`);
  await expect(parent.getByRole("main")).not.toContainText(words);

  // The staff member signs in from their link: no Team page for them.
  await claimLink(page, staffLink, STAFF_PASSWORD);
  await expect(toast(page, `Welcome, ${staffName}!`)).toBeVisible();
  await expect(nav(page, "Inbox")).toBeVisible();
  await expect(nav(page, "Team")).toHaveCount(0);
  const counts = page.getByRole("table", { name: "Enrollments by stage" });
  await expect(counts.getByRole("row", { name: /^Received/ })).toContainText("1");
  await expectNoAxeViolations(page);

  // The inbox: the enrollment of a moment ago, found by the parent's phone.
  await nav(page, "Inbox").click();
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await page.getByLabel("Search").fill(mobile);
  await page.getByLabel("Status").selectOption("received");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/status=received/);
  const row = page.getByRole("row", { name: new RegExp(reference) });
  await expect(row).toContainText(CHILD);
  await expect(row).toContainText(parentName);
  await expect(row).toContainText("Received");
  await expectNoAxeViolations(page);
  await row.getByRole("link", { name: reference }).click();

  // Moved on to a visit booked with a private note; the history says who and when.
  await expect(page.getByRole("heading", { level: 1, name: `Enrollment ${reference}` })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(CHILD);
  await expect(page.getByRole("main")).toContainText(FORMULA);
  await expectNoAxeViolations(page);
  const note = "Called the mother; visit on Monday at 10. माँ से बात हुई।";
  await page.getByLabel("New status").selectOption({ label: "Move to Visit booked" });
  await page.getByLabel("Private note").fill(note);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, 'Stage is now "Visit booked"')).toBeVisible();
  const history = page.getByRole("table", { name: "Status changes and notes, oldest first" });
  await expect(history.getByRole("row", { name: new RegExp(staffName) })).toContainText("Received → Visit booked");
  await expect(history).toContainText(note);
  await expect(page.getByLabel("New status").locator("option")).toContainText([
    "Move to Visited",
    "Move to Documents complete",
    "Move to Fee paid",
    "Move to Waitlisted",
    "Move to Declined",
    "Move to Withdrawn",
  ]);

  // The parent sees the status staff set, and nothing else.
  await lookUp(parent, school.origin, reference, mobile);
  await expect(parent.getByRole("status", { name: `Status of ${reference}` })).toContainText("Visit booked");
  await expect(parent.getByRole("main")).not.toContainText(note);

  // CSV of the filtered inbox: the header, the row, the Hindi name intact, the formula made inert.
  await page.goto(`${school.origin}/staff/inbox?kind=enrollment`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^inbox-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe(CSV_HEADER);
  const line = lines.find((text) => text.startsWith(`"${reference}"`)) ?? "";
  expect(line).toContain(`"${reference}","enrollment","visitBooked",`);
  expect(line).toContain(`"${CHILD}","4","male","${parentName}","${mobile}"`);
  expect(line).toContain(`"'=cmd|' /C calc'!A0"`);

  // The testimonial, approved, is on the public page at once.
  await nav(page, "Testimonials").click();
  const card = page.getByRole("article", { name: parentName });
  await expect(card).toContainText(mobile);
  await expect(card).toContainText(words);
  await expectNoAxeViolations(page);
  // A typo fixed first (the edit form sits in a disclosure: no script needed to open it).
  const fixed = `${words} We love it!`;
  await card.getByText("Edit…").click();
  await card.getByLabel("Testimonial", { exact: true }).fill(fixed);
  await card.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Saved")).toBeVisible();
  await expect(card).toContainText(fixed);
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(toast(page, "Approved: it is on the site now")).toBeVisible();
  await parent.goto(`${school.origin}/admissions/parentTestimonials`);
  await expect(parent.getByRole("main")).toContainText(fixed);

  // E-mail for each new enrollment and enquiry: the staff member opts in.
  await nav(page, "Settings").click();
  await page.getByLabel("E-mail me about each new enrollment and enquiry").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "You will get an e-mail for each new enrollment and enquiry")).toBeVisible();
  await expect(page.getByLabel("E-mail me about each new enrollment and enquiry")).toBeChecked();
  expect(stage.count("select count(*) as n from users where email = ? and notifyByEmail = 1", staffEmail)).toBe(1);
  await expectNoAxeViolations(page);

  // The family asks for erasure: found by mobile, erased, one audit row without their data.
  await nav(page, "Erase data").click();
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Find records" }).click();
  await expect(page.getByRole("region", { name: `Records for ${mobile}` })).toContainText(
    "Found 1 enrollment, 0 enquiries, 0 visits and 1 testimonial.",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Erase these records for good" }).click();
  await expect(toast(page, "Erased 1 enrollment, 0 enquiries, 0 visits and 1 testimonial.")).toBeVisible();
  await expect(page).toHaveURL(`${school.origin}/staff/erase`);
  const audit = page.getByRole("table", { name: /Erasures done/ });
  await expect(audit.getByRole("row", { name: new RegExp(staffName) })).toContainText(
    "Erased on request: 1 enrollment(s), 0 enquiry(ies), 0 visit(s), 1 testimonial(s).",
  );
  await expect(audit).not.toContainText(mobile);
  expect(stage.count("select count(*) as n from enrollments where parentContact = ?", mobile)).toBe(0);
  expect(stage.count("select count(*) as n from testimonials where mobile = ?", mobile)).toBe(0);
  expect(stage.count("select count(*) as n from auditLog where clientId = ? and note like ?", school.clientId, `%${note.slice(0, 10)}%`)).toBe(0);

  // Gone everywhere: the inbox, the public page, the parent's lookup.
  await page.goto(`${school.origin}/staff/inbox?q=${mobile}`);
  await expect(page.getByRole("main")).toContainText("Nothing matches these filters.");
  await parent.goto(`${school.origin}/admissions/parentTestimonials`);
  await expect(parent.getByRole("main")).not.toContainText(words);
  await lookUp(parent, school.origin, reference, mobile);
  await expect(parent.getByRole("main").getByRole("alert")).toHaveText("We could not find a submission with that reference and mobile number.");

  // The owner's link worked once.
  await parent.goto(school.ownerLink);
  await expect(parent.getByRole("main")).toContainText("This sign-in link is not valid any more");
  await parent.context().close();
});

test("the owner makes a new link for a member who lost theirs, and removes a member from the team", async ({
  page,
  browser,
  stage,
  javaScript,
}, testInfo) => {
  test.slow();
  const label = unique("Team", testInfo);
  const suffix = label.split(" ").at(-1) ?? "";
  const school = await createSchool(stage, label);
  await claimLink(page, school.ownerLink, OWNER_PASSWORD);
  await nav(page, "Team").click();
  const invite = page.getByRole("form", { name: "Invite a team member" });
  const name = `Ravi ${suffix}`;
  await invite.getByLabel("Name").fill(name);
  await invite.getByLabel("Email").fill(`ravi.${suffix}@example.org`);
  await invite.getByLabel("Role").selectOption("owner");
  await invite.getByRole("button", { name: "Create sign-in link" }).click();
  const first = await page.getByLabel(/One-time sign-in link/).inputValue();

  // A new link replaces the first one.
  await page.getByRole("button", { name: `New link for ${name}` }).click();
  await expect(page.getByRole("status", { name: `Sign-in link for ${name}` })).toContainText("replaces any older one");
  const second = await page.getByLabel(/One-time sign-in link/).inputValue();
  expect(second).not.toBe(first);
  const member = await otherPage(browser, javaScript);
  await member.goto(first);
  await expect(member.getByRole("main")).toContainText("This sign-in link is not valid any more");
  await claimLink(member, second, STAFF_PASSWORD);
  await expect(nav(member, "Team")).toBeVisible();

  // Removed: back to a parent account, signed out; the console is a 404 for them from now on.
  await page.goto(`${school.origin}/staff/team`);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Owner");
  await page
    .getByRole("row", { name: new RegExp(name) })
    .locator("summary", { hasText: "Remove" })
    .click();
  await page.getByRole("button", { name: `Remove ${name} from the team` }).click();
  await expect(toast(page, `${name} is no longer on the team`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  await member.goto(`${school.origin}/staff`);
  await expect(member).toHaveURL(`${school.origin}/login?redirectTo=%2Fstaff`);
  await expect(toast(member, "Your sign-in has expired. Please sign in again.")).toBeVisible();
  await member.context().close();
});
