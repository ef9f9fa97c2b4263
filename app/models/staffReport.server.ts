import { z } from "zod";
import { apiStream } from "~/utils/api-stream.server";
import { id, text } from "./list.server";
import { staffGet, staffQuery, type StaffCaller } from "./staff.server";

/** `/staff/report` (README "Admissions": "The season at a glance"): one admission year's numbers and their CSV. */

const count = z.number().int().nullable();
const share = z.number().nullable();

const group = z.object({
  name: text,
  seats: count,
  seatsLeft: count,
  counts: z.object({
    enquiries: count,
    applications: count,
    visitBooked: count,
    visitAttended: count,
    documentsComplete: count,
    feePaid: count,
    offered: count,
    accepted: count,
    enrolled: count,
    waitlisted: count,
  }),
  conversions: z.object({
    applications: share,
    visitBooked: share,
    visitAttended: share,
    documentsComplete: share,
    feePaid: share,
    offered: share,
    accepted: share,
    enrolled: share,
  }),
  medianFirstResponseMinutes: count,
});
export type SeasonGroup = z.output<typeof group>;

const year = z.object({ id, label: text, startsOn: text, open: z.boolean() });

const report = z.object({
  year,
  years: z.array(year),
  season: z.object({ from: text, until: text }),
  classes: z.array(group.extend({ id })),
  total: group,
  sources: z.array(group),
});

/**
 * The year a request asks for: its id, undefined for the default (none, or a GET form's empty
 * choice), null for anything else, which is no page (the provider would refuse it as a bad request).
 */
export function askedYear(request: Request): string | undefined | null {
  const asked = new URL(request.url).searchParams.get("yearId") ?? "";
  if (asked === "") return undefined;
  return /^[1-9]\d{0,8}$/.test(asked) ? asked : null;
}

/** GET /staff/report: the year asked for, or the school's open one; null when the school has no year. */
export function getSeasonReport(caller: StaffCaller, yearId: string | undefined) {
  return staffGet("/staff/report", caller, z.object({ data: report.nullable() }), { yearId });
}

/** GET /staff/report/export: the same numbers as CSV, as the provider streams it. */
export function exportSeasonReport(caller: StaffCaller & { signal: AbortSignal }, yearId: string | undefined) {
  return apiStream("/staff/report/export", { query: staffQuery(caller, { yearId }), token: caller.token, signal: caller.signal });
}
