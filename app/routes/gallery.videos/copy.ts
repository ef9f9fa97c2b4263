import type { PageInfo } from "~/utils/meta";
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
