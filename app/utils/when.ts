/**
 * A date and time as staff in India read them ("23 Jul 2025, 4:05 pm"). Formatted by the loader,
 * never in the browser: Node's and the browser's ICU may word it differently, which would not
 * hydrate.
 */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }).format(date);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
// India has one time zone and no daylight saving: IST is always UTC+05:30.
const IST_OFFSET_MS = 330 * 60_000;

/**
 * A moment in India Standard Time with the zone named, "25 Nov 2026, 14:05 IST" (the owner's team
 * page: when each member last signed in). Worked out by hand, not by ICU, so the words never depend
 * on the machine's locale data.
 */
export function formatIst(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const ist = new Date(time + IST_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${two(ist.getUTCHours())}:${two(ist.getUTCMinutes())} IST`;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * A day of the school's calendar as a parent reads it, "Tuesday, 2 December 2026" (a visit's date,
 * README "Visits"). By hand, like formatIst: the same words on the server and in the browser.
 */
export function formatDay(date: string): string {
  const [year = 0, month = 0, day = 0] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(utc.getTime())) return date;
  return `${WEEKDAYS[utc.getUTCDay()]}, ${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** A local time "14:30" as "2:30 PM". */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}
