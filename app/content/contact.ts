import type { Faq } from "~/utils/copy";
import type { PageInfo } from "~/utils/meta";

/** Static copy of Visit Us and Support (SPEC §2, §9). */

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
  directions: [
    { mode: "On foot", text: "A 10-minute walk from the neighbourhood park." },
    { mode: "By bus", text: "The nearest bus stop is a short walk from our gate; ask the conductor for the school stop." },
    { mode: "By train", text: "The railway station is just 5 minutes away by auto-rickshaw or car." },
  ],
  mapTitle: "Our Location on the Map",
  visitNote: "Please call the office before your visit so that a teacher is free to show you around.",
  /** The same note with the school's number in it (a tap-to-call link on a phone). */
  visitNoteWithPhone: { before: "Please call the office on", after: "before your visit so that a teacher is free to show you around." },
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
  faqs: [
    {
      question: "How do I enrol my child?",
      answer: "Fill in the enrollment form on this website. Our admissions team then calls you to arrange a visit and explain the next steps.",
      link: { label: "Open the enrollment form", to: "/admissions/enrollmentForm" },
    },
    {
      question: "What is the minimum age for pre-nursery?",
      // SPEC §9: minimum age for pre-nursery 3 years.
      answer: "Children should be at least 3 years old to join pre-nursery. For younger children, please ask us about our day care.",
    },
    {
      question: "Can I take a tour of the school?",
      answer: "Yes, we welcome visits. Call or message the office to book a tour on a school day, so that you can see the classes in action.",
      link: { label: "Plan your visit", to: "/contact/visitUs" },
    },
    {
      question: "Where can I find the fee structure?",
      answer: "The complete fee structure, payment methods and answers about fees are on our Tuition Fees page.",
      link: { label: "See the tuition fees", to: "/admissions/tuitionFees" },
    },
  ] satisfies Faq[],
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const VISIT_US_PAGE: PageInfo = {
  title: "Visit Us",
  description: (school) => `Where to find ${school}, school hours and directions by foot, bus and train.`,
};

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const SUPPORT_PAGE: PageInfo = {
  title: "Support",
  description: (school) => `Call, e-mail or chat with ${school}, and answers to parents' frequent questions.`,
};
