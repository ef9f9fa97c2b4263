import { STAFF_TEXT } from "./staff";

// Apart from staff.ts, which the whole console loads: only the "Site content" pages need these.

const SENDING = STAFF_TEXT.sending;

const TUITION_FEES = { href: "/admissions/tuitionFees", label: "Tuition Fees" };
const HOW_TO_APPLY = { href: "/admissions/howToApply", label: "How to Apply" };

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
  whyChooseUs: {
    to: "/staff/site/whyChooseUs",
    label: "Why Choose Us",
    title: "Why Choose Us",
    lead: "The cards of Why Choose Us: a title, a few words and an icon, or a number when there is none.",
    publicPage: { href: "/about/whyChooseUs", label: "Why Choose Us?" },
    add: "Add a card",
    empty: "No cards yet.",
    sending: SENDING,
  },
  programs: {
    to: "/staff/site/programs",
    label: "Programs",
    title: "Programs",
    lead: "Which of the five programs the school offers, and the cards of each program's page.",
  },
  admissionSteps: {
    to: "/staff/site/admissionSteps",
    label: "Admission steps",
    title: "Steps to Admission",
    lead: "The steps of How to Apply, in order, each with a title and a few words.",
    publicPage: HOW_TO_APPLY,
    add: "Add a step",
    empty: "No steps yet.",
    sending: SENDING,
  },
  admissionFaqs: {
    to: "/staff/site/admissionFaqs",
    label: "Admissions FAQ",
    title: "Admissions: Questions and Answers",
    lead: "What parents ask about admission, each question with its answer.",
    publicPage: HOW_TO_APPLY,
    add: "Add a question",
    empty: "No questions yet.",
    sending: SENDING,
  },
  fees: {
    to: "/staff/site/fees",
    label: "Fees",
    title: "Fees",
    lead: "Each fee with its amount in rupees, how often it is paid and a short note.",
    publicPage: TUITION_FEES,
    add: "Add a fee",
    empty: "No fees yet: Tuition Fees says that the office gives the fees on request.",
    sending: SENDING,
  },
  paymentMethods: {
    to: "/staff/site/paymentMethods",
    label: "Payment methods",
    title: "Payment Methods",
    lead: "The ways parents can pay, each with a few words.",
    publicPage: TUITION_FEES,
    add: "Add a payment method",
    empty: "No payment methods yet.",
    sending: SENDING,
  },
  feesFaqs: {
    to: "/staff/site/feesFaqs",
    label: "Fees FAQ",
    title: "Fees: Questions and Answers",
    lead: "What parents ask about fees, each question with its answer.",
    publicPage: TUITION_FEES,
    add: "Add a question",
    empty: "No questions yet.",
    sending: SENDING,
  },
  directions: {
    to: "/staff/site/directions",
    label: "Directions",
    title: "Directions",
    lead: "How to reach the school: the way (on foot, by bus, by train) and how.",
    publicPage: { href: "/contact/visitUs", label: "Visit Us" },
    add: "Add a way to reach us",
    empty: "No directions yet.",
    sending: SENDING,
  },
  supportFaqs: {
    to: "/staff/site/supportFaqs",
    label: "Support FAQ",
    title: "Support: Questions and Answers",
    lead: "The questions parents ask most, each with its answer.",
    publicPage: { href: "/contact/support", label: "Support" },
    add: "Add a question",
    empty: "No questions yet.",
    sending: SENDING,
  },
} as const;

type SitePage = keyof typeof SITE_LIST_PAGES;

/**
 * The menu of "Site content", by the part of the public site each page fills, in the public
 * menu's order (SPEC §2 "Site layout").
 */
export const SITE_CONTENT_GROUPS: ReadonlyArray<{ label: string; pages: readonly SitePage[] }> = [
  { label: "Home and gallery", pages: ["carousel", "photos", "videos", "events"] },
  { label: "About us", pages: ["story", "missionAndVision", "whyChooseUs", "team"] },
  { label: "Programs", pages: ["programs"] },
  { label: "Admissions", pages: ["admissionSteps", "admissionFaqs", "fees", "paymentMethods", "feesFaqs"] },
  { label: "Contact", pages: ["directions", "supportFaqs"] },
];
