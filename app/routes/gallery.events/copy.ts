import type { PageInfo } from "~/utils/meta";
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
