import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { Selectable } from "kysely";
import { type MailWords, mailWords } from "../../shared/i18n/mail.js";
import type { Client, VisitTable } from "../schema.js";
import { schoolZone } from "./visit-times.js";

// A visit as a calendar file (README "Admissions": the confirmation's attachment and the status
// page's "Add to calendar"): RFC 5545, the start in the school's own zone (DTSTART;TZID=…) with
// that zone's VTIMEZONE, so a parent's calendar shows the right hour wherever the phone is set,
// before and after a daylight-saving change. The UID is the visit's own: a moved visit's file
// updates the same calendar entry (a higher SEQUENCE), a cancelled one marks it cancelled.

/** The school's address lines, joined as one line (the .ics LOCATION, the booking's answer). */
export function schoolAddress(client: Client): string {
  return [client.addressLine1, client.addressLine2, client.city, client.state, client.pinCode]
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .join(", ");
}

/** The VTIMEZONE of `zone` from the IANA rules the library carries; null lets the calendar go without one. */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && typeof block[0] === "string" && block[0] !== "" ? block[0] : null;
}

type CalendarVisit = Pick<
  Selectable<VisitTable>,
  "id" | "reference" | "date" | "startTime" | "lengthMinutes" | "status" | "updatedAt"
>;

/**
 * The visit's .ics text; `statusUrl` (the status page) goes in its description when known. Its
 * title and description in the words of the mail it goes with (README "Languages": "Mails").
 */
export function visitCalendar(
  client: Client,
  visit: CalendarVisit,
  statusUrl: string | null,
  words: MailWords = mailWords("en"),
): string {
  const zone = schoolZone(client);
  const start = DateTime.fromISO(`${visit.date}T${visit.startTime}`, { zone });
  const calendar = ical({
    prodId: { company: "Nurture", product: "School visits", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: the library would then write DTSTAMP in local time, which RFC 5545
    // wants in UTC. The generator still adds the VTIMEZONE of each event's own zone.
    timezone: { name: null, generator: vtimezone },
  });
  calendar.createEvent({
    id: `visit-${visit.id}-${client.id}@nurture`,
    // Each change of the visit (a move, a cancellation) is a later version of the same entry.
    sequence: Math.floor(Date.parse(visit.updatedAt) / 1000) || 0,
    start,
    end: start.plus({ minutes: visit.lengthMinutes }),
    timezone: zone,
    summary: words.visit.calendarSummary(client.clientName),
    location: schoolAddress(client) || null,
    description: [words.visit.reference(visit.reference), ...(statusUrl ? [words.visit.calendarMove(statusUrl)] : [])].join("\n"),
    status: visit.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
