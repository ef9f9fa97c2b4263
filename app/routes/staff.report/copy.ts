import type { PageInfo } from "~/utils/meta";
import { MEASURE_LABELS } from "../../../shared/season-report";

/** Copy of /staff/report (README "Admissions": "The season at a glance"). */

export const REPORT_PAGE = {
  title: "The Season at a Glance",
  description: (school) => `How families moved through the admissions of ${school}, per class and by source.`,
} satisfies PageInfo;

/** Shared with the provider's CSV, so the page and the file name each number alike. */
export { MEASURE_LABELS };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const REPORT_TEXT = {
  lead: "How many families reached each stage of an admission year, per class, in total and by where they heard of the school.",
  noYear: "No admission year yet: the report counts the applications to a year's classes.",
  setUpYear: "Set up a year on the Admissions page",
  chooser: "Year shown",
  year: "Admission year",
  openYear: " (open for applications)",
  show: "Show",
  download: "Download CSV",
  season: (label: string, from: string, until: string) => `Applications to the classes of ${label}; enquiries sent from ${from} to ${until}.`,
  byClass: "By class",
  chartNote: "Each bar is the families at one stage, each class in its own colour; the table below gives every number.",
  enquiriesNoClass: "Enquiries (no class)",
  classCaption: (label: string) => `Families at each stage of ${label}, per class and in total. Under a number, its share of the stage above it.`,
  stage: "Stage",
  total: "Total",
  seats: "Seats",
  seatsLeft: "Seats left",
  median: "Median first response",
  notPerClass: "Not counted per class",
  bySource: "By source",
  sourceLead: "Where the family heard of the school, as its first enquiry answered it.",
  sourceCaption: (label: string) =>
    `Families at each stage of ${label} by where they heard of the school. Under a number, its share of the stage before it.`,
  source: "Source",
  noSources: "No enquiries or applications yet.",
  none: "—",
  ofBefore: " of the stage before",
  percent: (value: number) => `${value}%`,
  /** 45 min, 5 h 20 min, 3 days 4 h. */
  duration(minutes: number): string {
    if (minutes < 60) return `${minutes} min`;
    const hours = Math.floor(minutes / 60);
    if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
    const days = Math.floor(hours / 24);
    return hours % 24 === 0 ? plural(days, "day", "days") : `${plural(days, "day", "days")} ${hours % 24} h`;
  },
  howTitle: "How these are counted",
  how: [
    "An application belongs to the year of its class. It counts at a stage when that is its stage now, or staff moved it there before.",
    "Enquiries name no class: they count in the total and by source, those sent from 12 months before the year starts to 12 months after.",
    "An application's source is its family's first enquiry that answered “How did you hear about us?” (the same mobile number); “Applied directly” when the family sent none.",
    "The first response is the time from a record's arrival to the school's first reply or call; the median is the middle of the replied ones.",
    "Seats left are the class's seats less the families offered, accepted or enrolled now.",
  ],
};
