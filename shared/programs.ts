/**
 * The five program pages, by the identifiers of the site's routes and enrollment form, and of the
 * provider's program cards and offers (shared/school-content.ts). A module of its own so that a
 * page that only needs the names (the enrollment form) does not carry the pages' texts.
 */
export const PROGRAMS = ["earlyChildhoodDevelopment", "interactiveLearning", "dayCareService", "summerCamps", "afterSchoolActivities"] as const;
export type Program = (typeof PROGRAMS)[number];
