// Apart from staff.ts, which the whole console loads: only the "Site content" pages need these.
// Their pages' words (titles, leads, buttons) are the loaders' (staff-site-copy.server.ts), so
// that no page ships every other page's (README "JavaScript budgets").

/** The lists of "Site content" (README "Staff console"): their pages, in the menu's order. */
export const SITE_LIST_PAGES = {
  carousel: { to: "/staff/site/carousel", label: "Home slides" },
  photos: { to: "/staff/site/photos", label: "Photos" },
  videos: { to: "/staff/site/videos", label: "Videos" },
  team: { to: "/staff/site/team", label: "Teachers" },
  events: { to: "/staff/site/events", label: "Events" },
  story: { to: "/staff/site/story", label: "Our story" },
  missionAndVision: { to: "/staff/site/mission", label: "Mission & values" },
  whyChooseUs: { to: "/staff/site/whyChooseUs", label: "Why Choose Us" },
  programs: { to: "/staff/site/programs", label: "Programs" },
  admissionSteps: { to: "/staff/site/admissionSteps", label: "Admission steps" },
  admissionFaqs: { to: "/staff/site/admissionFaqs", label: "Admissions FAQ" },
  fees: { to: "/staff/site/fees", label: "Fees" },
  paymentMethods: { to: "/staff/site/paymentMethods", label: "Payment methods" },
  feesFaqs: { to: "/staff/site/feesFaqs", label: "Fees FAQ" },
  directions: { to: "/staff/site/directions", label: "Directions" },
  supportFaqs: { to: "/staff/site/supportFaqs", label: "Support FAQ" },
} as const;

export type SitePage = keyof typeof SITE_LIST_PAGES;

/**
 * The menu of "Site content", by the part of the public site each page fills, in the public
 * menu's order (SPEC §2 "Site layout").
 */
export const SITE_CONTENT_GROUPS: ReadonlyArray<{ label: string; pages: readonly SitePage[] }> = [
  { label: "Home and gallery", pages: ["carousel", "photos", "videos", "events"] },
  { label: "About us", pages: ["story", "missionAndVision", "whyChooseUs", "team"] },
  { label: "Programs", pages: ["programs"] },
  { label: "Admissions", pages: ["admissionSteps", "admissionFaqs", "fees", "paymentMethods", "feesFaqs"] },
  { label: "Contact", pages: ["directions", "supportFaqs"] },
];
