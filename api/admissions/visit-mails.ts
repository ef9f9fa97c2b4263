import { DateTime } from "luxon";
import type { Selectable } from "kysely";
import { VISIT_STAGES } from "../../shared/family-stages.js";
import type { Db } from "../db.js";
import type { Client, VisitTable } from "../schema.js";
import { familySite, queueFamilyMail } from "./family-mail.js";
import { schoolAddress, visitCalendar } from "./visit-calendar.js";
import { schoolZone } from "./visit-times.js";

// The mails a visit sends the parent (README "Admissions"): the confirmation with the visit's .ics,
// a reminder a day before, and a mail when it moves or is cancelled. All go through
// queueFamilyMail (school's name, Reply-To the school, the outbox); none when no e-mail was given.

type VisitRow = Selectable<VisitTable>;

const REMINDER_HOURS = 24;

/** The visit's date and time as a parent reads them, in the school's zone (named when not India's). */
export function visitWhen(client: Client, visit: Pick<VisitRow, "date" | "startTime" | "lengthMinutes">) {
  const zone = schoolZone(client);
  const start = DateTime.fromISO(`${visit.date}T${visit.startTime}`, { zone, locale: "en-IN" });
  const time = start.toFormat("h:mm a").toUpperCase() + (zone === "Asia/Kolkata" ? "" : ` (${zone} time)`);
  return {
    day: start.toFormat("cccc, d LLLL yyyy"),
    shortDay: start.toFormat("ccc d LLL"),
    time,
    length: `${visit.lengthMinutes} minutes`,
  };
}

/** The same on one line, as the school's notices give it ("Tuesday, 1 December 2026, 10:00 AM, 45 minutes"). */
export function visitWhenLine(client: Client, visit: Pick<VisitRow, "date" | "startTime" | "lengthMinutes">) {
  const when = visitWhen(client, visit);
  return `${when.day}, ${when.time}, ${when.length}`;
}

function details(client: Client, visit: VisitRow): string {
  const when = visitWhen(client, visit);
  const address = schoolAddress(client);
  return [
    `Reference: ${visit.reference}`,
    `Date: ${when.day}`,
    `Time: ${when.time} (${when.length})`,
    ...(address ? [`Address: ${address}`] : []),
  ].join("\n");
}

const calendarFile = (client: Client, visit: VisitRow, statusUrl: string | null) => ({
  filename: `visit-${visit.reference}.ics`,
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  content: visitCalendar(client, visit, statusUrl),
});

const changeLine = (statusUrl: string | null) =>
  statusUrl
    ? [`To move or cancel the visit, open the status page with your reference and mobile number:\n${statusUrl}`]
    : ["To move or cancel the visit, open the school's status page with your reference and mobile number."];

const source = (visit: VisitRow) => ({ kind: "visit" as const, id: visit.id });

/**
 * Queues the reminder, due a day before the visit; none (null) when the visit is less than a day
 * away or the parent gave no e-mail. Answers the outbox row's id, for visits.reminderOutboxId.
 */
export async function queueVisitReminder(db: Db, client: Client, visit: VisitRow, now = new Date()): Promise<number | null> {
  const dueAt = new Date(Date.parse(visit.startsAt) - REMINDER_HOURS * 3600_000);
  if (dueAt <= now) return null;
  const site = await familySite(db, client.id);
  const when = visitWhen(client, visit);
  return queueFamilyMail(db, client, {
    to: visit.email,
    subject: `Reminder: your visit tomorrow at ${when.time} (${visit.reference})`,
    paragraphs: [
      `Dear ${visit.parentName},`,
      `This is a reminder of your visit to ${client.clientName} tomorrow.`,
      details(client, visit),
      "Please come a few minutes before the time and keep your reference at hand.",
      ...changeLine(site?.statusUrl ?? null),
    ],
    source: source(visit),
    dueAt: dueAt.toISOString(),
  });
}

/** The confirmation of a new booking, with the .ics attached. */
export async function queueVisitBooked(db: Db, client: Client, visit: VisitRow, reminder: boolean): Promise<void> {
  const site = await familySite(db, client.id);
  const when = visitWhen(client, visit);
  await queueFamilyMail(db, client, {
    to: visit.email,
    subject: `Your visit on ${when.shortDay} at ${when.time} is booked (${visit.reference})`,
    paragraphs: [
      `Dear ${visit.parentName},`,
      `Thank you for booking a visit to ${client.clientName}. We look forward to meeting you and ${visit.childName}.`,
      details(client, visit),
      `What happens next: please come a few minutes before the time and keep your reference at hand. ${
        reminder ? "We will send you a reminder a day before the visit. " : ""
      }The calendar file attached adds the visit to your calendar.`,
      ...changeLine(site?.statusUrl ?? null),
    ],
    source: source(visit),
    attachments: [calendarFile(client, visit, site?.statusUrl ?? null)],
  });
}

/** The visit's new time, with the updated .ics (same calendar entry, later version). */
export async function queueVisitMoved(db: Db, client: Client, visit: VisitRow): Promise<void> {
  const site = await familySite(db, client.id);
  const when = visitWhen(client, visit);
  await queueFamilyMail(db, client, {
    to: visit.email,
    subject: `Your visit has moved to ${when.shortDay} at ${when.time} (${visit.reference})`,
    paragraphs: [
      `Dear ${visit.parentName},`,
      `Your visit to ${client.clientName} now takes place at this new time:`,
      details(client, visit),
      "The calendar file attached updates the visit in your calendar.",
      ...changeLine(site?.statusUrl ?? null),
    ],
    source: source(visit),
    attachments: [calendarFile(client, visit, site?.statusUrl ?? null)],
  });
}

/** The cancellation, by the parent (status page) or by the school (staff console). */
export async function queueVisitCancelled(db: Db, client: Client, visit: VisitRow, by: "parent" | "school"): Promise<void> {
  const site = await familySite(db, client.id);
  const when = visitWhen(client, visit);
  await queueFamilyMail(db, client, {
    to: visit.email,
    subject: `Your visit on ${when.shortDay} is cancelled (${visit.reference})`,
    paragraphs: [
      `Dear ${visit.parentName},`,
      by === "parent"
        ? `As you asked, your visit to ${client.clientName} is cancelled:`
        : `${client.clientName} has had to cancel your visit:`,
      details(client, visit),
      // The status page's next step for a cancelled visit, so the mail and the page agree.
      site ? `${VISIT_STAGES.cancelled.next}\n${site.visitUrl}` : VISIT_STAGES.cancelled.next,
    ],
    source: source(visit),
  });
}
