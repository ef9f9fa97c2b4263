// What a family record's status means to the parent (README "Admissions"): the same words on the
// status page (/admissions/status) and in the mails the provider sends, so the two never
// disagree. `next` is the next step, said to the parent.

export const FAMILY_STATUSES = ["new", "contacted", "admitted", "declined", "closed"] as const;
export type FamilyStatus = (typeof FAMILY_STATUSES)[number];

export const FAMILY_STAGES = {
  new: {
    label: "Received",
    text: "The school has received it and will contact you soon.",
    next: "The school will call or e-mail you. Meanwhile you are welcome to book a visit to see the school.",
  },
  contacted: {
    label: "In progress",
    text: "The school has been in touch with you about it.",
    next: "Reply to the school's last message, or call the school if you have missed it.",
  },
  admitted: {
    label: "Admitted",
    text: "Welcome! The school will tell you the next steps.",
    next: "The school will tell you the documents, fees and first day. Keep your reference at hand.",
  },
  declined: {
    label: "Not admitted",
    text: "The school could not offer a place this time. Please contact the school if you have questions.",
    next: "Nothing more is needed from you. Call or write to the school if you would like to talk about it.",
  },
  closed: {
    label: "Closed",
    text: "The school has closed it. Please contact the school if you have questions.",
    next: "Nothing more is needed from you. Send a new enquiry any time.",
  },
} as const satisfies Record<FamilyStatus, { label: string; text: string; next: string }>;

/** A booked visit's states (README "Visits"): visits.status, as the provider stores it. */
export const VISIT_STATUSES = ["booked", "attended", "noShow", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** The same for a visit: the status page's words, and the cancellation mail's next step. */
export const VISIT_STAGES = {
  booked: {
    label: "Visit booked",
    text: "The school expects you at the time below.",
    next: "Come to the school at that time with your child. If it no longer suits you, move or cancel the visit below.",
  },
  attended: {
    label: "Visited",
    text: "Thank you for visiting the school.",
    next: "When you are ready, fill in the enrollment form, or call the school with your questions.",
  },
  noShow: {
    label: "Missed",
    text: "The school did not see you at the time of the visit.",
    next: "Book another visit whenever it suits you.",
  },
  cancelled: {
    label: "Cancelled",
    text: "This visit is cancelled.",
    next: "Book another visit whenever it suits you.",
  },
} as const satisfies Record<VisitStatus, { label: string; text: string; next: string }>;
