import type { SubmissionStatus } from "~/utils/staff";

/** The parent's status page (README "Staff console"): what a status means to a parent. */
export const STATUS_PAGE = {
  title: "Check Your Status",
  lead: "Enter the reference you were given after sending an enrollment or an enquiry, and the mobile number you gave.",
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
  statuses: {
    new: { label: "Received", text: "The school has received it and will contact you soon." },
    contacted: { label: "In progress", text: "The school has been in touch with you about it." },
    admitted: { label: "Admitted", text: "Welcome! The school will tell you the next steps." },
    declined: { label: "Not admitted", text: "The school could not offer a place this time. Please contact the school if you have questions." },
    closed: { label: "Closed", text: "The school has closed it. Please contact the school if you have questions." },
  } satisfies Record<SubmissionStatus, { label: string; text: string }>,
} as const;
