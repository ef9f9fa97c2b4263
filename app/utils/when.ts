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
