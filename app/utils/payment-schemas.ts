import { z } from "zod";
import { UPI_ID_MESSAGE, UPI_ID_PATTERN, UTR_MESSAGE, UTR_PATTERN, normalizeUtr } from "../../shared/upi";
import { optionalText, requiredText } from "./schema-fields";

/**
 * The registration fee's form schemas (README "Admissions": "Registration fee by UPI"), shared by
 * the pages (Conform in the browser) and their actions, with the provider's rules and messages
 * (api/admissions/payments/), which checks them all again.
 */

/** The parent's UTR on the status page: 12 digits, the groups some apps show forgiven. */
export const upiPaymentSchema = z.object({
  utr: z
    .string({ required_error: UTR_MESSAGE })
    .transform(normalizeUtr)
    .refine((value) => UTR_PATTERN.test(value), UTR_MESSAGE),
});

/** Staff's reason for a payment they could not find: mailed to the parent. */
export const paymentRejectSchema = z.object({
  reason: requiredText({ label: "Reason", max: 300, required: "Reason is required: it is mailed to the parent" }),
});

/** The owner's UPI settings on /staff/admissions: blank UPI ID takes no more payments. */
export const upiSettingsSchema = z.object({
  upiId: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || UPI_ID_PATTERN.test(value), UPI_ID_MESSAGE),
  upiName: optionalText({ label: "Payee name", max: 100 }),
});
