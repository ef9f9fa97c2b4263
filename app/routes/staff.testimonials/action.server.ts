import type { ActionFunctionArgs } from "@remix-run/node";
import { editTestimonial, moderateTestimonial } from "~/models/staffTestimonials.server";
import { forgetTestimonials } from "~/models/testimonial.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { testimonialEditSchema } from "~/utils/staff-schemas";
import { safeRedirect } from "~/utils/redirect";
import { redirectWithSuccess } from "~/utils/toast.server";

const INTENTS = ["approve", "reject", "delete", "edit"] as const;

/**
 * Approve, reject, edit or delete one testimonial. Every change drops the school's cached public
 * list, so /admissions/parentTestimonials shows it on the next request (README "Staff console").
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission } = await readStaffForm(request, testimonialEditSchema);
  const intent = INTENTS.find((value) => value === formData.get("intent"));
  const id = String(formData.get("id") ?? "");
  if (!intent || !/^[1-9]\d{0,8}$/.test(id)) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });

  let result;
  if (intent === "edit") {
    if (submission.status !== "success") return replyInvalid(submission.reply(), { editing: id });
    result = await editTestimonial(staff, Number(id), submission.value);
    if (!result.ok) return replyRefused(request, submission, result, Object.keys(testimonialEditSchema.shape), { editing: id });
  } else {
    result = await moderateTestimonial(staff, Number(id), intent);
    if (!result.ok) return refuse(request, result);
  }
  forgetTestimonials(staff.clientId);
  // Back to the same tab and page.
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return redirectWithSuccess(safeRedirect(`${url.pathname}${url.search}`, "/staff/testimonials"), result.data.message || "Saved", {
    headers: PRIVATE_HEADERS,
  });
}
