/**
 * Copy shared by the forms (SPEC §5, §8); each form's own copy sits in its route folder, the account
 * pages' in content/account.ts.
 */

export const FORM_TEXT = {
  optional: "(optional)",
  sending: "Sending, please wait...",
  /** The minimum fill time tripped: a person who was simply quick keeps every value and tries again. */
  tooFast: "That was quick! Please check your details and send the form again.",
  /** A page left open for more than a day (forms.server.ts): nothing was sent, nothing is lost. */
  expired: "This page was open for a long time, so the form was not sent. Please check your details and send it again.",
  /** The enrollment, testimonial or enquiry needs a known school (SPEC §1: an unknown host has none). */
  noSchool: "This website is not set up for a school yet, so the form cannot be sent.",
} as const;
