import type { PageInfo } from "~/utils/meta";

/** Copy of the Photo Gallery (SPEC §2 "Photo Gallery", SPEC §8). */
export const PHOTO_GALLERY = {
  lead: "A peek into our classrooms, play yard and celebrations.",
  heading: "Captured Moments & Events",
  tabsLabel: "Photo categories",
  allTab: "All",
  /** SPEC §8: empty gallery. */
  empty: "No gallery images found.",
  /** SPEC §8: lightbox image failure. */
  imageFailed: "This image failed to load.",
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const PHOTO_GALLERY_PAGE: PageInfo = {
  title: "Photo Gallery",
  description: (school) => `Photos of classroom life, play, art, music and celebrations at ${school}.`,
};

/** Copy of the Video Gallery (SPEC §2 "Video Gallery"). */
export const VIDEO_GALLERY = {
  lead: "Songs, dances and happy moments from our school days.",
  heading: "Moments in Motion",
  tabsLabel: "Video categories",
  allTab: "All",
  empty: "No videos found.",
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const VIDEO_GALLERY_PAGE: PageInfo = {
  title: "Video Gallery",
  description: (school) => `Songs, dances and moments in motion from ${school}.`,
};

/** Copy of Events & Celebrations (SPEC §2 "Events & Celebrations"). */
export const EVENTS = {
  lead: "Festivals, annual days and special days we celebrate together.",
  heading: "Celebrating Together",
  empty: "No events to show yet. Please check back soon.",
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const EVENTS_PAGE: PageInfo = {
  title: "Events & Celebrations",
  description: (school) => `Festivals, annual days, sports days and other celebrations at ${school}.`,
};
