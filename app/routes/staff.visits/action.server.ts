import type { ActionFunctionArgs } from "@remix-run/node";
import { markVisit } from "~/models/staffVisits.server";
import { PRIVATE_HEADERS, readStaffForm, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { redirectWithSuccess } from "~/utils/toast.server";
import { visitMarkSchema } from "~/utils/visit-schemas";

/**
 * A visit marked attended, no-show or cancelled, with a private note (README "Staff console"); the
 * answer goes back to the same days of the list. A refusal names the visit (`editing`), so its own
 * form shows the errors with the values kept.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission } = await readStaffForm(request, visitMarkSchema);
  const id = String(formData.get("id") ?? "");
  if (!/^[1-9]\d{0,8}$/.test(id)) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const editing = `visit-${id}`;
  if (submission.status !== "success") return replyInvalid(submission.reply(), { editing });
  const marked = await markVisit(staff, Number(id), submission.value);
  // 409: not a change from its status (a cancelled visit), or someone else marked it meanwhile.
  if (!marked.ok) return replyRefused(request, submission, marked, Object.keys(visitMarkSchema.shape), { editing });
  const url = new URL(request.url);
  return redirectWithSuccess(`${url.pathname}${url.search}#visit-${id}`, marked.data.message || "Saved", { headers: PRIVATE_HEADERS });
}
