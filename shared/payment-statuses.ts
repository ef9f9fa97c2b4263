// A registration fee payment's states (README "Admissions": "Registration fee by UPI"), as the
// provider stores them, and what each means to the parent on the status page: the same words
// wherever the site shows them.

export const PAYMENT_STATUSES = ["submitted", "confirmed", "rejected"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STAGES: Record<PaymentStatus, { label: string; text: string }> = {
  submitted: {
    label: "Waiting for the school to confirm",
    text: "The school will find your payment on its bank statement and confirm it. Until then you can correct the UTR below.",
  },
  confirmed: { label: "Paid", text: "The school has confirmed your payment. Your receipt is sent by e-mail when you gave one." },
  rejected: {
    label: "Not found by the school",
    text: "The school could not find this payment on its bank statement. Check the UTR in your UPI app and submit it again.",
  },
};
