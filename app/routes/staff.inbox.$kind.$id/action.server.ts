import type { ActionFunctionArgs } from "@remix-run/node";
import { changeStatus } from "~/models/staffSubmissions.server";
import { notFound, PRIVATE_HEADERS, readStaffForm, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { statusChangeSchema } from "~/utils/staff-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";
import { contactAction } from "./contact.server";
import { readSubmissionParams, submissionPath } from "./params";

/** A status change or a note on its own; the provider keeps who and when (README "Staff console"). */
export async function action({ request, params }: ActionFunctionArgs) {
  const target = readSubmissionParams(params);
  if (!target) throw notFound();
  const staff = await requireStaff(request);
  const contacted = await contactAction(request, staff, target, submissionPath(target));
  if (contacted) return contacted;
  const { submission } = await readStaffForm(request, statusChangeSchema);
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const result = await changeStatus(staff, target.kind, target.id, submission.value);
  // 409: not a next status from here, or someone else changed it meanwhile.
  if (!result.ok) return replyRefused(request, submission, result, Object.keys(statusChangeSchema.shape));
  return redirectWithSuccess(submissionPath(target), result.data.message || "Saved", { headers: PRIVATE_HEADERS });
}
