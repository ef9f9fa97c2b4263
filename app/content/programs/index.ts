import type { Program } from "~/utils/enrollment-values";

/**
 * The static program and marketing pages of SPEC §2 ("six cards each") as typed data: heading,
 * intro and the call-to-action button around the cards, which are the school's own (README "Staff
 * console": "Pages"; SPEC's six start every school: shared/school-content.ts). One module per page
 * (the files beside this one), so a page's JavaScript carries its own copy only (README "JavaScript
 * budgets"); here what several share.
 *
 * Button targets: SPEC §2 shows an action only for 'Contact Us Today' and 'Book a Visit' (both
 * /contact/info). The others do what a parent expects: enrolment-type buttons
 * ('Enroll Now', 'Register Now', 'Join the Program') open the enrollment form, contact-type buttons
 * ('Contact Us') the contact page.
 */

export const ENROLLMENT_FORM = "/admissions/enrollmentForm";

/** The enrollment form's Program choices, by the program pages' titles. */
export const PROGRAM_NAMES: Record<Program, string> = {
  earlyChildhoodDevelopment: "Early Childhood Development",
  interactiveLearning: "Interactive Learning",
  dayCareService: "Day Care Services",
  summerCamps: "Summer Camps",
  afterSchoolActivities: "After Hours Activities",
};

/** The enrollment form with this program already chosen. */
export const enrollFor = (program: Program) => `${ENROLLMENT_FORM}?program=${program}`;
export const CONTACT_INFO = "/contact/info";
/** The visit booking page (README "Visits"). */
export const BOOK_A_VISIT = "/admissions/visit";
