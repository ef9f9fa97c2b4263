import { formatClock, formatDay } from "./when";

/**
 * A school's open visit times as a parent chooses among them (README "Visits"): one group per
 * day, a radio button per time whose value is `<slotId>@<date>` (utils/schemas.ts SLOT_PATTERN).
 * Worked out by the loader, so the page's words never depend on the browser.
 */
export type VisitChoice = { value: string; time: string; lengthMinutes: number; placesLeft: number };
export type VisitDay = { date: string; day: string; times: VisitChoice[] };

/** The provider's times (ordered by start) grouped by their day of the school's calendar. */
export function groupVisitTimes(
  times: ReadonlyArray<{ slotId: number; date: string; startTime: string; lengthMinutes: number; placesLeft: number }>,
): VisitDay[] {
  const days: VisitDay[] = [];
  for (const time of times) {
    let day = days.at(-1);
    if (!day || day.date !== time.date) days.push((day = { date: time.date, day: formatDay(time.date), times: [] }));
    day.times.push({
      value: `${time.slotId}@${time.date}`,
      time: formatClock(time.startTime),
      lengthMinutes: time.lengthMinutes,
      placesLeft: Math.max(0, time.placesLeft),
    });
  }
  return days;
}

/** True when at least one time still has a place. */
export const anyOpen = (days: readonly VisitDay[]) => days.some((day) => day.times.some((time) => time.placesLeft > 0));
