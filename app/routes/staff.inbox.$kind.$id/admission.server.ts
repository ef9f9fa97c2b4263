import { parseWithZod } from "@conform-to/zod";
import { makeOffer, moveOnWaitlist } from "~/models/offers.server";
import { PRIVATE_HEADERS, replyInvalid, replyRefused } from "~/services/staff.server";
import type { StaffCaller } from "~/models/staff.server";
import { offerSchema, waitlistMoveSchema } from "~/utils/admission-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";

/**
 * The record's seat forms: an offer (deadline; the owner's "past the seats") and a waitlist move
 * (position, reason). A refused one comes back with its name and the provider's words on its field.
 */
export async function admissionAction(
  request: Request,
  staff: StaffCaller,
  enrollmentId: number,
  form: "offer" | "waitlistMove",
  formData: FormData,
  path: string,
) {
  if (form === "offer") {
    const submission = parseWithZod(formData, { schema: offerSchema });
    if (submission.status !== "success") return replyInvalid(submission.reply(), { form });
    const result = await makeOffer(staff, enrollmentId, submission.value);
    if (!result.ok) return replyRefused(request, submission, result, Object.keys(offerSchema.shape), { form });
    return redirectWithSuccess(path, result.data.message, { headers: PRIVATE_HEADERS });
  }
  const submission = parseWithZod(formData, { schema: waitlistMoveSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply(), { form });
  const result = await moveOnWaitlist(staff, enrollmentId, { position: Number(submission.value.position), reason: submission.value.reason });
  if (!result.ok) return replyRefused(request, submission, result, Object.keys(waitlistMoveSchema.shape), { form });
  return redirectWithSuccess(path, result.data.message, { headers: PRIVATE_HEADERS });
}
