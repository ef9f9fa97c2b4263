import { z } from "zod";
import { GENDERS, PROGRAMS } from "./enrollment-values";
import { normalizeMobile } from "./phone";
import { mobile, optionalText, requiredText, TEN_DIGITS } from "./schema-fields";
import { SOURCES } from "../../shared/sources";

/**
 * The form schemas, shared by the browser (Conform validates on blur) and the actions (the same
 * parse after submit), so a parent sees the same message with JavaScript and without it.
 * Messages are SPEC §5's where it gives one; elsewhere they are the provider's own (api/fields.ts),
 * and the bounds mirror the provider's so that nothing it would refuse gets past the form.
 * Conform turns an empty field into `undefined`, hence the `required_error`s.
 */

// SPEC §5 enquiry: 10 digits starting with 6 to 9 (an Indian mobile number).
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

const email = z
  .string({ required_error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email must be at most 254 characters")
  .email("Enter a valid e-mail address");

/** An address a parent may leave out (the enrollment's): blank is "none", as the provider reads it. */
const optionalEmail = z
  .string()
  .trim()
  .max(254, "Email must be at most 254 characters")
  .email("Enter a valid e-mail address")
  .optional()
  .transform((value) => value ?? "");

/** The footer's newsletter box (README "Newsletter"). */
export const newsletterSchema = z.object({ email });

const AGE_MESSAGE = "Child's age must be a whole number from 0 to 18";

/** The enrollment's Program field: not one of the programs, or one the school does not offer. */
export const PROGRAM_MESSAGE = "Choose one of the programs";

const DATE_OF_BIRTH_MESSAGE = "Child's date of birth must be of a child from 0 to 10 years old";

/** YYYY-MM-DD of a real day on which a child now 0 to 10 years old was born (the provider's rule). */
function isChildBirthday(value: string, now = new Date()): boolean {
  const [year = 0, month = 0, day = 0] = value.split("-").map(Number);
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return false;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const eleventhBirthday = Date.UTC(year + 11, month - 1, day);
  return born.getTime() <= today && eleventhBirthday > today;
}

/** A visit's and an enrollment's: a real day, of a child now 0 to 10 years old. */
const childDateOfBirth = z
  .string({ required_error: "Child's date of birth is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Child's date of birth must be a date (YYYY-MM-DD)")
  .refine((value) => isChildBirthday(value), DATE_OF_BIRTH_MESSAGE);

const CLASS_MESSAGE = "Choose one of the classes";
const GUARDIAN_MOBILE_MESSAGE = "Enter a valid 10-digit mobile number";

/** SPEC §3 "Enrollment (submitted)"; SPEC §5: the six required fields, a numeric age. */
export const enrollmentSchema = z.object({
  childName: requiredText({ label: "Child's name", max: 200, required: "Child's name is required" }),
  // Whole years in plain digits: Number() would also read "0x10", "0b11" or "1e1" as ages.
  childAge: z
    .string({ required_error: "Child's age is required", invalid_type_error: AGE_MESSAGE })
    .trim()
    .regex(/^\d{1,2}$/, AGE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int(AGE_MESSAGE).min(0, AGE_MESSAGE).max(18, AGE_MESSAGE)),
  gender: z.enum(GENDERS, {
    errorMap: (issue) => ({
      message: issue.code === "invalid_type" ? "Gender is required" : "Gender must be male, female or other",
    }),
  }),
  parentName: requiredText({ label: "Parent's name", max: 200, required: "Parent's name is required" }),
  parentContact: mobile("Parent's contact number is required", "Parent's contact number must be exactly 10 digits", TEN_DIGITS),
  address: requiredText({ label: "Address", max: 200, required: "Address is required" }),
  additionalInformation: optionalText({ label: "Additional information", max: 2000, allowMarkup: true }),
  program: z
    .enum(PROGRAMS, { errorMap: () => ({ message: PROGRAM_MESSAGE }) })
    .optional()
    .transform((value) => value ?? ""),
  // Not in SPEC §2: where the school sends the reference and its news (README "Forms and sign-in").
  email: optionalEmail,
  // Not in SPEC §2 either (README "Admissions"): the class of an open admission year, the date of
  // birth its age rule is read from, and a second guardian. Whether the school's classes need them
  // and whether the child meets the class's rule is the action's to say: it knows the school.
  classId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, CLASS_MESSAGE)
    .optional()
    .transform((value) => value ?? ""),
  childDateOfBirth: childDateOfBirth.optional().transform((value) => value ?? ""),
  guardian2Name: optionalText({ label: "Second guardian's name", max: 200 }),
  guardian2Mobile: z
    .string()
    .trim()
    .max(20, GUARDIAN_MOBILE_MESSAGE)
    .transform(normalizeMobile)
    .pipe(z.string().regex(INDIAN_MOBILE, GUARDIAN_MOBILE_MESSAGE))
    .optional()
    .transform((value) => value ?? ""),
});

/** "How did you hear about us?" given something that is not one of its answers. */
const SOURCE_MESSAGE = "Choose one of the answers";

/** SPEC §3 "Enquiry", SPEC §5 messages for the mobile number. */
export const enquirySchema = z.object({
  parentName: requiredText({ label: "Parent's name", max: 200, required: "Parent's name is required" }),
  parentMobile: mobile("Parent mobile number is required", "Enter a valid 10-digit mobile number", INDIAN_MOBILE),
  email,
  childName: optionalText({ label: "Child's name", max: 200 }),
  message: requiredText({ label: "Message", max: 2000, required: "Message is required", allowMarkup: true }),
  // Not in SPEC §2: "How did you hear about us?", optional, kept as the record's source.
  source: z
    .enum(SOURCES, { errorMap: () => ({ message: SOURCE_MESSAGE }) })
    .optional()
    .transform((value) => value ?? ""),
});

/** A visit time as the booking and move forms send it: `<slotId>@<date>` (README "Visits"). */
export const SLOT_PATTERN = /^(\d{1,9})@(\d{4}-\d{2}-\d{2})$/;

const slot = z
  .string({ required_error: "Choose a time for your visit" })
  .regex(SLOT_PATTERN, "Choose a time for your visit")
  .transform((value) => {
    const [, slotId = "", date = ""] = SLOT_PATTERN.exec(value) ?? [];
    return { slotId: Number(slotId), date };
  });

/** A visit booked at /admissions/visit (README "Visits"): the enquiry's rules for the parent. */
export const visitSchema = z.object({
  slot,
  parentName: requiredText({ label: "Parent's name", max: 200, required: "Parent's name is required" }),
  parentMobile: mobile("Parent mobile number is required", "Enter a valid 10-digit mobile number", INDIAN_MOBILE),
  email: z
    .string()
    .trim()
    .max(254, "Email must be at most 254 characters")
    .email("Enter a valid e-mail address")
    .optional()
    .transform((value) => value ?? ""),
  childName: requiredText({ label: "Child's name", max: 200, required: "Child's name is required" }),
  childDateOfBirth,
  program: z
    .enum(PROGRAMS, { errorMap: () => ({ message: PROGRAM_MESSAGE }) })
    .optional()
    .transform((value) => value ?? ""),
  source: optionalText({ label: "How did you hear about us", max: 200 }),
});

/** Moving a visit from the status page: the parent's pair and another time. */
export const visitMoveSchema = z.object({ slot });

/** SPEC §3 "Testimonial" (title is the submitter's name), SPEC §5 messages. */
export const testimonialSchema = z.object({
  title: requiredText({ label: "Name", max: 200, required: "Name is required" }),
  mobile: mobile("Mobile no. is required", "Invalid mobile no.", TEN_DIGITS),
  // Free text: anything printable; every reader renders it escaped.
  description: requiredText({ label: "Testimonial", max: 2000, required: "Testimonial is required", allowMarkup: true }),
});

export const loginSchema = z.object({
  email,
  password: z.string({ required_error: "Password is required" }).max(200, "Password must be at most 200 characters"),
});

/** Forgot password: the account's e-mail address (README "Forms and sign-in"). */
export const forgotPasswordSchema = z.object({ email });

/** SPEC §3 register payload; the provider's rule: passwords of 8 to 200 characters. */
export const registerSchema = z.object({
  name: requiredText({ label: "Name", max: 200, required: "Name is required" }),
  mobile: mobile("Mobile no. is required", "Invalid mobile no.", TEN_DIGITS),
  email,
  password: z
    .string({ required_error: "Password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters"),
});
