import { z } from "zod";
import { staffGet, type StaffCaller } from "./staff.server";

/**
 * GET /staff/today (README "Staff console"): the day's numbers of the school's admissions, the
 * console shell's counts beside its sections. Only the counts are read here; a count the provider
 * leaves out or garbles is 0.
 */

const count = z.coerce.number().int().nonnegative().catch(0);

const todayCounts = z.object({
  data: z.object({ visitsToday: count, followUpsDue: count, overdue: count, waiting: count }),
});

export function getStaffToday(caller: StaffCaller) {
  return staffGet("/staff/today", caller, todayCounts);
}
