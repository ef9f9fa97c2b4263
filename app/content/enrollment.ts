import type { Gender } from "~/utils/enrollment-values";
import type { PageInfo } from "~/utils/meta";

/** SPEC §2 "Enrollment Form": the English words of /admissions/enrollmentForm, gathered into the catalogue (i18n/en.server.ts). */
export const ENROLLMENT = {
  title: "Enrollment Form",
  intro: "Fill out the form below to enroll your child in our early learning program.",
  labels: {
    childName: "Child's Name",
    childAge: "Child's Age",
    gender: "Gender",
    parentName: "Parent's Name",
    parentContact: "Parent's Contact Number",
    address: "Address",
    additionalInformation: "Additional Information",
    program: "Program",
    email: "Email",
    // Not in SPEC §2 (README "Admissions").
    childDateOfBirth: "Child's Date of Birth",
    classId: "Class",
    guardian2Name: "Second Guardian's Name",
    guardian2Mobile: "Second Guardian's Mobile Number",
  },
  /** Under the class: which are shown, and the programs applied for without one. */
  classHint: (exempt: readonly string[]) =>
    `The classes open for applications that your child's date of birth fits, each with its age rule.${
      exempt.length > 0 ? ` Not needed for ${exempt.join(", ")}.` : ""
    }`,
  classPlaceholder: "Select Class",
  noClassPlaceholder: "No class fits this date of birth",
  dateOfBirthHint: "The school's classes go by the child's age on a cut-off date.",
  /** The Program select's first choice: none in particular (the field is optional). */
  programPlaceholder: "No particular program",
  genderPlaceholder: "Select Gender",
  genders: { male: "Male", female: "Female", other: "Other" } satisfies Record<Gender, string>,
  contactHint: "10 digits, for example 9876543210.",
  /** Not in SPEC §2: why the school asks for an address it does not need (README "Forms and sign-in"). */
  emailHint: "We e-mail you the reference and let you know when the enrollment moves on.",
  submit: "Submit Enrollment",
  /** The success toast when the provider sends no message of its own. */
  received: "Thank you! We have received your enrollment.",
} as const;

/** <title> and description of this page (SPEC §2); the description names the school. */
export const ENROLLMENT_PAGE: PageInfo = {
  title: "Enrollment Form",
  description: (school) => `Enrol your child at ${school}: fill in the online enrollment form and our admissions team will call you.`,
};
