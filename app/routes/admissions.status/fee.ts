import type { SubmissionResult } from "@conform-to/react";
import type { FeeState } from "~/models/payment.server";
import type { QrCode } from "~/utils/qr.server";
import type { FormConstraint } from "~/utils/forms";

/**
 * The status page's registration fee (README "Admissions": "Registration fee by UPI"): what the
 * action answers for an enrollment whose class has a fee at a school with a UPI ID (fee.server.ts);
 * its words are the catalogue's (content/status.ts in English).
 */
export type FeeAnswer =
  /** The provider could not say (down, failing): the rest of the record still shows. */
  | { failed: string }
  | {
      /** "₹1,000": worked out on the server, as every word of the section (no formatter in the browser). */
      amount: string;
      /** The QR code's text alternative, naming the amount. */
      qrLabel: string;
      payeeName: string;
      upiId: string;
      /** The deep link and its QR code, while the fee is to pay (none once a UTR waits or is paid). */
      pay: { link: string; qr: QrCode } | null;
      /** The UTR form, while the fee is due: its constraints, and its refusal with the value typed. */
      form: { constraint: FormConstraint; result?: SubmissionResult<string[]> } | null;
      /** The latest payment, and its state in the parent's words (shared/payment-statuses.ts). */
      payment: (NonNullable<FeeState["payment"]> & { stage: { label: string; text: string } }) | null;
    };
