import type { SchoolFacts } from "./school";

/** What the layout shows of a school (SPEC §3 "Client info"), with the fallback texts of SPEC §1. */
export type SiteView = Omit<SchoolFacts, "address"> & {
  /** False when the hostname matched no school: fallback texts, no school data. */
  known: boolean;
  /** Street lines, then "city, state pin". */
  addressLines: string[];
  /** The school's own texts; empty: each page shows SPEC §2's (utils/school.ts `parseHours`). */
  tagline: string;
  ageRange: string;
  openingHours: string;
  officeHours: HoursRow[];
  schoolHours: HoursRow[];
};

/** A line of office or school hours: "Monday – Friday" and "9:00 AM – 5:00 PM". */
export type HoursRow = { days: string; time: string };
