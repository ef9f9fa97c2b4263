import { PROGRAMS } from "./enrollment-values";

/**
 * The school's lists staff edit (README "Staff console", "Site content"): the provider's
 * `/staff/lists/{list}` names, each with its page under `/staff/site/`. Each program page's cards
 * are a list named by the program.
 */
export const SITE_LISTS = [
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
export type SiteList = (typeof SITE_LISTS)[number];

/** What the buttons of one item post (`intent`), besides saving its fields. */
export const ITEM_CHANGES = ["hide", "show", "up", "down"] as const;
