import { DateTime } from "luxon";
import { claimLink, createSchool, expect, expectNoAxeViolations, test, toast, unique } from "./harness.js";
import { expectFieldError } from "../forms/harness.js";

// Visits in the console (README "Staff console"), with JavaScript on and off: staff set the
// booking settings, a weekly time and a closed date at /staff/visits/slots (a refused value comes
// back at its field, kept), then find today's visit at /staff/visits and mark it attended with a
// note, which the family record's history keeps.

const PASSWORD = "Mango-Lantern-Ridge-48";

test("staff set a weekly time and a closed date, see today's visit and mark it attended", async ({ page, stage }, testInfo) => {
  test.setTimeout(180_000);
  const school = await createSchool(stage, unique("Visits", testInfo));
  await claimLink(page, school.ownerLink, PASSWORD);

  // The console's navigation leads to the visits; the page links to the times.
  await expect(page.getByRole("link", { name: "Visits", exact: true })).toHaveAttribute("href", "/staff/visits");
  await page.goto(`${school.origin}/staff/visits`);
  await expect(page.getByRole("heading", { level: 1, name: "Visits" })).toBeVisible();
  await page.getByRole("link", { name: "Visit times and closed dates" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Visit Times" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("No weekly times yet");
  await expectNoAxeViolations(page);

  // Booking settings: a zone that is not one is refused at its field, the values kept.
  const booking = page.getByRole("form", { name: "Booking" });
  await expect(booking.getByLabel("Time zone")).toHaveValue("Asia/Kolkata");
  await expect(booking.getByLabel("Booking window (days ahead)")).toHaveValue("21");
  await expect(booking.getByLabel("Latest booking (hours before)")).toHaveValue("12");
  await booking.getByLabel("Time zone").fill("Mars/Olympus");
  await booking.getByLabel("Booking window (days ahead)").fill("30");
  await booking.getByRole("button", { name: "Save booking settings" }).click();
  await expectFieldError(booking.getByLabel("Time zone"), "Time zone must be a time zone name such as Asia/Kolkata");
  await expect(booking.getByLabel("Booking window (days ahead)")).toHaveValue("30");
  await booking.getByLabel("Time zone").fill("Asia/Kolkata");
  await booking.getByRole("button", { name: "Save booking settings" }).click();
  await expect(toast(page, "Visit settings saved")).toBeVisible();
  await expect(page.getByRole("form", { name: "Booking" }).getByLabel("Booking window (days ahead)")).toHaveValue("30");

  // A weekly time: too many places is refused at the field, the rest kept; then it is added.
  const add = page.getByRole("form", { name: "Add a weekly time" });
  await add.getByLabel("Weekday").selectOption({ label: "Monday" });
  await add.getByLabel("Start").fill("10:30");
  await add.getByLabel("Length (minutes)").fill("45");
  await add.getByLabel("Places").fill("500");
  await add.getByRole("button", { name: "Add the time" }).click();
  await expectFieldError(add.getByLabel("Places"), "Places must be a whole number from 1 to 100");
  await expect(add.getByLabel("Start")).toHaveValue("10:30");
  await expect(add.getByLabel("Weekday")).toHaveValue("1");
  await add.getByLabel("Places").fill("6");
  await add.getByRole("button", { name: "Add the time" }).click();
  await expect(toast(page, "Visit time added")).toBeVisible();
  const times = page.getByRole("region", { name: "Weekly times" });
  await expect(times).toContainText("Monday 10:30 · 45 minutes · 6 places");
  expect(stage.count("select count(*) as n from visitSlots where clientId = ? and deleted = 0", school.clientId)).toBe(1);

  // Edited in place; a second time added and deleted again.
  await times.getByText("Edit…").click();
  const edit = page.getByRole("form", { name: "Edit Monday 10:30" });
  await edit.getByLabel("Places").fill("8");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Visit time saved")).toBeVisible();
  await expect(times).toContainText("Monday 10:30 · 45 minutes · 8 places");
  await add.getByLabel("Weekday").selectOption({ label: "Saturday" });
  await add.getByLabel("Start").fill("09:00");
  await add.getByRole("button", { name: "Add the time" }).click();
  await expect(times).toContainText("Saturday 09:00 · 45 minutes · 5 places");
  await times.getByRole("button", { name: "Delete Saturday 09:00" }).click();
  await expect(toast(page, /^Visit time deleted/)).toBeVisible();
  await expect(times).not.toContainText("Saturday 09:00");

  // A closed date with a note.
  const closed = DateTime.now().setZone("Asia/Kolkata").plus({ days: 12 });
  const closeForm = page.getByRole("form", { name: "Close a date" });
  await closeForm.getByLabel("Date").fill(closed.toISODate() ?? "");
  await closeForm.getByLabel("Note").fill("Diwali holidays");
  await closeForm.getByRole("button", { name: "Close the date" }).click();
  await expect(toast(page, `No visits on ${closed.toFormat("cccc d LLLL yyyy")}`)).toBeVisible();
  const closures = page.getByRole("region", { name: "Closed dates" });
  await expect(closures).toContainText(`${closed.setLocale("en-IN").toFormat("cccc, d MMMM yyyy")} · Diwali holidays`);
  await expectNoAxeViolations(page);

  // A closed date is removed and added again.
  await closures.getByRole("button", { name: /^Remove / }).click();
  await expect(closures).toContainText("No closed dates ahead.");
  await closeForm.getByLabel("Date").fill(closed.toISODate() ?? "");
  await closeForm.getByRole("button", { name: "Close the date" }).click();
  await expect(closures.getByRole("button", { name: /^Remove / })).toHaveCount(1);

  // A family has booked a visit for today (as the booking stores it).
  const today = DateTime.now().setZone("Asia/Kolkata");
  const [slot] = stage.query<{ id: number }>("select id from visitSlots where clientId = ? and deleted = 0", school.clientId);
  const start = today.set({ hour: 10, minute: 30, second: 0, millisecond: 0 });
  const now = new Date().toISOString();
  stage.execute(
    `insert into visits (clientId, reference, slotId, startsAt, date, startTime, lengthMinutes, parentName, parentMobile, email,
       childName, childDateOfBirth, program, createdAt, updatedAt)
     values (?, ?, ?, ?, ?, '10:30', 45, 'Kavita Rao', '9812345678', '', 'Ishaan Rao', '2022-03-14', 'earlyChildhoodDevelopment', ?, ?)`,
    school.clientId,
    "VIS-7K3Q9",
    slot?.id ?? null,
    start.toUTC().toISO(),
    today.toISODate(),
    now,
    now,
  );
  const [visit] = stage.query<{ id: number }>("select id from visits where clientId = ?", school.clientId);

  await page.getByRole("link", { name: "Back to the visits" }).click();
  const day = page.getByRole("region", { name: `Today, ${today.setLocale("en-IN").toFormat("cccc, d MMMM yyyy")}` });
  const item = day.getByRole("article", { name: "10:30 · Ishaan Rao" });
  await expect(item).toContainText("Kavita Rao");
  await expect(item).toContainText("Booked");
  await expect(item).toContainText("Early Childhood Development");
  await expect(item.getByRole("link", { name: "9812345678" })).toHaveAttribute("href", "tel:+919812345678");
  await expect(item.getByRole("link", { name: /VIS-7K3Q9/ })).toHaveAttribute("href", `/staff/inbox/visit/${visit?.id}`);
  await expectNoAxeViolations(page);

  // Earlier and Later page through the weeks by the URL.
  await page.getByRole("link", { name: "Later", exact: true }).click();
  await expect(page).toHaveURL(`${school.origin}/staff/visits?from=${today.plus({ days: 7 }).toISODate()}`);
  await expect(page.getByRole("main")).toContainText("0 visits");
  await page.getByRole("link", { name: "Today", exact: true }).click();
  await expect(page).toHaveURL(`${school.origin}/staff/visits`);

  // Marked attended with a note.
  const again = page.getByRole("article", { name: "10:30 · Ishaan Rao" });
  await again.getByText("Mark…").click();
  const mark = page.getByRole("form", { name: "Mark the visit of Ishaan Rao at 10:30" });
  await mark.getByLabel("Mark as").selectOption({ label: "Attended" });
  await mark.getByLabel("Private note").fill("Came with grandmother; liked the art room");
  await mark.getByRole("button", { name: /^Save/ }).click();
  await expect(toast(page, "Marked attended")).toBeVisible();
  await expect(page.getByRole("article", { name: "10:30 · Ishaan Rao" })).toContainText("Attended");
  const history = stage.query<{ fromStatus: string; toStatus: string; note: string; actorName: string }>(
    "select fromStatus, toStatus, note, actorName from auditLog where clientId = ? and subjectKind = 'visit' and subjectId = ?",
    school.clientId,
    visit?.id,
  );
  expect(history).toEqual([
    { fromStatus: "booked", toStatus: "attended", note: "Came with grandmother; liked the art room", actorName: school.ownerName },
  ]);
  await expectNoAxeViolations(page);
});
