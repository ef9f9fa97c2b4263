import { z } from "zod";
import { RECORD_KINDS, STAFF_ROLES } from "~/utils/staff";
import { id, text } from "./list.server";
import { staffGet, type StaffCaller } from "./staff.server";

/**
 * GET /staff/today (README "Staff console"), whole: what the overview leads with — today's visits,
 * follow-ups due and overdue, and the records waiting for a first reply with their age in hours,
 * and who asked.
 */

const count = z.coerce.number().int().nonnegative().catch(0);

const staffDay = z.object({
  data: z.object({
    visitsToday: count,
    followUpsDue: count,
    overdue: count,
    waiting: count,
    visits: z.array(z.object({ id, reference: text, status: text, startTime: text, lengthMinutes: count, childName: text, parentName: text })),
    waitingRecords: z.array(z.object({ kind: z.enum(RECORD_KINDS), id, reference: text, parentName: text, createdAt: text, ageHours: count })),
    // Families staff were told are next for a seat that came free (README "Admissions").
    nextOnWaitlist: z.array(z.object({ id, reference: text, childName: text, className: text, yearLabel: text })).catch([]),
    // Who asked: the layout's person without a GET /staff/me (a provider without it: that call).
    user: z.object({ id, name: z.string(), role: z.enum(STAFF_ROLES) }).optional(),
  }),
});

export function getStaffDay(caller: StaffCaller) {
  return staffGet("/staff/today", caller, staffDay);
}
