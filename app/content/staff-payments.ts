import type { PageInfo } from "~/utils/meta";
import type { PaymentStatus } from "../../shared/payment-statuses";

/** Copy of the console's registration fee parts (README "Admissions": "Registration fee by UPI"). */

export const PAYMENT_PAGES = {
  payments: { title: "Payments", description: (school) => `Registration fees paid by UPI to ${school}, to confirm against the bank statement.` },
} satisfies Record<string, PageInfo>;

/** The filter's choices: what waits for staff first (the page's default), then the rest. */
export const PAYMENT_FILTERS = ["submitted", "confirmed", "rejected", "all"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  submitted: "Waiting",
  confirmed: "Confirmed",
  rejected: "Rejected",
};

export const PAYMENT_TEXT = {
  lead: "Parents pay the registration fee by UPI straight into the school's account and type the UTR their app shows. Find each UTR and amount on the bank statement, then confirm it (the parent is mailed a numbered receipt) or reject it with a reason (mailed to the parent, who can submit it again).",
  filterLabel: "Show",
  filters: { submitted: "Waiting for you", confirmed: "Confirmed", rejected: "Rejected", all: "All payments" } satisfies Record<
    PaymentFilter,
    string
  >,
  filterSubmit: "Show",
  count: (count: number) => (count === 1 ? "1 payment" : `${count} payments`),
  none: { submitted: "No payment waits for you.", other: "No payments here." },
  labels: {
    reference: "Reference",
    parent: "Parent",
    class: "Class",
    amount: "Amount",
    utr: "UTR",
    submitted: "Submitted",
    receipt: "Receipt no.",
    confirmedBy: "Confirmed by",
    reason: "Reason",
  },
  confirm: "Confirm",
  rejectOpen: "Reject…",
  rejectLabel: "Reason",
  rejectHint: "Mailed to the parent, such as “No payment with this UTR on our statement of 12 March”.",
  rejectSubmit: "Reject the payment",
  pages: "Payment pages",
} as const;

/** The owner's UPI settings on /staff/admissions. */
export const UPI_TEXT = {
  title: "Registration fee by UPI",
  lead: "Parents pay each class's registration fee by UPI straight into the school's account; staff confirm each payment on the Payments page. Without a UPI ID parents are not asked to pay.",
  none: "No UPI ID: parents are not asked to pay.",
  current: (payee: string, upiId: string) => `Parents pay ${payee} at ${upiId}.`,
  labels: { upiId: "School's UPI ID", upiName: "Payee name" },
  hints: {
    upiId: "As your bank or UPI app shows it, such as sunshinekids@okaxis. Leave it blank to stop asking for payments.",
    upiName: "The name parents' UPI apps show; blank for the school's name.",
  },
  submit: "Save the UPI settings",
} as const;
