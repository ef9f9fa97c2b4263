/**
 * "How did you hear about us?" (README "Forms and sign-in"): the choices of the enquiry and visit
 * forms, stored as the words themselves (enquiries.source, visits.source), so the console and the
 * export read them as the parent chose them. Optional: "" is "not answered".
 */
export const SOURCES = [
  "Friends or family",
  "Google search",
  "Google Maps",
  "Facebook or Instagram",
  "WhatsApp",
  "Newspaper or pamphlet",
  "Walked past the school",
  "Other",
] as const;
export type Source = (typeof SOURCES)[number];
