import type { z } from "zod";
import type { AdmissionPaymentTable, Client } from "../../schema.js";

// How a parent pays the registration fee (README "Admissions": "Registration fee by UPI"). UPI
// straight to the school's account is the one method today (upi.ts): no payment gateway is
// reachable and most Indian schools take UPI directly. A gateway (Razorpay, Cashfree) would be a
// second implementation of this interface: its checkout as the link, its payment id as the proof,
// confirmed from its signed notice instead of by staff.

/** What the parent is asked to pay for an application, and where. */
export interface PaymentAsk {
  amountRupees: number;
  /** Who is paid: the school's UPI ID (a gateway: its merchant). */
  payTo: string;
  /** The payee's name as the parent's app shows it. */
  payeeName: string;
  /** Where the parent pays: UPI's deep link (a gateway: its checkout address). */
  link: string;
}

/** What the parent submits after paying, as the method proves a payment: for UPI, the UTR. */
export type PaymentProof = z.ZodObject<{ utr: z.ZodType<string, z.ZodTypeDef, unknown> }>;

export interface PaymentMethod {
  readonly method: AdmissionPaymentTable["method"];
  /** Whether the school takes payments this way at all (a UPI ID set; a gateway's keys). */
  accepts(client: Client): boolean;
  /** What the parent is asked for an application's fee. */
  ask(client: Client, due: { amountRupees: number; reference: string }): PaymentAsk;
  /** The fields of the parent's submission, checked with their messages (400 on the field). */
  readonly proof: PaymentProof;
  /**
   * Who confirms a submitted payment: "staff", against the school's bank statement (UPI pays the
   * school directly, nobody else can tell); a gateway's "notice", signed, would confirm it itself.
   */
  readonly confirmedBy: "staff" | "notice";
}
