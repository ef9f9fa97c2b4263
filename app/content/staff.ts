import type { ModerationFilter, StaffRole, SubmissionKind, SubmissionStatus } from "~/utils/staff";
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
  { to: "/staff/testimonials", label: "Testimonials" },
  { to: "/staff/erase", label: "Erase data" },
  { to: "/staff/site", label: "Site content" },
  { to: "/staff/profile", label: "School profile" },
  { to: "/staff/team", label: "Team", ownerOnly: true },
  { to: "/staff/settings", label: "Settings" },
];

export const STAFF_TEXT = {
  consoleName: "Staff console",
  navLabel: "Staff console",
  signedInAs: "Signed in as",
  signOut: "Sign Out",
  previous: "Previous page",
  next: "Next page",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  none: "—",
  sending: "Saving, please wait...",
};

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: "New",
  contacted: "Contacted",
  admitted: "Admitted",
  declined: "Declined",
  closed: "Closed",
};

export const KIND_LABELS: Record<SubmissionKind, string> = { enrollment: "Enrollment", enquiry: "Enquiry" };

export const ROLE_LABELS: Record<StaffRole, string> = { staff: "Staff", owner: "Owner" };

export const MODERATION_LABELS: Record<ModerationFilter, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  all: "All",
};

const SENDING = "Saving, please wait...";

/** The lists of "Site content" (README "Staff console"): their pages, in the menu's order. */
export const SITE_LIST_PAGES = {
  carousel: {
    to: "/staff/site/carousel",
    label: "Home slides",
    title: "Home Slides",
    lead: "The pictures that fade one into the next at the top of Home.",
    publicPage: { href: "/", label: "Home" },
    add: "Add a slide",
    empty: "No slides yet: Home shows its default picture.",
    sending: SENDING,
  },
  photos: {
    to: "/staff/site/photos",
    label: "Photos",
    title: "Photos",
    lead: "The photo gallery, each photo with its caption and category (the gallery's tabs).",
    publicPage: { href: "/gallery/photos", label: "Photo Gallery" },
    add: "Add a photo",
    empty: "No photos yet.",
    sending: SENDING,
  },
  videos: {
    to: "/staff/site/videos",
    label: "Videos",
    title: "Videos",
    lead: "YouTube videos with their caption and category.",
    publicPage: { href: "/gallery/videos", label: "Video Gallery" },
    add: "Add a video",
    empty: "No videos yet.",
    sending: SENDING,
  },
  team: {
    to: "/staff/site/team",
    label: "Teachers",
    title: "Teachers and Staff",
    lead: "The people parents meet: photo, name and what they do.",
    publicPage: { href: "/about/ourTeam", label: "Meet Our Team" },
    add: "Add a person",
    empty: "No one is listed yet.",
    sending: SENDING,
  },
  events: {
    to: "/staff/site/events",
    label: "Events",
    title: "Events & Celebrations",
    lead: "Each event with a picture or a YouTube video, a title and a few words.",
    publicPage: { href: "/gallery/events", label: "Events & Celebrations" },
    add: "Add an event",
    empty: "No events yet.",
    sending: SENDING,
  },
  story: {
    to: "/staff/site/story",
    label: "Our story",
    title: "Our Story",
    lead: "The timeline of the school: a year, a title, a few words and an icon.",
    publicPage: { href: "/about/ourStory", label: "Our Story" },
    add: "Add a year",
    empty: "No story entries yet.",
    sending: SENDING,
  },
  missionAndVision: {
    to: "/staff/site/mission",
    label: "Mission & values",
    title: "Mission, Vision and Core Values",
    lead: "The school's mission, its vision and the values it lives by.",
    publicPage: { href: "/about/missionAndVision", label: "Our Mission & Vision" },
    add: "Add a mission, vision or value",
    empty: "Nothing here yet.",
    sending: SENDING,
  },
} as const;
