import { clockIn, dayIn } from "~/i18n/when.server";
import { DEFAULT_LANG, type Lang } from "~/i18n/languages";
import { getVisitTimes } from "~/models/visit.server";
import { groupVisitTimes, type VisitDay } from "~/utils/visits";

/**
 * The school's open visit times for the booking page and the status page's "Move" (README
 * "Visits"): grouped by day, their days and clocks in the page's language, or none with the
 * provider's message when they could not be read.
 */
export async function loadVisitDays(
  clientId: number,
  signal?: AbortSignal,
  lang: Lang = DEFAULT_LANG,
): Promise<{ days: VisitDay[]; error?: string }> {
  const times = await getVisitTimes(clientId, { signal });
  if (!times.ok) return { days: [], error: times.message };
  return { days: groupVisitTimes(times.data.data, { day: (date) => dayIn(lang, date), clock: (time) => clockIn(lang, time) }) };
}
