import { VISIT_TEXT } from "~/content/visits";
import { APPLICATION_STAGES, FAMILY_STAGES, VISIT_STAGES } from "../../shared/family-stages";

/** The parent's status page (README "Staff console", "Visits"): what a status means to a parent. */
export const STATUS_PAGE = {
  title: "Check Your Status",
  description: (school: string) => `Check the status of your enrollment, enquiry or visit at ${school} with its reference and your mobile number.`,
  lead: "Enter the reference you were given after sending an enrollment or an enquiry or booking a visit, and the mobile number you gave. A visit can be moved or cancelled here.",
  labels: { reference: "Reference", mobile: "Mobile Number" },
  // A neutral example: the same on every school's site (README "Staff console").
  referenceHint: "For example ABC-7K3Q9.",
  mobileHint: "10 digits, for example 9876543210.",
  submit: "Check Status",
  sending: "Checking, please wait...",
  /** One answer for an unknown reference and a wrong mobile number. */
  notFound: "We could not find a submission with that reference and mobile number.",
  tooMany: (minutes: number) =>
    `Too many lookups from your connection. Please wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} and try again.`,
  resultTitle: (reference: string) => `Status of ${reference}`,
  nextTitle: "Next step",
  /** Under the form: "How the school handles your details: privacy notice." */
  privacy: { text: "How the school handles your details:", link: "privacy notice" },
  /** Shared with the provider's mails, so the page and a status change's mail say the same. */
  statuses: FAMILY_STAGES,
  stages: APPLICATION_STAGES,
} as const;

/** A visit on the status page (README "Visits"): its words, its time and place, move and cancel. */
export const VISIT_STATUS = {
  /** Shared with the provider's visit mails (shared/family-stages.ts). */
  stages: VISIT_STAGES,
  status: "Status",
  moveTitle: "Move the visit",
  moveSubmit: "Move to this time",
  noOtherTimes: "No other visit times are open at the moment. Please call the school to find another time.",
  cancelTitle: "Cancel the visit",
  cancelSubmit: "Cancel visit",
  confirmTitle: "Cancel this visit?",
  confirmText: (when: string) => `Your visit on ${when} will be cancelled and the place given to another family.`,
  confirmYes: "Yes, cancel the visit",
  confirmNo: "No, keep it",
  moved: (when: string) => `Your visit is moved to ${when}.`,
  cancelled: "Your visit is cancelled.",
  bookAnother: "Book another visit",
  sending: "Sending, please wait...",
  times: { ...VISIT_TEXT, legend: "Choose another time" },
} as const;

/** An application's class, offer and waitlist place (README "Admissions": "Offers and the waitlist"). */
export const APPLICATION_STATUS = {
  classLabel: "Class",
  offerTitle: (className: string, deadline: string) => `Offer: ${className} — accept by ${deadline}`,
  offerText: "The school offers your child a seat. If you do not accept by the end of that day, the seat goes to the next family.",
  accept: "Accept the offer",
  decline: "Decline the offer",
  confirmTitle: "Decline this offer?",
  confirmText: (className: string) => `Your child's seat in ${className} will be given to another family, and your application closed.`,
  confirmYes: "Yes, decline the offer",
  confirmNo: "No, keep it",
  accepted: (className: string) => `You have accepted the seat in ${className}.`,
  lapsed: (deadline: string) => `The offer lapsed: it was not accepted by ${deadline}. Please call the school if you still want a seat.`,
  waitlist: (position: number, className: string) => `Your place on the waitlist for ${className}: number ${position}.`,
} as const;

/** An application's registration fee (README "Admissions": "Registration fee by UPI"). */
export const FEE_TEXT = {
  title: "Registration fee",
  amount: "Amount",
  payTo: "Pay to",
  how: "Scan the QR code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank's). On this phone, open your UPI app with the button instead. The amount and your reference are filled in.",
  qrLabel: (amount: string) => `UPI QR code to pay ${amount}`,
  openApp: "Open in UPI app",
  state: "Payment",
  utr: "UTR",
  receipt: "Receipt no.",
  reason: "The school's reason",
  formTitle: "After paying, enter the UTR",
  correctTitle: "Correct the UTR",
  utrLabel: "UPI transaction reference (UTR)",
  utrHint: "12 digits, in your UPI app's payment details (UPI Ref No. or UPI transaction ID).",
  submit: "Submit the UTR",
  correct: "Save the corrected UTR",
  sending: "Sending, please wait...",
  unavailable: "The registration fee could not be loaded just now. Please check your status again in a few minutes.",
} as const;
