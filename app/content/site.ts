/** Texts used when the school is unknown or its info lacks them (SPEC §1: fallback texts). */
export const FALLBACK_SCHOOL_NAME = "Our Play School";

export const FALLBACK_ABOUT =
  "A joyful play school where little ones learn through play, stories, music and friendship, cared for by warm and trained teachers in a safe, happy place.";

/** SPEC §2 "Site layout": fixed text of the top info bar. */
export const OPENING_TIME = "Opening Time : 9:30 AM - 5:30 PM";

export const FALLBACK_LOGO = "/favicon.svg";

/** Default slider image when a carousel item has no imageUrl (SPEC §2 "Home"). */
export const DEFAULT_SLIDE = "/demo/default-slide.svg";
