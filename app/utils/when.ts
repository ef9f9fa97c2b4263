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
