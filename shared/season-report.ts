/**
 * The season at a glance (README "Admissions": "The season at a glance"): what the report counts,
 * in the order a family goes, and its words, so the provider's CSV and the console's page name
 * each number alike. The provider decides what each counts (api/admissions/report.ts).
 */

/** Every number of a class, the total and a source, in the report's order. */
export const SEASON_MEASURES = [
  "enquiries",
  "applications",
  "visitBooked",
  "visitAttended",
  "documentsComplete",
  "feePaid",
  "offered",
  "accepted",
  "enrolled",
  "waitlisted",
] as const;
export type SeasonMeasure = (typeof SEASON_MEASURES)[number];

/**
 * The path whose each step has a conversion, from the measure before it. Waitlisted leaves the
 * path (so do declined and withdrawn, which the report does not count): it has no conversion.
 */
export const SEASON_FUNNEL = SEASON_MEASURES.filter((measure) => measure !== "waitlisted");

/** The measures a conversion leads to: every step of the path but the first. */
export type SeasonStep = Exclude<SeasonMeasure, "enquiries" | "waitlisted">;
export const SEASON_STEPS = SEASON_FUNNEL.slice(1) as SeasonStep[];

export const MEASURE_LABELS: Record<SeasonMeasure, string> = {
  enquiries: "Enquiries",
  applications: "Applications",
  visitBooked: "Visits booked",
  visitAttended: "Visits attended",
  documentsComplete: "Documents complete",
  feePaid: "Fees paid",
  offered: "Offers",
  accepted: "Accepted",
  enrolled: "Enrolled",
  waitlisted: "Waitlisted",
};

/** The step before `step` on the path: what its conversion is a share of. */
export function stepBefore(step: SeasonStep): SeasonMeasure {
  return SEASON_FUNNEL[SEASON_FUNNEL.indexOf(step) - 1] ?? "enquiries";
}

/** The source of an application whose family sent no enquiry, and of an enquiry that did not say. */
export const DIRECT_SOURCE = "Applied directly";
export const UNANSWERED_SOURCE = "Not answered";
