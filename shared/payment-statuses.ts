// A registration fee payment's states (README "Admissions": "Registration fee by UPI"), as the
// provider stores them; the status page will say what each means to the parent beside them.

export const PAYMENT_STATUSES = ["submitted", "confirmed", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
