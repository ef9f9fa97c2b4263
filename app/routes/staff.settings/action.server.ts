import type { ActionFunctionArgs } from "@remix-run/node";
import { setNotifyByEmail } from "~/models/staff.server";
import { signOutElsewhere } from "~/services/sessions.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, requireStaff } from "~/services/staff.server";
import { SIGN_OUT_ELSEWHERE } from "~/utils/forms";
import { notifySchema } from "~/utils/staff-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";

/** A staff member's own e-mail preference (one mail per new enrollment and enquiry, or none), and signing out elsewhere. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission } = await readStaffForm(request, notifySchema);
  // The page's other form: end every other session of this account (README "Staff console").
  if (formData.get("intent") === SIGN_OUT_ELSEWHERE) return signOutElsewhere(request, "/staff/settings");
  if (submission.status !== "success") return replyInvalid(submission.reply());
  const saved = await setNotifyByEmail(staff, submission.value.notifyByEmail === "true");
  if (!saved.ok) return refuse(request, saved);
  return redirectWithSuccess("/staff/settings", saved.data.message || "Saved", { headers: PRIVATE_HEADERS });
}
