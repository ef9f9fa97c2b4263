/** Static copy of the gallery pages (SPEC §2 "Photo Gallery", "Video Gallery", "Events & Celebrations", SPEC §8). */

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

export const VIDEO_GALLERY = {
  lead: "Songs, dances and happy moments from our school days.",
  heading: "Moments in Motion",
  tabsLabel: "Video categories",
  allTab: "All",
  empty: "No videos found.",
  /** A local poster: server.ts's CSP allows images from 'self' only, so no YouTube thumbnails. */
  poster: "/images/video-poster.svg",
} as const;

export const EVENTS = {
  lead: "Festivals, annual days and special days we celebrate together.",
  heading: "Celebrating Together",
  empty: "No events to show yet. Please check back soon.",
} as const;
