import { z } from "zod";
import type { ModerationFilter } from "~/utils/staff";
import { id, text } from "./list.server";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/** `/staff/testimonials`: moderation of the parents' testimonials, with the submitter's mobile. */

const moderated = z.object({
  id,
  title: z.string(),
  description: text,
  mobile: text,
  status: z.enum(["pending", "approved", "rejected"]),
  createdAt: text,
  updatedAt: text,
});
export type ModeratedTestimonial = z.infer<typeof moderated>;

export function listModeration(caller: StaffCaller, status: ModerationFilter, page: { pageNo: number; pageSize: number }) {
  return staffGet("/staff/testimonials", caller, z.object({ data: z.array(moderated), count: z.coerce.number().int().nonnegative() }), {
    status,
    ...page,
  });
}

export type Moderation = "approve" | "reject" | "delete";

/** POST /staff/testimonials/:id/approve|reject|delete. */
export function moderateTestimonial(caller: StaffCaller, testimonialId: number, action: Moderation) {
  return staffPost(`/staff/testimonials/${testimonialId}/${action}`, caller, changed);
}

/** POST /staff/testimonials/:id/edit: a typo fixed in the name or the text. */
export function editTestimonial(caller: StaffCaller, testimonialId: number, fields: { title: string; description: string }) {
  return staffPost(`/staff/testimonials/${testimonialId}/edit`, caller, changed, fields);
}
