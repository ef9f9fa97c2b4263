import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import ICAL from "ical.js";
import { expect, type FormsStage } from "./harness.js";

// The parts of a visit booking the visit specs share (README "Admissions"): the provider's open
// times, another parent's booking straight through the provider, the form's fields, and the .ics
// of a download or a mail parsed by ical.js.

export const VISIT_PATH = "/admissions/visit";

export type VisitTime = { slotId: number; date: string; startTime: string; lengthMinutes: number; placesLeft: number };

/** The school's open times, as the provider gives them to the site. */
export async function openTimes(stage: FormsStage): Promise<VisitTime[]> {
  const answer = await fetch(`${stage.apiUrl}/visit/times?clientId=1`);
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: VisitTime[]; timeZone: string };
  expect(body.timeZone).toBe("Asia/Kolkata");
  return body.data;
}

/**
 * The n-th open time (a test's own), with at least one place left; a negative n counts from the
 * last, as Array.at does: the list's length depends on the day of the week and the hour.
 */
export async function timeNumber(stage: FormsStage, n: number): Promise<VisitTime> {
  const time = (await openTimes(stage)).at(n);
  if (!time) throw new Error(`no open time number ${n}`);
  expect(time.placesLeft).toBeGreaterThan(0);
  return time;
}

export const mobileFor = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** A booking straight through the provider (another parent), answering its reference. */
export async function bookThroughProvider(stage: FormsStage, time: VisitTime, parentName: string, parentMobile = mobileFor()) {
  const query = new URLSearchParams({
    clientId: "1",
    slotId: String(time.slotId),
    date: time.date,
    parentName,
    parentMobile,
    email: "",
    childName: "Ira",
    childDateOfBirth: "2022-03-14",
    program: "",
    source: "",
  });
  const answer = await fetch(`${stage.apiUrl}/visit/new?${query}`, { method: "POST" });
  expect(answer.status).toBe(201);
  const body = (await answer.json()) as { reference: string };
  return { reference: body.reference, mobile: parentMobile };
}

export const slotValue = (time: VisitTime) => `${time.slotId}@${time.date}`;
export const main = (page: Page) => page.getByRole("main");
export const field = (page: Page, label: string) => main(page).getByLabel(label, { exact: true });
export const radio = (page: Page, time: VisitTime) => main(page).locator(`input[type=radio][value="${slotValue(time)}"]`);

export type Details = { parentName: string; parentMobile: string; email: string; childName: string; childDateOfBirth: string };

export async function fillDetails(page: Page, values: Details) {
  await field(page, "Parent's Name").fill(values.parentName);
  await field(page, "Mobile Number").fill(values.parentMobile);
  await field(page, "Email (optional)").fill(values.email);
  await field(page, "Child's Name").fill(values.childName);
  await field(page, "Child's Date of Birth").fill(values.childDateOfBirth);
  await field(page, "Program of Interest (optional)").selectOption({ label: "Day Care Services" });
  await field(page, "How did you hear about us? (optional)").selectOption({ label: "Friends or family" });
}

/** An .ics text parsed by ical.js: DTSTART's zone and local time, and the zone defined. */
export function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  const zone = calendar.getFirstSubcomponent("vtimezone");
  const dtstart = event?.getFirstProperty("dtstart");
  return {
    tzid: dtstart?.getParameter("tzid"),
    zone: zone?.getFirstPropertyValue("tzid"),
    start: String(dtstart?.getFirstValue()),
  };
}

/** The .ics of an "Add to calendar" download, parsed. */
export async function parseDownload(download: Download) {
  expect(download.suggestedFilename()).toMatch(/^visit-[A-Z]{3}-[2-9A-HJ-NP-Z]{5}\.ics$/);
  return parseCalendar(await readFile(await download.path(), "utf8"));
}

/** The visit's start as DTSTART's local time reads it. */
export const ymdTime = (time: VisitTime) => `${time.date}T${time.startTime}:00`;
