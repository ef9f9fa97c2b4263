import type { PageInfo } from "~/utils/meta";

/**
 * Copy of Visit Us and Support (SPEC §2, §9) around the school's own directions and FAQ (README
 * "Staff console": "Pages"; where a school starts: shared/school-content.ts).
 */

export const VISIT_US = {
  lead: "Come and see our classrooms, meet our teachers and let your child explore. We are happy to show you around.",
  locationTitle: "Location & School Hours",
  /** SPEC §2 "Visit Us": school hours (not the office hours of Contact Information). */
  hours: [
    { days: "Monday – Friday", time: "8:30 AM – 3:30 PM" },
    { days: "Saturday", time: "9:00 AM – 12:00 PM" },
    { days: "Sunday", time: "Closed" },
  ],
  directionsTitle: "How to Reach Us",
  mapTitle: "Our Location on the Map",
  visitNote: "Please call the office before your visit so that a teacher is free to show you around.",
  /** The same note with the school's number in it (a tap-to-call link on a phone). */
  visitNoteWithPhone: { before: "Please call the office on", after: "before your visit so that a teacher is free to show you around." },
  /** A time with a teacher free to show you around, booked online (README "Visits"). */
  book: { text: "Or choose a time online:", link: "Book a Visit" },
} as const;

export const SUPPORT = {
  lead: "Have a question? Reach us the way that suits you best.",
  callTitle: "Call Us",
  callText: "Speak to our office during office hours.",
  emailTitle: "Email Us",
  /** SPEC §9: e-mail reply promise. */
  emailText: "Get replies within 24 hours",
  chatTitle: "Live Chat",
  /** SPEC §9: live chat hours. */
  chatText: "Chat with us from 9 AM – 6 PM",
  chatLink: "Chat on WhatsApp",
  /** SPEC §2: the chat opens with a prefilled 'Hello'. */
  chatGreeting: "Hello",
  noChannels: "Our contact details will appear here soon.",
  faqTitle: "Frequently Asked Questions",
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const VISIT_US_PAGE: PageInfo = {
  title: "Visit Us",
  description: (school) => `Where to find ${school}, its school hours and how to reach it.`,
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const SUPPORT_PAGE: PageInfo = {
  title: "Support",
  description: (school) => `Call, e-mail or chat with ${school}, and answers to parents' frequent questions.`,
};
