import type { PageInfo } from "~/utils/meta";

/**
 * Pages and copy shared by the forms (SPEC §2, §5, §8) and the account pages; each form's own copy
 * sits in its route folder.
 */

export const FORM_PAGES = {
  enrollmentForm: {
    title: "Enrollment Form",
    description: (school) => `Enrol your child at ${school}: fill in the online enrollment form and our admissions team will call you.`,
  },
  parentTestimonials: {
    title: "Parent Testimonials",
    description: (school) => `What parents say about ${school}, and a form to share your own experience.`,
  },
  login: { title: "Sign In", description: (school) => `Sign in to your ${school} account.` },
  register: { title: "Create an Account", description: (school) => `Create your ${school} account.` },
  logout: { title: "Sign Out", description: (school) => `Sign out of your ${school} account.` },
  account: { title: "Your Account", description: (school) => `Your ${school} account.` },
} satisfies Record<string, PageInfo>;

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

export const ACCOUNT = {
  loginTitle: "Sign In",
  loginLead: "Sign in with the e-mail address and password of your account.",
  loginSubmit: "Sign In",
  toRegister: "New here?",
  toRegisterLink: "Create an account",
  registerTitle: "Create an Account",
  registerLead: "Create an account with your name, mobile number and e-mail address.",
  registerSubmit: "Create Account",
  toLogin: "Already have an account?",
  toLoginLink: "Sign in",
  labels: { name: "Name", mobile: "Mobile", email: "Email", password: "Password" },
  passwordHint: "At least 8 characters.",
  accountTitle: "Your Account",
  signedInAs: "Signed in as",
  school: "School",
  logout: "Sign Out",
  logoutTitle: "Sign Out",
  logoutLead: "Sign out of your account on this device?",
  welcome: (name: string) => `Welcome, ${name}!`,
  signedOut: "You have signed out.",
  expired: "Your sign-in has expired. Please sign in again.",
} as const;
