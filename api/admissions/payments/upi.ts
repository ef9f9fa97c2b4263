import { z } from "zod";
import { UPI_ID_PATTERN, UTR_MESSAGE, UTR_PATTERN, normalizeUtr, upiLink } from "../../../shared/upi.js";
import type { Client } from "../../schema.js";
import type { PaymentMethod } from "./method.js";

/** The payee name a parent's UPI app shows: the school's own for UPI, else the school's name. */
export const payeeName = (client: Client) => client.upiName.trim() || client.clientName;

/**
 * UPI to the school's own account: the parent pays with the deep link (or its QR code), then types
 * the UTR their app shows; staff find it on the bank statement and confirm (README "Admissions").
 */
export const upi: PaymentMethod = {
  method: "upi",
  accepts: (client) => UPI_ID_PATTERN.test(client.upiId),
  ask(client, due) {
    const payee = payeeName(client);
    return {
      amountRupees: due.amountRupees,
      payTo: client.upiId,
      payeeName: payee,
      link: upiLink({ upiId: client.upiId, payeeName: payee, amountRupees: due.amountRupees, note: due.reference }),
    };
  },
  proof: z.object({
    utr: z
      .string({ required_error: UTR_MESSAGE, invalid_type_error: UTR_MESSAGE })
      .transform(normalizeUtr)
      .refine((value) => UTR_PATTERN.test(value), UTR_MESSAGE),
  }),
  confirmedBy: "staff",
};
