import type { SiteView } from "~/utils/site";
import type { PageInfo } from "~/utils/meta";

/** Texts used when the school is unknown or its info lacks them (SPEC §1: fallback texts). */
export const FALLBACK_SCHOOL_NAME = "Our Play School";

export const FALLBACK_ABOUT =
  "A joyful play school where little ones learn through play, stories, music and friendship, cared for by warm and trained teachers in a safe, happy place.";

export const FALLBACK_LOGO = "/favicon.svg";

/** The layout of an unknown host: fallback texts, no school's data (SPEC §1). */
export const FALLBACK_SITE: SiteView = {
  known: false,
  name: FALLBACK_SCHOOL_NAME,
  logoUrl: FALLBACK_LOGO,
  about: FALLBACK_ABOUT,
  phones: [],
  emails: [],
  whatsApp: "",
  addressLines: [],
  tagline: "",
  ageRange: "",
  openingHours: "",
  officeHours: [],
  schoolHours: [],
  social: [],
  mapPin: null,
};

/** SPEC §1: the overlay while a page loads (slow client-side navigations only). */
export const LOADING_TEXT = "Loading, please wait...";

/** SPEC §2 "Site layout": the top info bar's text, SPEC's hours unless the school gives its own. */
export const OPENING_TIME = "Opening Time : 9:30 AM - 5:30 PM";

/** Default slider image when a carousel item has no imageUrl (SPEC §2 "Home"). */
export const DEFAULT_SLIDE = "/demo/default-slide.svg";

/**
 * The page of an unexpected error when even the root could not load (no school, no catalogue):
 * the one text the browser keeps (root.tsx), in English.
 */
export const FAILED_PAGE = {
  mark: "Oops",
  title: "Something went wrong",
  text: "Sorry, this page could not be shown right now. Please try again in a little while.",
  home: "Go to the home page",
};

/** A request the site could not read, when the root could not load either (a broken form body). */
export const BAD_REQUEST_PAGE = {
  mark: "400",
  title: "This request could not be read",
  text: "Sorry, what your browser sent could not be read. Please go back and try again from the school's page.",
  home: "Go to the home page",
};

/** The pages of an unknown URL and of an unexpected error (the catalogue's, and the staff console's, which must look the same). */
export const ERROR_PAGES = {
  notFound: {
    mark: "404",
    title: "Page not found",
    text: "Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.",
    home: "Go to the home page",
  },
  badRequest: BAD_REQUEST_PAGE,
  failed: FAILED_PAGE,
};

/** Texts of the newsletter box and its pages (README "Newsletter"). SPEC §2 gives only the button. */
export const NEWSLETTER = {
  label: "Your e-mail address",
  placeholder: "you@example.com",
  /** SPEC §2: the newsletter box's button. */
  button: "SUBSCRIBE",
  note: "Get our school news by e-mail. Every e-mail has a link to unsubscribe.",
  page: {
    title: "Newsletter",
    description: (school) => `Get ${school}'s news by e-mail: events, holidays and what the children are learning.`,
  } satisfies PageInfo,
  lead: (school: string) => `Leave your e-mail address and ${school}'s news will come to your inbox. You can unsubscribe at any time.`,
  unsubscribePage: {
    title: "Unsubscribe",
    description: (school) => `Stop getting ${school}'s newsletter.`,
  } satisfies PageInfo,
  unsubscribeLead: (school: string) => `Do you want to stop getting ${school}'s newsletter by e-mail?`,
  unsubscribeButton: "Unsubscribe",
  alreadyUnsubscribed: "This address is already unsubscribed. You will not get the school's newsletter any more.",
  badLink: "This unsubscribe link is not valid. Please use the link from the school's latest e-mail.",
} as const;
