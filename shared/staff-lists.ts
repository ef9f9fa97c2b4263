import { PROGRAMS } from "./programs.js";

/**
 * The school's lists staff edit, by the names of the provider's `/staff/lists/{list}` (README
 * "Staff console (provider side)") and the console's pages under `/staff/site/` (README "Staff
 * console"): one place for both sides of that contract. Each program page's cards are a list
 * named by the program.
 */
export const STAFF_LISTS = [
  "carousel",
  "photos",
  "videos",
  "team",
  "events",
  "story",
  "missionAndVision",
  "fees",
  "paymentMethods",
  "feesFaqs",
  "admissionSteps",
  "admissionFaqs",
  "whyChooseUs",
  "supportFaqs",
  "directions",
  ...PROGRAMS,
] as const;
export type StaffList = (typeof STAFF_LISTS)[number];
