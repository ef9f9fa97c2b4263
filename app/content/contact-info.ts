import type { PageInfo } from "~/utils/meta";
/**
 * Copy of Contact Information (SPEC §2, §9) and its enquiry form (SPEC §2, §5, §8): the English
 * catalogue's (i18n/en.server.ts `contact`); the page gets it from its loader (README "Languages").
 */

export const CONTACT_INFO = {
  lead: "We would love to hear from you. Call, write or drop by the school office.",
  phoneTitle: "Phone",
  emailTitle: "Email",
  addressTitle: "Address",
  hoursTitle: "Office Hours",
  /** SPEC §2: fixed office hours. */
  hours: [
    { days: "Monday – Friday", time: "9:00 AM – 5:00 PM" },
    { days: "Saturday", time: "9:00 AM – 1:00 PM" },
    { days: "Sunday & public holidays", time: "Closed" },
  ],
  socialTitle: "Follow Us",
  enquiryTitle: "Send us a message",
  mapTitle: "Find Us on the Map",
  noDetails: "Contact details will appear here soon.",
} as const;

/** SPEC §2 "Contact Information" enquiry form, SPEC §8 dialogs. */
export const ENQUIRY = {
  labels: {
    parentName: "Parent's Name",
    parentMobile: "Mobile Number",
    email: "Email",
    childName: "Child's Name",
    message: "Message",
    source: "How did you hear about us?",
  },
  /** The "How did you hear about us?" select's first choice: not answered (it is optional). */
  sourcePlaceholder: "Choose one",
  mobileHint: "10 digits, for example 9876543210.",
  submit: "Send Message",
  savedTitle: "Saved",
  savedText: "We have received your request, Our team will contact you soon!",
  errorTitle: "Error!",
  okay: "Okay",
} as const;

/** <title>, description and banner title of this page (SPEC §2); the description names the school. */
export const CONTACT_INFO_PAGE: PageInfo = {
  title: "Contact Information",
  description: (school) => `Phone numbers, e-mail addresses, address, office hours and map of ${school}.`,
};
