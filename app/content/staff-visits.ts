import type { PageInfo } from "~/utils/meta";
import type { VisitStatus } from "~/utils/visits";

/** Copy of the console's visit pages (README "Staff console": `/staff/visits`, `/staff/visits/slots`). */

export const VISIT_PAGES = {
  visits: { title: "Visits", description: (school) => `The coming visits of families to ${school}.` },
  slots: { title: "Visit Times", description: (school) => `The weekly visit times and closed dates of ${school}.` },
} satisfies Record<string, PageInfo>;

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  booked: "Booked",
  attended: "Attended",
  noShow: "No-show",
  cancelled: "Cancelled",
};

export const VISIT_MARK_LABELS = {
  attended: "Attended",
  noShow: "No-show",
  cancelled: "Cancelled (the parent is told by e-mail)",
} as const;
