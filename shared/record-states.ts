// The states of a family's records by name — an enquiry's statuses, an application's stages and
// where they may go (README "Admissions": "Stages"), a visit's states — apart from the parent's
// words for them (family-stages.ts): the console's lists and filters load these names in the
// browser, and only the status page needs the words (README "JavaScript budgets").

/** An enquiry's statuses in the inbox (README "Staff console"). */
export const FAMILY_STATUSES = ["new", "contacted", "admitted", "declined", "closed"] as const;
export type FamilyStatus = (typeof FAMILY_STATUSES)[number];

/** A booked visit's states (README "Visits"): visits.status, as the provider stores it. */
export const VISIT_STATUSES = ["booked", "attended", "noShow", "cancelled"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/**
 * An application's stages (README "Admissions": "Stages"): enrollments.status, as the provider
 * stores it. The path runs in this order; waitlisted, declined and withdrawn leave it. An enquiry
 * keeps FAMILY_STATUSES above.
 */
export const APPLICATION_PATH = [
  "received",
  "visitBooked",
  "visitAttended",
  "documentsComplete",
  "feePaid",
  "offered",
  "accepted",
  "enrolled",
] as const;
export const APPLICATION_STAGES_LIST = [...APPLICATION_PATH, "waitlisted", "declined", "withdrawn"] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES_LIST)[number];

/**
 * Where staff may move an application by hand. Along the path it goes forward, steps may be
 * skipped (a school need not see every family at a visit); "offered" is reached only by making an
 * offer (class, deadline, seats: README "Offers and the waitlist"), and "accepted" by the parent's
 * answer or staff taking it on the phone. Declined and withdrawn may be reopened, to correct a
 * mistake; the audit trail keeps both.
 */
export const NEXT_STAGES: Record<ApplicationStage, ApplicationStage[]> = {
  received: ["visitBooked", "visitAttended", "documentsComplete", "feePaid", "waitlisted", "declined", "withdrawn"],
  visitBooked: ["visitAttended", "documentsComplete", "feePaid", "waitlisted", "declined", "withdrawn"],
  visitAttended: ["documentsComplete", "feePaid", "waitlisted", "declined", "withdrawn"],
  documentsComplete: ["feePaid", "waitlisted", "declined", "withdrawn"],
  feePaid: ["waitlisted", "declined", "withdrawn"],
  offered: ["accepted", "withdrawn"],
  accepted: ["enrolled", "withdrawn"],
  enrolled: ["withdrawn"],
  waitlisted: ["declined", "withdrawn"],
  declined: ["received"],
  withdrawn: ["received"],
};

/** The stages an application is still being worked on in (the inbox's open records). */
export const OPEN_STAGES: ApplicationStage[] = [
  "received",
  "visitBooked",
  "visitAttended",
  "documentsComplete",
  "feePaid",
  "offered",
  "accepted",
  "waitlisted",
];

/** True when `stage` comes before `target` on the path: the automatic moves only go forward. */
export function isBefore(stage: ApplicationStage, target: ApplicationStage): boolean {
  const from = (APPLICATION_PATH as readonly string[]).indexOf(stage);
  const to = (APPLICATION_PATH as readonly string[]).indexOf(target);
  return from >= 0 && to >= 0 && from < to;
}

/** An offer's states: open until answered, lapsed at its deadline, or withdrawn by staff. */
export const OFFER_STATUSES = ["open", "accepted", "declined", "lapsed", "withdrawn"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The stages that hold one of the class's seats. */
export const SEAT_HOLDING: ApplicationStage[] = ["offered", "accepted", "enrolled"];
