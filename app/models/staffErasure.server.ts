import { z } from "zod";
import { id, text } from "./list.server";
import { staffGet, staffPost, type StaffCaller } from "./staff.server";

/** `/staff/erase` and `/staff/erasures`: a family's records erased on request (DPDP Act 2023, GDPR). */

const counts = z.object({
  enrollments: z.coerce.number().int().nonnegative(),
  enquiries: z.coerce.number().int().nonnegative(),
  // A provider from before visits sends none: read as 0.
  visits: z.coerce.number().int().nonnegative().catch(0),
  testimonials: z.coerce.number().int().nonnegative(),
});
export type ErasureCounts = z.infer<typeof counts>;

/** GET /staff/erase?mobile: what an erasure would remove. */
export function previewErasure(caller: StaffCaller, mobile: string) {
  return staffGet("/staff/erase", caller, z.object({ data: counts }), { mobile });
}

/** POST /staff/erase: removes them, leaving one audit row without personal data. */
export function eraseFamily(caller: StaffCaller, mobile: string) {
  return staffPost("/staff/erase", caller, z.object({ message: text, data: counts }), { mobile });
}

const erasure = z.object({ id, createdAt: text, actorName: text, note: text });

/** GET /staff/erasures: the audit rows, newest first. */
export function listErasures(caller: StaffCaller, page: { pageNo: number; pageSize: number }) {
  return staffGet("/staff/erasures", caller, z.object({ data: z.array(erasure), count: z.coerce.number().int().nonnegative() }), page);
}
