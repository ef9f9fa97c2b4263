import { z } from "zod";
import { PROGRAMS, type Program } from "~/utils/enrollment-values";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/**
 * `/staff/programs`: which of the five program pages the school offers (README "Staff console"),
 * and how many cards each has; the cards themselves are the lists `/staff/lists/{program}`.
 */

const count = z.coerce.number().int().nonnegative().catch(0);
const program = z.object({ program: z.enum(PROGRAMS), offered: z.boolean(), cards: count, hiddenCards: count });

export function listStaffPrograms(caller: StaffCaller) {
  return staffGet("/staff/programs", caller, z.object({ data: z.array(program) }));
}

/** POST /staff/programs/{program}: offered again, or not. */
export function setProgramOffered(caller: StaffCaller, which: Program, offered: boolean) {
  return staffPost(`/staff/programs/${which}`, caller, changed, { offered: String(offered) });
}
