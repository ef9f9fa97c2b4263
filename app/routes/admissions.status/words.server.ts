import { catalogue } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { inLanguage } from "~/i18n/school-languages.server";
import type { FamilyRecordStatus } from "~/models/enrollment.server";
import { fileSize } from "~/utils/documents";
import type { VisitDay } from "~/utils/visits";
import { formatRupees } from "~/utils/money";
import { formatClock, formatDay, formatIst } from "~/utils/when";
import type { RecordWords } from "./answer";

// The status page's words in the page's language (README "Languages"): the loader's, the same for
// every record, and the action's, which name the record's own values (its reference, class, dates,
// amounts). English keeps SPEC's and the page's own formats exactly (utils/when.ts, money.ts);
// another language has Intl's with its `intl` locale, worked out here so the browser never formats.

/** The words of the look-up and of every record's sections, as plain strings for the page. */
export function statusCopy(lang: Lang, school: string) {
  const words = catalogue(lang).status;
  const { visit, application, documents, fee } = words;
  return {
    page: { title: words.page.title, description: words.page.description(school) },
    lead: words.lead,
    labels: words.labels,
    referenceHint: words.referenceHint,
    mobileHint: words.mobileHint,
    submit: words.submit,
    sending: words.sending,
    nextTitle: words.nextTitle,
    privacy: words.privacy,
    visit: {
      when: visit.when,
      time: visit.time,
      where: visit.where,
      calendar: visit.calendar,
      calendarHint: visit.calendarHint,
      status: visit.status,
      moveTitle: visit.moveTitle,
      moveSubmit: visit.moveSubmit,
      noOtherTimes: visit.noOtherTimes,
      cancelTitle: visit.cancelTitle,
      cancelSubmit: visit.cancelSubmit,
      confirmTitle: visit.confirmTitle,
      confirmYes: visit.confirmYes,
      confirmNo: visit.confirmNo,
      bookAnother: visit.bookAnother,
      sending: visit.sending,
      /** The times' words: "%1" is a number (the move form's VisitTimes fills it in). */
      times: { legend: visit.legend, full: visit.full, onePlace: visit.placesLeft(1), placesLeft: visit.placesLeft(-1), minutes: visit.minutes(-1) },
    },
    application: {
      classLabel: application.classLabel,
      offerText: application.offerText,
      accept: application.accept,
      decline: application.decline,
      confirmTitle: application.confirmTitle,
      confirmYes: application.confirmYes,
      confirmNo: application.confirmNo,
    },
    documents: { title: documents.title, lead: documents.lead, reason: documents.reason, fileHint: documents.fileHint, sending: documents.sending },
    fee: {
      title: fee.title,
      amount: fee.amount,
      payTo: fee.payTo,
      how: fee.how,
      openApp: fee.openApp,
      state: fee.state,
      utr: fee.utr,
      receipt: fee.receipt,
      reason: fee.reason,
      formTitle: fee.formTitle,
      correctTitle: fee.correctTitle,
      utrLabel: fee.utrLabel,
      utrHint: fee.utrHint,
      submit: fee.submit,
      correct: fee.correct,
      sending: fee.sending,
    },
  };
}

export type StatusCopy = ReturnType<typeof statusCopy>;

const intlOf = (lang: Lang) => LANGUAGES[lang].intl;

/** A day of the school's calendar: "Tuesday, 2 December 2026" in English (formatDay). */
export function dayIn(lang: Lang, date: string): string {
  if (lang === "en") return formatDay(date);
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(utc.getTime())) return date;
  return new Intl.DateTimeFormat(intlOf(lang), { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(utc);
}

/** A local time "14:30": "2:30 PM" in English (formatClock); another language's 24-hour clock (Hindi's "pm" is Latin). */
export function clockIn(lang: Lang, time: string): string {
  return lang === "en" ? formatClock(time) : time.replace(/^(\d):/, "0$1:");
}

/**
 * The open visit times of the move form (services/visits.server.ts words them in English): each
 * day and time in the page's language, read back from the day's date and the English clock.
 */
export function visitDaysIn(lang: Lang, days: VisitDay[]): VisitDay[] {
  if (lang === "en") return days;
  const clock = (time: string) => {
    const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
    if (!match) return time;
    const hours = (Number(match[1]) % 12) + (match[3] === "PM" ? 12 : 0);
    return clockIn(lang, `${String(hours).padStart(2, "0")}:${match[2]}`);
  };
  return days.map((day) => ({ ...day, day: dayIn(lang, day.date), times: day.times.map((time) => ({ ...time, time: clock(time.time) })) }));
}

/** A moment, in India's time: "25 Nov 2026, 14:05 IST" in English (formatIst). */
export function momentIn(lang: Lang, iso: string): string {
  if (lang === "en") return formatIst(iso);
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(intlOf(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    hourCycle: "h23",
    timeZone: "Asia/Kolkata",
  }).format(time);
}

/** Whole rupees with India's grouping: "₹1,00,000". */
export function rupeesIn(lang: Lang, amount: number): string {
  if (lang === "en") return formatRupees(amount);
  return new Intl.NumberFormat(intlOf(lang), { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);
}

/** A file's size: "1.2 MB" in English (fileSize), the unit in the page's words otherwise. */
export function sizeIn(lang: Lang, bytes: number): string {
  if (lang === "en") return fileSize(bytes);
  const { megabytes, kilobytes } = catalogue(lang).status.documents;
  const number = new Intl.NumberFormat(intlOf(lang), { maximumFractionDigits: 1, minimumFractionDigits: bytes >= 1024 * 1024 ? 1 : 0 });
  return bytes >= 1024 * 1024 ? megabytes(number.format(bytes / (1024 * 1024))) : kilobytes(number.format(Math.max(1, Math.round(bytes / 1024))));
}

/** An offer's deadline, "2 Dec" (the provider's `deadlineShort`, English). */
function deadlineIn(lang: Lang, offer: { deadline: string; deadlineShort: string }): string {
  if (lang === "en") return offer.deadlineShort;
  const [year = 0, month = 0, day = 0] = offer.deadline.slice(0, 10).split("-").map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(utc.getTime())) return offer.deadlineShort;
  return new Intl.DateTimeFormat(intlOf(lang), { day: "numeric", month: "short", timeZone: "UTC" }).format(utc);
}

/**
 * One of the school's own words without versions in other languages (a class, a checklist item, an
 * address): as the school wrote it, and derived in the pseudo-locale like every school text.
 */
export const ownWords = (lang: Lang, text: string) => inLanguage({ text }, undefined, lang, ["text"]).text;

/** A visit's day and time, as the cancel question and the move's notice say it. */
export const visitWhen = (lang: Lang, date: string, startTime: string) => `${dayIn(lang, date)}, ${clockIn(lang, startTime)}`;

/** The words of one record: its heading, its stage, and what its sections say of its own values. */
export function recordWords(lang: Lang, record: FamilyRecordStatus): RecordWords {
  const words = catalogue(lang).status;
  const stage =
    record.kind === "visit"
      ? words.stages.visit[record.status]
      : record.kind === "enrollment"
        ? words.stages.application[record.status]
        : words.stages.enquiry[record.status];
  const base = { title: words.resultTitle(record.reference), stage: { label: stage.label, text: stage.text, next: stage.next } };
  if (record.kind === "visit") {
    const { visit } = record;
    return {
      ...base,
      visit: {
        date: dayIn(lang, visit.date),
        time: words.visit.timeWithLength(clockIn(lang, visit.startTime), visit.lengthMinutes),
        status: words.stages.visit[visit.status].label,
        confirmText: words.visit.confirmText(visitWhen(lang, visit.date, visit.startTime)),
        address: ownWords(lang, visit.address),
      },
    };
  }
  if (record.kind !== "enrollment" || !record.application?.className) return base;
  const { offer, waitlistPosition } = record.application;
  const className = ownWords(lang, record.application.className);
  const deadline = offer ? deadlineIn(lang, offer) : "";
  const { application } = words;
  return {
    ...base,
    application: {
      className,
      offerTitle: application.offerTitle(className, deadline),
      confirmText: application.confirmText(className),
      accepted: application.accepted(className),
      lapsed: application.lapsed(deadline),
      waitlist: waitlistPosition === null ? "" : application.waitlist(waitlistPosition, className),
    },
  };
}
