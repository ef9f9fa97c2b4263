import type { ActionFunctionArgs } from "@remix-run/node";
import { confirmPayment, rejectPayment } from "~/models/staffPayments.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, requireStaff } from "~/services/staff.server";
import { paymentRejectSchema } from "~/utils/payment-schemas";
import { safeRedirect } from "~/utils/redirect";
import { redirectWithError, redirectWithSuccess } from "~/utils/toast.server";

/**
 * A payment confirmed (the provider numbers the receipt and mails it) or rejected with a reason
 * (mailed), README "Admissions": "Registration fee by UPI". The answer goes back to the same
 * status and page of the list. Another school's payment is the console's 404; one decided
 * meanwhile (by another member) is the provider's sentence as an error toast.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const { formData, submission } = await readStaffForm(request, paymentRejectSchema);
  const intent = formData.get("intent");
  const id = String(formData.get("id") ?? "");
  if ((intent !== "confirm" && intent !== "reject") || !/^[1-9]\d{0,8}$/.test(id)) {
    throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  }
  const url = new URL(request.url);
  url.searchParams.delete("index");
  const back = safeRedirect(`${url.pathname}${url.search}`, "/staff/payments");

  if (intent === "confirm") {
    const confirmed = await confirmPayment(staff, Number(id));
    if (!confirmed.ok && confirmed.status === 409) return redirectWithError(back, confirmed.message, { headers: PRIVATE_HEADERS });
    if (!confirmed.ok) return refuse(request, confirmed);
    return redirectWithSuccess(back, confirmed.data.message || "Confirmed", { headers: PRIVATE_HEADERS });
  }

  const editing = `payment-${id}`;
  if (submission.status !== "success") return replyInvalid(submission.reply(), { editing });
  const rejected = await rejectPayment(staff, Number(id), submission.value);
  if (!rejected.ok) return replyRefused(request, submission, rejected, Object.keys(paymentRejectSchema.shape), { editing });
  return redirectWithSuccess(back, rejected.data.message || "Rejected", { headers: PRIVATE_HEADERS });
}
