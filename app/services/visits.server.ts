import { getVisitTimes } from "~/models/visit.server";
import { groupVisitTimes, type VisitDay } from "~/utils/visits";

/**
 * The school's open visit times for the booking page and the status page's "Move" (README
 * "Visits"): grouped by day, or none with the provider's message when they could not be read.
 */
export async function loadVisitDays(clientId: number, signal?: AbortSignal): Promise<{ days: VisitDay[]; error?: string }> {
  const times = await getVisitTimes(clientId, { signal });
  if (!times.ok) return { days: [], error: times.message };
  return { days: groupVisitTimes(times.data.data) };
}
