import type { InboxView, ModerationFilter, RecordKind, RecordStatus, StaffRole } from "~/utils/staff";
import type { PageInfo } from "~/utils/meta";

/** Copy of the staff console (README "Staff console") shared by its pages. */

export const STAFF_PAGES = {
  overview: { title: "Staff Console", description: (school) => `The staff console of ${school}.` },
  inbox: { title: "Inbox", description: (school) => `Enrollments and enquiries sent to ${school}.` },
  submission: { title: "Submission", description: (school) => `An enrollment or enquiry sent to ${school}.` },
  testimonials: { title: "Testimonials", description: (school) => `Parents' testimonials for ${school}, to approve or reject.` },
  erase: { title: "Erase a Family's Data", description: (school) => `Erase a family's records at ${school} on their request.` },
  team: { title: "Team", description: (school) => `The staff console's team at ${school}.` },
  site: { title: "Site Content", description: (school) => `The pictures, people and words on the site of ${school}.` },
  profile: { title: "School Profile", description: (school) => `The details, logo, colours and domains of ${school}.` },
  settings: { title: "Settings", description: (school) => `Your staff console settings at ${school}.` },
  claim: { title: "Set Your Password", description: (school) => `Set the password of your ${school} staff account.` },
} satisfies Record<string, PageInfo>;

export const STAFF_NAV: ReadonlyArray<{ to: string; label: string; end?: boolean; ownerOnly?: boolean }> = [
  { to: "/staff", label: "Overview", end: true },
  { to: "/staff/inbox", label: "Inbox" },
  { to: "/staff/visits", label: "Visits" },
  { to: "/staff/admissions", label: "Admissions" },
  { to: "/staff/payments", label: "Payments" },
  { to: "/staff/report", label: "Season report" },
  { to: "/staff/testimonials", label: "Testimonials" },
  { to: "/staff/erase", label: "Erase data" },
  { to: "/staff/site", label: "Site content" },
  { to: "/staff/profile", label: "School profile" },
  { to: "/staff/team", label: "Team", ownerOnly: true },
  { to: "/staff/settings", label: "Settings" },
];

/**
 * The counts beside a section of the console's menu (GET /staff/today), by the section's path:
 * which number, and its words for a screen reader (the badge shows the number alone).
 */
export const STAFF_NAV_COUNTS: Readonly<Record<string, { count: "followUpsDue" | "visitsToday"; label: (count: number) => string }>> = {
  "/staff/inbox": { count: "followUpsDue", label: (count) => (count === 1 ? "1 follow-up due" : `${count} follow-ups due`) },
  "/staff/visits": { count: "visitsToday", label: (count) => (count === 1 ? "1 visit today" : `${count} visits today`) },
};

export const STAFF_TEXT = {
  consoleName: "Staff console",
  navLabel: "Staff console",
  menu: "Menu",
  viewSite: "View the site",
  signedInAs: "Signed in as",
  signOut: "Sign Out",
  previous: "Previous page",
  next: "Next page",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  none: "—",
  sending: "Saving, please wait...",
};

export const STATUS_LABELS: Record<RecordStatus, string> = {
  new: "New",
  contacted: "Contacted",
  admitted: "Admitted",
  declined: "Declined",
  closed: "Closed",
  received: "Received",
  visitBooked: "Visit booked",
  visitAttended: "Visited",
  documentsComplete: "Documents complete",
  feePaid: "Fee paid",
  offered: "Seat offered",
  accepted: "Offer accepted",
  enrolled: "Enrolled",
  waitlisted: "Waitlisted",
  withdrawn: "Withdrawn",
  booked: "Booked",
  attended: "Attended",
  noShow: "No-show",
  cancelled: "Cancelled",
};

export const KIND_LABELS: Record<RecordKind, string> = { enrollment: "Enrollment", enquiry: "Enquiry", visit: "Visit" };

/** The inbox's views, as its filter names them. */
export const VIEW_LABELS: Record<InboxView, string> = {
  mine: "Assigned to me",
  due: "Follow-up due",
  overdue: "Follow-up overdue",
  waiting: "New without a reply",
};

export const ROLE_LABELS: Record<StaffRole, string> = { staff: "Staff", owner: "Owner" };

export const MODERATION_LABELS: Record<ModerationFilter, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  all: "All",
};
