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
