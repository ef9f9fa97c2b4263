import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { PAYMENT_STATUSES } from "../../shared/payment-statuses";
import { listQuery, text } from "./list.server";

/**
 * The parent's side of the registration fee (README "Admissions": "Registration fee by UPI"): the
 * public /api/v1/admissions/payment, no token, with the status page's reference and mobile.
 */

const whole = z.coerce.number().int().nonnegative();

const feeSchema = z.object({
  data: z.object({
    due: z.boolean(),
    amountRupees: whole,
    upiId: text,
    payeeName: text,
    link: z.string().nullable(),
    payment: z
      .object({
        status: z.enum(PAYMENT_STATUSES),
        amountRupees: whole,
        utr: text,
        submittedAt: text,
        confirmedAt: text,
        receiptNumber: text,
        reason: text,
      })
      .nullable(),
  }),
});
export type FeeState = z.output<typeof feeSchema>["data"];

export type FeeOwner = { clientId: number; reference: string; mobile: string };

const ownerQuery = (owner: FeeOwner, more: Array<[string, string]> = []) =>
  listQuery([["clientId", owner.clientId], ["reference", owner.reference], ["mobile", owner.mobile], ...more]);

/** GET /admissions/payment: what the application owes, where to pay, and its latest payment. */
export function getFee(owner: FeeOwner, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/admissions/payment", { query: ownerQuery(owner), schema: feeSchema, signal: options.signal });
}

/**
 * POST /admissions/payment: the UTR of a payment made (or the correction of one not yet
 * confirmed). A UTR not 12 digits is a 400 and one already used a 409, both on field `utr`; the
 * provider counts attempts per application and per visitor's address (`clientAddress`, 429).
 */
export function submitUtr(owner: FeeOwner & { utr: string }, options: { clientAddress?: string; signal?: AbortSignal } = {}) {
  return apiRequest("/admissions/payment", {
    method: "POST",
    query: ownerQuery(owner, [["utr", owner.utr]]),
    schema: feeSchema.extend({ message: text }),
    clientAddress: options.clientAddress,
    signal: options.signal,
  });
}
