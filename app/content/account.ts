import type { PageInfo } from "~/utils/meta";

/** The account pages (SPEC §4): sign in, create an account, the account, sign out. */

export const ACCOUNT_PAGES = {
  login: { title: "Sign In", description: (school) => `Sign in to your ${school} account.` },
  register: { title: "Create an Account", description: (school) => `Create your ${school} account.` },
  logout: { title: "Sign Out", description: (school) => `Sign out of your ${school} account.` },
  account: { title: "Your Account", description: (school) => `Your ${school} account.` },
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
