import type { PageInfo } from "~/utils/meta";

/** The account pages (SPEC §4): sign in, create an account, the account, sign out. */

export const ACCOUNT_PAGES = {
  login: { title: "Sign In", description: (school) => `Sign in to your ${school} account.` },
  register: { title: "Create an Account", description: (school) => `Create your ${school} account.` },
  logout: { title: "Sign Out", description: (school) => `Sign out of your ${school} account.` },
  account: { title: "Your Account", description: (school) => `Your ${school} account.` },
  forgot: { title: "Forgot Password", description: (school) => `A new password for your ${school} account.` },
  reset: { title: "Choose a New Password", description: (school) => `A new password for your ${school} account.` },
  confirm: { title: "Finish Signing Up", description: (school) => `Confirm your ${school} account.` },
} satisfies Record<string, PageInfo>;

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
  forgotLink: "Forgot password?",
  forgotTitle: "Forgot Password",
  forgotLead: "Enter the e-mail address of your account. We will send you a link to choose a new password.",
  forgotSubmit: "Send Link",
  resetLead: (name: string, school: string) => `${name}, choose a new password for your account at ${school}.`,
  resetNotValid: "This link is not valid any more: it was used, or it is older than an hour. Ask for a new one.",
  resetAgain: { text: "Still need one?", link: "Ask for a new link", to: "/forgot-password" },
  confirmLead: (name: string, school: string) => `${name}, confirm your account at ${school} to finish signing up.`,
  confirmSubmit: "Confirm and Sign In",
  confirmNotValid: "This link is not valid any more: it was used, or it is older than 24 hours. Sign up again to get a new one.",
  confirmAgain: { text: "Still need an account?", link: "Sign up again", to: "/register" },
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
  /** "Sign out everywhere else" (/account, /staff/settings). */
  elsewhereTitle: "Other devices",
  elsewhereLead: "Signed in on another phone or computer too? This ends every other session of your account; you stay signed in here.",
  elsewhereButton: "Sign out everywhere else",
} as const;
