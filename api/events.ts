/** What a content change names: a list, or the school's own details (its tenant info: name, logo, colours, domains). */
export const CHANGED_LISTS = [
  "testimonials",
  "profile",
  "carousel",
  "gallery",
  "team",
  "events",
  "story",
  "missionAndVision",
  // The school's own words and prices (README "Staff console": "Pages").
  "fees",
  "paymentMethods",
  "feesFaqs",
  "admissionSteps",
  "admissionFaqs",
  "whyChooseUs",
  "programs",
  "supportFaqs",
  "directions",
  // The classes the enrollment form offers (README "Admissions").
  "admissionClasses",
] as const;

/**
 * A school's public content changed under the staff console, so every cached copy of that list
 * must go (DESIGN.md "Scale": server.ts drops its cache and announces it to other instances).
 */
export interface ContentChange {
  clientId: number;
  list: (typeof CHANGED_LISTS)[number];
  /** Hostnames added to or removed from the school: their cached host → school answers must go too. */
  domains?: string[];
}

export type OnContentChange = (change: ContentChange) => void;
