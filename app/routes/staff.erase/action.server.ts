import type { ActionFunctionArgs } from "@remix-run/node";
import { eraseFamily } from "~/models/staffErasure.server";
import { forgetTestimonials } from "~/models/testimonial.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, requireStaff } from "~/services/staff.server";
import { eraseSchema } from "~/utils/staff-schemas";
import { redirectWithInfo, redirectWithSuccess } from "~/utils/toast.server";
import { describeCounts, total } from "./copy";

/**
 * A family's erasure (DPDP Act 2023, GDPR Art. 17): every enrollment, enquiry and testimonial with
 * that mobile number goes; the provider keeps one audit row without personal data.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { submission } = await readStaffForm(request, eraseSchema);
  // The form is only shown for a valid number; a bad one goes back to the lookup.
  if (submission.status !== "success") return redirectWithInfo("/staff/erase", "Look the mobile number up again.", { headers: PRIVATE_HEADERS });
  const erased = await eraseFamily(staff, submission.value.mobile);
  if (!erased.ok) return refuse(request, erased);
  const counts = erased.data.data;
  if (counts.testimonials > 0) forgetTestimonials(staff.clientId);
  const message = total(counts) > 0 ? `Erased ${describeCounts(counts)}.` : "Nothing was stored for this mobile number.";
  return redirectWithSuccess("/staff/erase", message, { headers: PRIVATE_HEADERS });
}
