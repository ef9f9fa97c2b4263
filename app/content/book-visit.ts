import { VISIT_TEXT } from "~/content/visits";
import type { PageInfo } from "~/utils/meta";

/** A parent books a visit (README "Visits"): the English words of /admissions/visit, gathered into the catalogue (i18n/en.server.ts). */
export const VISIT = {
  title: "Book a Visit",
  lead: "Come and see the classrooms and meet the teachers. Choose a time that suits you; it takes a minute and needs no account.",
  formTitle: "Choose a time and tell us about your child",
  times: { ...VISIT_TEXT, legend: "Choose a time" },
  labels: {
    parentName: "Parent's Name",
    parentMobile: "Mobile Number",
    email: "Email",
    childName: "Child's Name",
    childDateOfBirth: "Child's Date of Birth",
    program: "Program of Interest",
    source: "How did you hear about us?",
  },
  mobileHint: "10 digits, for example 9876543210. Keep it: with your reference it lets you move or cancel the visit.",
  emailHint: "We send the confirmation and a reminder the day before.",
  programPlaceholder: "Not sure yet",
  sourcePlaceholder: "Choose one",
  submit: "Book the Visit",
  sending: "Booking, please wait...",
  /** The toast when the provider sends no message of its own. */
  booked: "Your visit is booked.",
  bookedTitle: "Your visit is booked",
  noTimes: "There are no visit times open in the coming weeks.",
  noTimesCall: "Please call us on",
  noTimesWrite: "or",
  noTimesPlease: "Please",
  noTimesLink: "send us a message",
  noTimesEnd: "and we will find a time with you.",
  loadFailed: "The visit times could not be loaded. Please try again in a few minutes.",
} as const;

/** <title> and description of this page; the description names the school. */
export const VISIT_PAGE: PageInfo = {
  title: "Book a Visit",
  description: (school) => `Book a visit to ${school}: choose a time, see the classrooms and meet the teachers.`,
};
