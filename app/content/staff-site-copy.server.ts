import type { ListName } from "~/utils/site-list-schemas";
import { readProgram } from "~/utils/enrollment-values";
import { STAFF_TEXT } from "./staff";
import { programCardsPage } from "./staff-programs";
import type { ListEditorCopy } from "~/utils/site-lists";
import type { SitePage } from "./staff-site";

// The words of each page of "Site content" (README "Staff console"), sent by its loader: the
// browser gets only its own page's (README "JavaScript budgets").

const TUITION_FEES = { href: "/admissions/tuitionFees", label: "Tuition Fees" };
const HOW_TO_APPLY = { href: "/admissions/howToApply", label: "How to Apply" };

/** Each page's title and lead (the overview lists them), and a list's own words. */
const SITE_PAGES_COPY = {
  carousel: {
    title: "Home Slides",
    lead: "The pictures that fade one into the next at the top of Home.",
    publicPage: { href: "/", label: "Home" },
    add: "Add a slide",
    empty: "No slides yet: Home shows its default picture.",
  },
  photos: {
    title: "Photos",
    lead: "The photo gallery, each photo with its caption and category (the gallery's tabs).",
    publicPage: { href: "/gallery/photos", label: "Photo Gallery" },
    add: "Add a photo",
    empty: "No photos yet.",
  },
  videos: {
    title: "Videos",
    lead: "YouTube videos with their caption and category.",
    publicPage: { href: "/gallery/videos", label: "Video Gallery" },
    add: "Add a video",
    empty: "No videos yet.",
  },
  team: {
    title: "Teachers and Staff",
    lead: "The people parents meet: photo, name and what they do.",
    publicPage: { href: "/about/ourTeam", label: "Meet Our Team" },
    add: "Add a person",
    empty: "No one is listed yet.",
  },
  events: {
    title: "Events & Celebrations",
    lead: "Each event with a picture or a YouTube video, a title and a few words.",
    publicPage: { href: "/gallery/events", label: "Events & Celebrations" },
    add: "Add an event",
    empty: "No events yet.",
  },
  story: {
    title: "Our Story",
    lead: "The timeline of the school: a year, a title, a few words and an icon.",
    publicPage: { href: "/about/ourStory", label: "Our Story" },
    add: "Add a year",
    empty: "No story entries yet.",
  },
  missionAndVision: {
    title: "Mission, Vision and Core Values",
    lead: "The school's mission, its vision and the values it lives by.",
    publicPage: { href: "/about/missionAndVision", label: "Our Mission & Vision" },
    add: "Add a mission, vision or value",
    empty: "Nothing here yet.",
  },
  whyChooseUs: {
    title: "Why Choose Us",
    lead: "The cards of Why Choose Us: a title, a few words and an icon, or a number when there is none.",
    publicPage: { href: "/about/whyChooseUs", label: "Why Choose Us?" },
    add: "Add a card",
    empty: "No cards yet.",
  },
  programs: {
    title: "Programs",
    lead: "Which of the five programs the school offers, and the cards of each program's page.",
  },
  admissionSteps: {
    title: "Steps to Admission",
    lead: "The steps of How to Apply, in order, each with a title and a few words.",
    publicPage: HOW_TO_APPLY,
    add: "Add a step",
    empty: "No steps yet.",
  },
  admissionFaqs: {
    title: "Admissions: Questions and Answers",
    lead: "What parents ask about admission, each question with its answer.",
    publicPage: HOW_TO_APPLY,
    add: "Add a question",
    empty: "No questions yet.",
  },
  fees: {
    title: "Fees",
    lead: "Each fee with its amount in rupees, how often it is paid and a short note.",
    publicPage: TUITION_FEES,
    add: "Add a fee",
    empty: "No fees yet: Tuition Fees says that the office gives the fees on request.",
  },
  paymentMethods: {
    title: "Payment Methods",
    lead: "The ways parents can pay, each with a few words.",
    publicPage: TUITION_FEES,
    add: "Add a payment method",
    empty: "No payment methods yet.",
  },
  feesFaqs: {
    title: "Fees: Questions and Answers",
    lead: "What parents ask about fees, each question with its answer.",
    publicPage: TUITION_FEES,
    add: "Add a question",
    empty: "No questions yet.",
  },
  directions: {
    title: "Directions",
    lead: "How to reach the school: the way (on foot, by bus, by train) and how.",
    publicPage: { href: "/contact/visitUs", label: "Visit Us" },
    add: "Add a way to reach us",
    empty: "No directions yet.",
  },
  supportFaqs: {
    title: "Support: Questions and Answers",
    lead: "The questions parents ask most, each with its answer.",
    publicPage: { href: "/contact/support", label: "Support" },
    add: "Add a question",
    empty: "No questions yet.",
  },
} satisfies Record<SitePage, { title: string; lead: string }> & Record<Exclude<SitePage, "programs">, Omit<ListEditorCopy, "sending">>;

/** The overview's and the Programs page's words: each page's title and lead. */
export function sitePagesCopy(): Record<SitePage, { title: string; lead: string }> {
  return Object.fromEntries(Object.entries(SITE_PAGES_COPY).map(([name, { title, lead }]) => [name, { title, lead }])) as Record<
    SitePage,
    { title: string; lead: string }
  >;
}

/** A list page's words (a program's cards: that program's). */
export function siteListCopy(name: ListName): ListEditorCopy {
  const program = readProgram(name);
  if (program) {
    const { to: _to, ...copy } = programCardsPage(program);
    return copy;
  }
  // Every other list's page has its list's name, but Mission & values'.
  const page = name === "mission" ? "missionAndVision" : (name as Exclude<SitePage, "programs">);
  return { ...SITE_PAGES_COPY[page], sending: STAFF_TEXT.sending };
}
