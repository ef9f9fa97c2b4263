/** Copy of Events & Celebrations (SPEC §2 "Events & Celebrations"). */
export const EVENTS = {
  lead: "Festivals, annual days and special days we celebrate together.",
  heading: "Celebrating Together",
  empty: "No events to show yet. Please check back soon.",
} as const;
