import { demoSchools } from "../../../api/demo-data.js";
import { expect, expectNoAxeViolations, openForm, test, toast, unique, type FormsStage } from "./harness.js";
import {
  bookThroughProvider,
  field,
  fillDetails,
  main,
  mobileFor,
  openTimes,
  parseDownload,
  radio,
  slotValue,
  timeNumber,
  VISIT_PATH,
  ymdTime,
  type VisitTime,
} from "./visits.js";

// A parent books a visit at /admissions/visit and moves or cancels it from the status page
// (README "Visits"), JavaScript on at 1280 px and off at 375 px: the open times as radio buttons
// (full ones shown full), a time that fills between page load and submit refused with every value
// kept, the confirmation with its .ics (parsed: DTSTART in the school's zone), and the status
// page's Move and Cancel as plain forms. Each test takes its own time of the demo school's weekly
// ones, so tests sharing the stage's database do not fill each other's.

const PATH = VISIT_PATH;
const FULL = "That time has just filled — please pick another";
const sunshine = demoSchools[0]!.client;
const address = [sunshine.addressLine1, sunshine.addressLine2].filter(Boolean);

/** Takes every place left at `time`, as other parents would. */
async function fillUp(stage: FormsStage, time: VisitTime, label: string) {
  const left = (await openTimes(stage)).find((other) => other.slotId === time.slotId && other.date === time.date)?.placesLeft ?? 0;
  for (let place = 0; place < left; place += 1) await bookThroughProvider(stage, time, `${label} other ${place}`);
}

test("a parent books a visit: the reference, time and place, an .ics in the school's zone, and the status page", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  const parentName = unique("Farah", testInfo);
  const time = await timeNumber(stage, 0);
  const ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  await expect(page).toHaveTitle(`Book a Visit | ${sunshine.clientName}`);
  await expect(page.getByRole("heading", { level: 1, name: "Book a Visit" })).toBeVisible();
  // The times grouped by day, one radio button per time.
  const times = main(page).getByRole("group", { name: "Choose a time" });
  await expect(times.getByRole("radio")).toHaveCount((await openTimes(stage)).length);
  await expectNoAxeViolations(page);

  const mobile = mobileFor();
  await radio(page, time).check();
  await fillDetails(page, { parentName, parentMobile: mobile, email: `${mobile}@example.org`, childName: "Kabir", childDateOfBirth: "2021-08-09" });
  await ready();
  await main(page).getByRole("button", { name: "Book the Visit" }).click();

  const booked = main(page).getByRole("status").filter({ hasText: "Your visit is booked" });
  await expect(booked).toBeVisible();
  await expect(page).toHaveURL(`${stage.url()}${PATH}`);
  const [row] = stage.query<{
    reference: string;
    date: string;
    startTime: string;
    email: string;
    program: string;
    source: string;
    childDateOfBirth: string;
  }>("select * from visits where parentName = ?", parentName);
  expect(row).toMatchObject({
    date: time.date,
    startTime: time.startTime,
    email: `${mobile}@example.org`,
    program: "dayCareService",
    source: "Friends or family",
    childDateOfBirth: "2021-08-09",
  });
  const reference = row!.reference;
  await expect(booked).toContainText(`Your reference is ${reference}.`);
  const [year, month, day] = time.date.split("-").map(Number);
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
  await expect(booked).toContainText(weekday);
  await expect(booked).toContainText("10:00 AM, for 45 minutes");
  for (const line of address) await expect(booked).toContainText(line);
  await expect(booked.getByRole("link", { name: "the status page" })).toHaveAttribute("href", "/admissions/status");
  await expect(toast(page, "Thank you! Your visit")).toBeVisible();
  await expectNoAxeViolations(page);

  // "Add to calendar": a POST whose answer is the .ics, without JavaScript too.
  const downloading = page.waitForEvent("download");
  await booked.getByRole("button", { name: "Add to calendar" }).click();
  const ics = await parseDownload(await downloading);
  expect(ics).toEqual({ tzid: "Asia/Kolkata", zone: "Asia/Kolkata", start: ymdTime(time) });

  // A refresh shows an empty form again and books nothing more.
  await page.reload();
  await expect(main(page).getByRole("status").filter({ hasText: "Your visit is booked" })).toHaveCount(0);
  expect(stage.count("select count(*) as n from visits where parentName = ?", parentName)).toBe(1);
});

test("a full time is shown as full and cannot be chosen", async ({ page, stage }, testInfo) => {
  const label = unique("Full", testInfo);
  const time = await timeNumber(stage, 2);
  await fillUp(stage, time, label);
  await page.goto(`${stage.url()}${PATH}`);
  await expect(radio(page, time)).toBeDisabled();
  await expect(radio(page, time)).toHaveAccessibleName(/^10:00 AM \(45 minutes\) Full$/);
  await expect(main(page).getByRole("radio", { disabled: false }).first()).toBeVisible();
});

test("a time that fills between page load and submit: the message next to the times, every value kept", async ({
  page,
  stage,
  javaScript,
}, testInfo) => {
  const parentName = unique("Race", testInfo);
  const time = await timeNumber(stage, 1);
  const ready = await openForm(page, `${stage.url()}${PATH}`, javaScript);
  const values = { parentName, parentMobile: mobileFor(), email: "", childName: "Zoya", childDateOfBirth: "2020-01-30" };
  await radio(page, time).check();
  await fillDetails(page, values);
  // Meanwhile other parents take every place left.
  await fillUp(stage, time, parentName);
  await ready();
  await main(page).getByRole("button", { name: "Book the Visit" }).click();

  const times = main(page).getByRole("group", { name: "Choose a time" });
  await expect(times.getByText(FULL)).toBeVisible();
  // The message is linked to every time, and the full one is now shown full.
  await expect(times.getByRole("radio", { disabled: false }).first()).toHaveAccessibleDescription(FULL);
  await expect(radio(page, time)).toBeDisabled();
  await expect(field(page, "Parent's Name")).toHaveValue(parentName);
  await expect(field(page, "Mobile Number")).toHaveValue(values.parentMobile);
  await expect(field(page, "Child's Name")).toHaveValue("Zoya");
  await expect(field(page, "Child's Date of Birth")).toHaveValue("2020-01-30");
  await expect(field(page, "Program of Interest (optional)")).toHaveValue("dayCareService");
  await expect(field(page, "How did you hear about us? (optional)")).toHaveValue("Friends or family");
  expect(stage.count("select count(*) as n from visits where parentName = ?", parentName)).toBe(0);
  await expectNoAxeViolations(page);

  // Another time, sent again: booked.
  const other = await timeNumber(stage, 6);
  await radio(page, other).check();
  await main(page).getByRole("button", { name: "Book the Visit" }).click();
  await expect(main(page).getByRole("status").filter({ hasText: "Your visit is booked" })).toBeVisible();
  expect(stage.query<{ date: string }>("select date from visits where parentName = ?", parentName)).toEqual([{ date: other.date }]);
});

test("the status page moves a visit to another time and cancels it, after asking", async ({ page, stage }, testInfo) => {
  const parentName = unique("Mover", testInfo);
  const first = await timeNumber(stage, 3);
  const later = await timeNumber(stage, 4);
  const { reference, mobile } = await bookThroughProvider(stage, first, parentName);

  await page.goto(`${stage.url()}/admissions/status`);
  await expect(main(page)).toContainText("booking a visit");
  await field(page, "Reference").fill(reference);
  await field(page, "Mobile Number").fill(mobile);
  await main(page).getByRole("button", { name: "Check Status" }).click();
  const result = main(page).getByRole("region", { name: `Status of ${reference}` });
  await expect(result).toContainText("Visit booked");
  await expect(result).toContainText("10:00 AM, for 45 minutes");
  await expect(result).toContainText("Next step");
  await expectNoAxeViolations(page);

  // Move: the same radio list, another time.
  const move = result.getByRole("form", { name: "Move the visit" });
  await move.locator(`input[type=radio][value="${slotValue(later)}"]`).check();
  await move.getByRole("button", { name: "Move to this time" }).click();
  await expect(result).toContainText("Your visit is moved to");
  expect(stage.query<{ date: string; status: string }>("select date, status from visits where reference = ?", reference)).toEqual([
    { date: later.date, status: "booked" },
  ]);
  const downloading = page.waitForEvent("download");
  await result.getByRole("button", { name: "Add to calendar" }).click();
  expect(await parseDownload(await downloading)).toEqual({ tzid: "Asia/Kolkata", zone: "Asia/Kolkata", start: ymdTime(later) });

  // Cancel asks first; "No, keep it" keeps it.
  await result.getByRole("button", { name: "Cancel visit" }).click();
  await expect(result.getByRole("heading", { name: "Cancel this visit?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await result.getByRole("button", { name: "No, keep it" }).click();
  await expect(result.getByRole("heading", { name: "Cancel this visit?" })).toHaveCount(0);
  expect(stage.query<{ status: string }>("select status from visits where reference = ?", reference)).toEqual([{ status: "booked" }]);

  await result.getByRole("button", { name: "Cancel visit" }).click();
  await result.getByRole("button", { name: "Yes, cancel the visit" }).click();
  await expect(result).toContainText("Your visit is cancelled.");
  await expect(result.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(result.getByRole("link", { name: "Book another visit" })).toHaveAttribute("href", "/admissions/visit");
  await expect(result.getByRole("button", { name: "Cancel visit" })).toHaveCount(0);
  expect(stage.query<{ status: string }>("select status from visits where reference = ?", reference)).toEqual([{ status: "cancelled" }]);
  await expectNoAxeViolations(page);
});

test("the pages that lead to a visit link to /admissions/visit", async ({ page, stage }) => {
  for (const path of ["/admissions/howToApply", "/contact/visitUs", "/about/whyChooseUs"]) {
    await page.goto(`${stage.url()}${path}`);
    await expect(
      main(page)
        .getByRole("link", { name: /^Book a visit$/i })
        .first(),
      path,
    ).toHaveAttribute("href", PATH);
  }
});
