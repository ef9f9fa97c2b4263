import { z } from "zod";
import { PAYMENT_STATUSES, type PaymentStatus } from "../../shared/payment-statuses";
import { id, text } from "./list.server";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/** `/staff/payments…` and the school's UPI settings (README "Admissions": "Registration fee by UPI"). */

const whole = z.coerce.number().int().nonnegative();

const payment = z.object({
  id,
  enrollmentId: id,
  status: z.enum(PAYMENT_STATUSES),
  amountRupees: whole,
  utr: text,
  receiptNumber: text,
  reason: text,
  submittedAt: text,
  confirmedAt: text,
  confirmedByName: text,
  reference: text,
  childName: text,
  parentName: text,
  parentMobile: text,
  className: text,
  yearLabel: text,
});
export type StaffPayment = z.output<typeof payment>;

/** GET /staff/payments: newest first, of one status or all. */
export function listPayments(caller: StaffCaller, status: PaymentStatus | undefined, page: { pageNo: number; pageSize: number }) {
  return staffGet("/staff/payments", caller, z.object({ data: z.array(payment), count: whole }), { status, ...page });
}

/** POST /staff/payments/:id/confirm: the receipt is numbered and mailed; decided already is a 409. */
export function confirmPayment(caller: StaffCaller, paymentId: number) {
  return staffPost(`/staff/payments/${paymentId}/confirm`, caller, changed);
}

/** POST /staff/payments/:id/reject with the reason, which is mailed to the parent. */
export function rejectPayment(caller: StaffCaller, paymentId: number, values: { reason: string }) {
  return staffPost(`/staff/payments/${paymentId}/reject`, caller, changed, values);
}

const upiSettings = z.object({ upiId: text, upiName: text, payeeName: text });

/** GET /staff/admissions/payment-settings: every member reads them. */
export function getUpiSettings(caller: StaffCaller) {
  return staffGet("/staff/admissions/payment-settings", caller, z.object({ data: upiSettings }));
}

/** POST /staff/admissions/payment-settings: the owner's; a blank UPI ID takes no more payments. */
export function saveUpiSettings(caller: StaffCaller, values: { upiId: string; upiName: string }) {
  return staffPost("/staff/admissions/payment-settings", caller, changed, values);
}
