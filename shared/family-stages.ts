// What a family record's status means to the parent (README "Admissions"): the same words on the
// status page (/admissions/status) and in the mails the provider sends, so the two never
// disagree. `next` is the next step, said to the parent.

export * from "./record-states.js";
import type { ApplicationStage, FamilyStatus, VisitStatus } from "./record-states.js";

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

/** The parent's words for each stage: the status page and the stage-change mail. */
export const APPLICATION_STAGES = {
  received: {
    label: "Received",
    text: "The school has received your application and will contact you soon.",
    next: "Book a visit to see the school, and upload the documents the school asks for on the status page.",
  },
  visitBooked: {
    label: "Visit booked",
    text: "Your visit to the school is booked.",
    next: "Come to the school at the time of your visit. Meanwhile, upload the documents the school asks for.",
  },
  visitAttended: {
    label: "Visited",
    text: "Thank you for visiting the school.",
    next: "Upload the documents the school asks for, and pay the registration fee if there is one.",
  },
  documentsComplete: {
    label: "Documents complete",
    text: "The school has accepted all your documents.",
    next: "Pay the registration fee if there is one. The school will then tell you about a seat.",
  },
  feePaid: {
    label: "Fee paid",
    text: "The school has received your registration fee.",
    next: "The school will tell you when it can offer a seat.",
  },
  offered: {
    label: "Seat offered",
    text: "The school offers your child a seat.",
    next: "Accept or decline the offer on the status page before its deadline.",
  },
  accepted: {
    label: "Offer accepted",
    text: "You have accepted the school's offer.",
    next: "The school will tell you the first day and what to bring.",
  },
  enrolled: {
    label: "Enrolled",
    text: "Welcome! Your child is enrolled at the school.",
    next: "Keep your reference at hand; the school will tell you anything else it needs.",
  },
  waitlisted: {
    label: "Waitlisted",
    text: "All seats are taken for now, and your child is on the waiting list.",
    next: "Nothing is needed from you. The school will write as soon as a seat is free.",
  },
  declined: {
    label: "Not admitted",
    text: "The school could not offer a place this time. Please contact the school if you have questions.",
    next: "Nothing more is needed from you. Call or write to the school if you would like to talk about it.",
  },
  withdrawn: {
    label: "Withdrawn",
    text: "This application is closed.",
    next: "Nothing more is needed from you. Send a new application any time.",
  },
} as const satisfies Record<ApplicationStage, { label: string; text: string; next: string }>;

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
