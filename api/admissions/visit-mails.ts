import { DateTime } from "luxon";
import type { Selectable } from "kysely";
import { MAIL_INTL, type MailLanguage, type MailWords, mailWords } from "../../shared/i18n/mail.js";
import type { Db } from "../db.js";
import { mailIn } from "../languages/family-language.js";
import type { Client, VisitTable } from "../schema.js";
import { familySite, queueFamilyMail } from "./family-mail.js";
import { schoolAddress, visitCalendar } from "./visit-calendar.js";
import { schoolZone } from "./visit-times.js";

// The mails a visit sends the parent (README "Admissions"): the confirmation with the visit's .ics,
// a reminder a day before, and a mail when it moves or is cancelled. All go through
// queueFamilyMail (school's name, Reply-To the school, the outbox); none when no e-mail was given.
// Each in the language of the page the visit was booked on (README "Languages": "Mails").

type VisitRow = Selectable<VisitTable>;

const REMINDER_HOURS = 24;

type When = Pick<VisitRow, "date" | "startTime" | "lengthMinutes">;

/**
 * The visit's date and time as a parent reads them, in the school's zone (named when not India's).
 * English as it always was; another language through Intl with its locale ("मंगलवार, 1 दिसंबर
 * 2026", "सुबह 10:00"), whose day periods carry no Latin letters.
 */
export function visitWhen(client: Client, visit: When, lang: MailLanguage = "en") {
  const zone = schoolZone(client);
  const words = mailWords(lang);
  const start = DateTime.fromISO(`${visit.date}T${visit.startTime}`, { zone, locale: MAIL_INTL[lang] });
  const length = words.visit.minutes(String(visit.lengthMinutes));
  const named = (time: string) => (zone === "Asia/Kolkata" ? time : words.visit.otherZone(time, zone));
  if (lang === "en") {
    return {
      day: start.toFormat("cccc, d LLLL yyyy"),
      shortDay: start.toFormat("ccc d LLL"),
      time: named(start.toFormat("h:mm a").toUpperCase()),
      length,
    };
  }
  return {
    day: start.toLocaleString({ weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    shortDay: start.toLocaleString({ weekday: "short", day: "numeric", month: "short" }),
    time: named(start.toLocaleString({ hour: "numeric", minute: "2-digit", dayPeriod: "short" } as Intl.DateTimeFormatOptions)),
    length,
  };
}

/** The same on one line, as the school's notices give it ("Tuesday, 1 December 2026, 10:00 AM, 45 minutes"). */
export function visitWhenLine(client: Client, visit: When) {
  const when = visitWhen(client, visit);
  return `${when.day}, ${when.time}, ${when.length}`;
}

function details(client: Client, visit: VisitRow, lang: MailLanguage): string {
  const words = mailWords(lang).visit;
  const when = visitWhen(client, visit, lang);
  const address = schoolAddress(client);
  return [
    words.reference(visit.reference),
    words.date(when.day),
    words.time(when.time, when.length),
    ...(address ? [words.address(address)] : []),
  ].join("\n");
}

const calendarFile = (client: Client, visit: VisitRow, statusUrl: string | null, words: MailWords) => ({
  filename: `visit-${visit.reference}.ics`,
  contentType: "text/calendar; charset=utf-8; method=PUBLISH",
  content: visitCalendar(client, visit, statusUrl, words),
});

const changeLine = (statusUrl: string | null, words: MailWords) => [
  statusUrl ? words.visit.changeAt(statusUrl) : words.visit.change,
];

const source = (visit: VisitRow) => ({ kind: "visit" as const, id: visit.id });

/** The visit's mail words, the school in them and its site's links. */
async function mailOf(db: Db, client: Client, visit: VisitRow) {
  const { lang, words, school } = mailIn(client, visit.language);
  const site = await familySite(db, client.id);
  return {
    lang,
    words,
    said: words.visit,
    school,
    when: visitWhen(client, visit, lang),
    statusUrl: site?.statusUrl ?? null,
    site,
  };
}

/**
 * Queues the reminder, due a day before the visit; none (null) when the visit is less than a day
 * away or the parent gave no e-mail. Answers the outbox row's id, for visits.reminderOutboxId.
 */
export async function queueVisitReminder(db: Db, client: Client, visit: VisitRow, now = new Date()): Promise<number | null> {
  const dueAt = new Date(Date.parse(visit.startsAt) - REMINDER_HOURS * 3600_000);
  if (dueAt <= now) return null;
  const { lang, words, said, school, when, statusUrl } = await mailOf(db, client, visit);
  return queueFamilyMail(db, school, {
    to: visit.email,
    subject: said.reminderSubject(when.time, visit.reference),
    paragraphs: [
      words.dear(visit.parentName),
      said.reminder(school.clientName),
      details(school, visit, lang),
      said.comeEarly,
      ...changeLine(statusUrl, words),
    ],
    source: source(visit),
    dueAt: dueAt.toISOString(),
  });
}

/** The confirmation of a new booking, with the .ics attached. */
export async function queueVisitBooked(db: Db, client: Client, visit: VisitRow, reminder: boolean): Promise<void> {
  const { lang, words, said, school, when, statusUrl } = await mailOf(db, client, visit);
  await queueFamilyMail(db, school, {
    to: visit.email,
    subject: said.bookedSubject(when.shortDay, when.time, visit.reference),
    paragraphs: [
      words.dear(visit.parentName),
      said.booked(school.clientName, visit.childName),
      details(school, visit, lang),
      said.bookedNext(reminder),
      ...changeLine(statusUrl, words),
    ],
    source: source(visit),
    attachments: [calendarFile(school, visit, statusUrl, words)],
  });
}

/** The visit's new time, with the updated .ics (same calendar entry, later version). */
export async function queueVisitMoved(db: Db, client: Client, visit: VisitRow): Promise<void> {
  const { lang, words, said, school, when, statusUrl } = await mailOf(db, client, visit);
  await queueFamilyMail(db, school, {
    to: visit.email,
    subject: said.movedSubject(when.shortDay, when.time, visit.reference),
    paragraphs: [
      words.dear(visit.parentName),
      said.moved(school.clientName),
      details(school, visit, lang),
      said.movedCalendar,
      ...changeLine(statusUrl, words),
    ],
    source: source(visit),
    attachments: [calendarFile(school, visit, statusUrl, words)],
  });
}

/** The cancellation, by the parent (status page) or by the school (staff console). */
export async function queueVisitCancelled(db: Db, client: Client, visit: VisitRow, by: "parent" | "school"): Promise<void> {
  const { lang, words, said, school, when, site } = await mailOf(db, client, visit);
  const next = words.stages.visit.cancelled.next;
  await queueFamilyMail(db, school, {
    to: visit.email,
    subject: said.cancelledSubject(when.shortDay, visit.reference),
    paragraphs: [
      words.dear(visit.parentName),
      by === "parent" ? said.cancelledByParent(school.clientName) : said.cancelledBySchool(school.clientName),
      details(school, visit, lang),
      // The status page's next step for a cancelled visit, so the mail and the page agree.
      site ? `${next}\n${site.visitUrl}` : next,
    ],
    source: source(visit),
  });
}
