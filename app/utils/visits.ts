import { VISIT_STATUSES, type VisitStatus } from "../../shared/record-states";
import { formatClock, formatDay } from "./when";

/**
 * A visit's states and the weekly times' weekdays, as the visit pages show them (README "Staff
 * console"). No zod here: the list's page imports these without a schema (README "JavaScript
 * budgets"); the forms' schemas are in visit-schemas.ts.
 */

export { VISIT_STATUSES, type VisitStatus };

/** What staff may mark a visit as (the provider says which may follow which). */
export const VISIT_MARKS = ["attended", "noShow", "cancelled"] as const;

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD `days` later (or earlier): a calendar date, so UTC arithmetic is exact. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** "Thursday, 26 November 2026": a calendar date in words. */
export function dayInWords(date: string): string {
  return new Intl.DateTimeFormat("en-IN", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A real YYYY-MM-DD, or null. */
export function readDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value;
}

/**
 * A school's open visit times as a parent chooses among them (README "Visits"): one group per
 * day, a radio button per time whose value is `<slotId>@<date>` (utils/schemas.ts SLOT_PATTERN).
 * Worked out by the loader, so the page's words never depend on the browser.
 */
export type VisitChoice = { value: string; time: string; lengthMinutes: number; placesLeft: number };
export type VisitDay = { date: string; day: string; times: VisitChoice[] };

/**
 * The provider's times (ordered by start) grouped by their day of the school's calendar; the day and
 * the clock in English unless the page's own words are given (i18n/when.server.ts).
 */
export function groupVisitTimes(
  times: ReadonlyArray<{ slotId: number; date: string; startTime: string; lengthMinutes: number; placesLeft: number }>,
  words: { day: (date: string) => string; clock: (time: string) => string } = { day: formatDay, clock: formatClock },
): VisitDay[] {
  const days: VisitDay[] = [];
  for (const time of times) {
    let day = days.at(-1);
    if (!day || day.date !== time.date) days.push((day = { date: time.date, day: words.day(time.date), times: [] }));
    day.times.push({
      value: `${time.slotId}@${time.date}`,
      time: words.clock(time.startTime),
      lengthMinutes: time.lengthMinutes,
      placesLeft: Math.max(0, time.placesLeft),
    });
  }
  return days;
}

/** True when at least one time still has a place. */
export const anyOpen = (days: readonly VisitDay[]) => days.some((day) => day.times.some((time) => time.placesLeft > 0));
