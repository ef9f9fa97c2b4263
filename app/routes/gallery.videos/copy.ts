/** Copy of the Video Gallery (SPEC §2 "Video Gallery"). */
export const VIDEO_GALLERY = {
  lead: "Songs, dances and happy moments from our school days.",
  heading: "Moments in Motion",
  tabsLabel: "Video categories",
  allTab: "All",
  empty: "No videos found.",
} as const;
