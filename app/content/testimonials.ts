import type { PageInfo } from "~/utils/meta";
/**
 * SPEC §2 "Parent Testimonials", SPEC §4 and §8 popups: the English catalogue's (i18n/en.server.ts
 * `testimonials`); the page gets it from its loader (README "Languages").
 */
export const TESTIMONIALS = {
  title: "Parent Testimonials",
  lead: "Hear from the families who learn and grow with us.",
  gridTitle: "What Parents Say",
  empty: "No testimonials yet. Be the first to share your experience!",
  open: "Submit Testimonial",
  modalTitle: "Add Your Testimonial",
  labels: { title: "Name", mobile: "Mobile", description: "Testimonial" },
  mobileHint: "10 digits, for example 9876543210. Not shown on the site.",
  submit: "Submit",
  cancel: "Cancel",
  savedTitle: "Saved",
  savedText: "Thank you for sharing your experience! Your testimonial will appear on this page once the school approves it.",
  errorTitle: "Error!",
  cool: "Cool",
  okay: "Okay",
} as const;

/** <title> and description of this page (SPEC §2); the description names the school. */
export const TESTIMONIALS_PAGE: PageInfo = {
  title: "Parent Testimonials",
  description: (school) => `What parents say about ${school}, and a form to share your own experience.`,
};
