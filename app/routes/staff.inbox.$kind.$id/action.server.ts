import type { ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { changeStatus, setFollowUp } from "~/models/staffSubmissions.server";
import { notFound, PRIVATE_HEADERS, readStaffForm, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { FORM_NAME_FIELD } from "~/utils/forms";
import { followUpSchema, statusChangeSchema } from "~/utils/staff-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";
import { admissionAction } from "./admission.server";
import { contactAction } from "./contact.server";
import { reviewAction } from "./documents.server";
import { readSubmissionParams, submissionPath } from "./params";

/**
 * The record's forms, told apart by their name: a status change or a note on its own, and the
 * follow-up (assignee and date). The provider keeps who and when (README "Staff console"). A
 * refused form comes back with its name, so only that form shows the errors.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const target = readSubmissionParams(params);
  if (!target) throw notFound();
  const staff = await requireStaff(request);
  // "Contact the family" (README "Staff console") answers its own intents first.
  const contacted = await contactAction(request, staff, target, submissionPath(target));
  if (contacted) return contacted;
  const reviewed = await reviewAction(request, staff, submissionPath(target));
  if (reviewed) return reviewed;
  const { formData, submission: status } = await readStaffForm(request, statusChangeSchema);
  const form = String(formData.get(FORM_NAME_FIELD) ?? "status");

  if (form === "followUp") {
    const submission = parseWithZod(formData, { schema: followUpSchema });
    if (submission.status !== "success") return replyInvalid(submission.reply(), { form });
    const result = await setFollowUp(staff, target.kind, target.id, submission.value);
    if (!result.ok) return replyRefused(request, submission, result, Object.keys(followUpSchema.shape), { form });
    return redirectWithSuccess(submissionPath(target), result.data.message || "Saved", { headers: PRIVATE_HEADERS });
  }

  // A seat offered, a waitlist move (README "Admissions": "Offers and the waitlist").
  if (form === "offer" || form === "waitlistMove") {
    if (target.kind !== "enrollment") throw notFound();
    return admissionAction(request, staff, target.id, form, formData, submissionPath(target));
  }

  // A visit's status is marked on the visits page; the inbox's status form is not on its record.
  if (target.kind === "visit") throw notFound();
  if (status.status !== "success") return replyInvalid(status.reply(), { form: "status" });
  const result = await changeStatus(staff, target.kind, target.id, status.value);
  // 409: not a next status from here, or someone else changed it meanwhile.
  if (!result.ok) return replyRefused(request, status, result, Object.keys(statusChangeSchema.shape), { form: "status" });
  return redirectWithSuccess(submissionPath(target), result.data.message || "Saved", { headers: PRIVATE_HEADERS });
}
