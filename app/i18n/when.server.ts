import { formatClock, formatDay } from "~/utils/when";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "./languages";

/**
 * A visit's day and time in a page's language (README "Languages": dates through Intl with the
 * language's locale), worked out on the server so the browser never formats them. English keeps
 * its own words ("Tuesday, 2 December 2026", "10:30 AM"; utils/when.ts).
 */
export function dayIn(lang: Lang, date: string): string {
  if (lang === DEFAULT_LANG) return formatDay(date);
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(LANGUAGES[lang].intl, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    day,
  );
}

/** A local time "14:30" in `lang`: "2:30 PM"; in Hindi "दोपहर 2:30" (the part of the day, not am/pm). */
export function clockIn(lang: Lang, time: string): string {
  if (lang === DEFAULT_LANG) return formatClock(time);
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const at = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(LANGUAGES[lang].intl, { hour: "numeric", minute: "2-digit", dayPeriod: "short", timeZone: "UTC" }).format(at);
}
