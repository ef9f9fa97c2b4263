/**
 * The parent's reference after an enrollment or enquiry (README "Staff console"): one more sentence
 * after SPEC §8's own texts, and a pointer to the status page.
 */
export const REFERENCE_TEXT = {
  sentence: (reference: string) => `Your reference is ${reference}.`,
  keep: "Keep it: with the mobile number you gave, it shows the status of what you sent on",
  link: "the status page",
};
