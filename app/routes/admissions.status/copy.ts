import { FAMILY_STAGES } from "../../../shared/family-stages";

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
  /** Shared with the provider's mails, so the page and a status change's mail say the same. */
  statuses: FAMILY_STAGES,
} as const;
