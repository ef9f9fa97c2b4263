import { CLASS_TEXT } from "~/utils/admission-classes";
import { CROSS_SITE_MESSAGE } from "~/utils/cross-site";
import { GENERIC_ERROR_MESSAGE } from "~/utils/messages";
import { FORM_TEXT } from "~/content/forms";
import { UTR_MESSAGE } from "../../shared/upi";

/**
 * Every message a parent may read from a public form (README "Languages"), keyed by its English:
 * the schemas' (utils/schemas.ts, schema-fields.ts; they stay English, the API and its tests read
 * them), the actions' and the provider's that reach the page. A form page translates a message
 * where it shows it (`useTranslate`, components/forms/use-translate.ts) with the dictionary its
 * loader sends; English maps each to itself. `FormMessages` is its key type: every other
 * language's dictionary must have every key (checked by the compiler), and tests/app/form-messages
 * checks that every message the schemas make is one.
 */

/** The three computed messages of a text field (schema-fields.ts `text`), for its label and length. */
type TextKeys<L extends string, N extends number> =
  `${L} must be at most ${N} characters` | `${L} contains characters that are not allowed` | `${L} must not contain < or >`;

/** A text field's messages, in English (the key) and in `lang`'s words. */
export function textMessages<const L extends string, const N extends number>(
  label: L,
  max: N,
  words: { tooLong: string; control: string; markup: string } = {
    tooLong: `${label} must be at most ${max} characters`,
    control: `${label} contains characters that are not allowed`,
    markup: `${label} must not contain < or >`,
  },
): Record<TextKeys<L, N>, string> {
  return {
    [`${label} must be at most ${max} characters`]: words.tooLong,
    [`${label} contains characters that are not allowed`]: words.control,
    [`${label} must not contain < or >`]: words.markup,
  } as Record<TextKeys<L, N>, string>;
}

const same = <const T extends readonly string[]>(messages: T) =>
  Object.fromEntries(messages.map((message) => [message, message])) as { [K in T[number]]: K };

const textKeys = <const L extends string, const N extends number>(label: L, max: N) => Object.keys(textMessages(label, max)) as TextKeys<L, N>[];

/**
 * The messages the browser's own checks of each form may show (its schema's, Conform validating on
 * blur): a page sends only these, in its language (README "Languages": a Hindi page's HTML stays
 * within 1.2× its English page's). Every other message (the guard's, the action's, the provider's)
 * arrives from the action already in the page's language (`answerIn`, form-copy.server.ts).
 * tests/app/form-messages checks that each schema's messages are in its list.
 */
const FORM_KEYS = {
  enquiry: [
    "Parent's name is required",
    "Parent mobile number is required",
    "Enter a valid 10-digit mobile number",
    "Email is required",
    "Email must be at most 254 characters",
    "Enter a valid e-mail address",
    "Message is required",
    "Choose one of the answers",
    ...textKeys("Parent's name", 200),
    ...textKeys("Child's name", 200),
    ...textKeys("Message", 2000),
  ],
  testimonial: [
    "Name is required",
    "Mobile no. is required",
    "Invalid mobile no.",
    "Testimonial is required",
    ...textKeys("Name", 200),
    ...textKeys("Testimonial", 2000),
  ],
  enrollment: [
    "Child's name is required",
    "Child's age is required",
    "Child's age must be a whole number from 0 to 18",
    "Gender is required",
    "Gender must be male, female or other",
    "Parent's name is required",
    "Parent's contact number is required",
    "Parent's contact number must be exactly 10 digits",
    "Address is required",
    "Choose one of the programs",
    "Choose one of the classes",
    "Child's date of birth is required",
    "Child's date of birth must be a date (YYYY-MM-DD)",
    "Child's date of birth must be of a child from 0 to 10 years old",
    "Email must be at most 254 characters",
    "Enter a valid e-mail address",
    "Enter a valid 10-digit mobile number",
    ...textKeys("Child's name", 200),
    ...textKeys("Parent's name", 200),
    ...textKeys("Address", 200),
    ...textKeys("Additional information", 2000),
    ...textKeys("Second guardian's name", 200),
  ],
  visit: [
    "Choose a time for your visit",
    "Parent's name is required",
    "Parent mobile number is required",
    "Enter a valid 10-digit mobile number",
    "Child's name is required",
    "Child's date of birth is required",
    "Child's date of birth must be a date (YYYY-MM-DD)",
    "Child's date of birth must be of a child from 0 to 10 years old",
    "Choose one of the programs",
    "Email must be at most 254 characters",
    "Enter a valid e-mail address",
    ...textKeys("Parent's name", 200),
    ...textKeys("Child's name", 200),
    ...textKeys("How did you hear about us", 200),
  ],
  login: [
    "Email is required",
    "Enter a valid e-mail address",
    "Email must be at most 254 characters",
    "Password is required",
    "Password must be at most 200 characters",
  ],
  register: [
    "Name is required",
    "Mobile no. is required",
    "Invalid mobile no.",
    "Email is required",
    "Enter a valid e-mail address",
    "Email must be at most 254 characters",
    "Password is required",
    "Password must be at least 8 characters",
    "Password must be at most 200 characters",
    ...textKeys("Name", 200),
  ],
  forgotPassword: ["Email is required", "Enter a valid e-mail address", "Email must be at most 254 characters"],
  setPassword: ["Password is required", "Password must be at least 8 characters", "Password must be at most 200 characters"],
  // The status page's two forms: the look-up and the UPI payment's UTR.
  status: [
    "Reference is required",
    "Enter the reference as it was shown, such as ABC-7K3Q9",
    "Mobile no. is required",
    "Invalid mobile no.",
    UTR_MESSAGE,
  ],
} as const;

export const EN_FORM_MESSAGES = {
  // What the browser's checks make, form by form (the schemas' own; SPEC §5 where it gives one).
  ...same([
    ...FORM_KEYS.enquiry,
    ...FORM_KEYS.testimonial,
    ...FORM_KEYS.enrollment,
    ...FORM_KEYS.visit,
    ...FORM_KEYS.login,
    ...FORM_KEYS.register,
    ...FORM_KEYS.forgotPassword,
    ...FORM_KEYS.setPassword,
    ...FORM_KEYS.status,
  ]),
  // What only the server says: the actions' and the provider's.
  ...same([
    // The actions' (the form's guard, the school, the enrollment's class).
    FORM_TEXT.tooFast,
    FORM_TEXT.expired,
    FORM_TEXT.noSchool,
    "This form could not be accepted. Please reload the page and try again.",
    CROSS_SITE_MESSAGE,
    GENERIC_ERROR_MESSAGE,
    CLASS_TEXT.required,
    CLASS_TEXT.noneFits,
    // The provider's, passed on to the parent (api/routes/submissions.ts, newsletter.ts, http.ts).
    "Something went wrong on our side. Please try again later.",
    "This form was already sent with different details. Please reload the page and send it again.",
    "This request was sent from another website, so it was not accepted.",
    "Program must be one of the school's programs",
    'Choose one of the answers to "How did you hear about us?"',
    "Second guardian's mobile must be a valid 10-digit mobile number",
    "We have received your request, Our team will contact you soon!",
    "Thank you! Your testimonial will appear on the site once the school approves it.",
    "You are unsubscribed. You will not get the school's newsletter any more.",
    "This unsubscribe link is not valid. Please use the link from the school's latest e-mail.",
    "Too many sign-ups. Please wait a minute and try again.",
    // A visit time taken or closed meanwhile (api/admissions/visits.ts), on the booking form's times.
    "That time has just filled — please pick another",
    "That time can no longer be booked — please pick another",
    // The account pages' (utils/schemas.ts, staff-schemas.ts; the provider's: api/routes/accounts.ts, claim.ts, passwords.ts).
    "Password must have at least 8 characters besides spaces",
    "Password is too easy to guess. Use a longer passphrase — three or four unrelated words work well — and avoid common passwords, names and dates.",
    "Invalid e-mail or password",
    "You have been signed out everywhere else.",
    "This link is not valid any more: it was used, or it is older than an hour. Ask for a new one.",
    "This link is not valid any more: it was used, or it is older than 24 hours. Sign up again to get a new one.",
    // The status page's (utils/staff-schemas.ts, payment-schemas.ts; the provider's: api/admissions/).
    "This UTR has already been used for a payment to the school: check it in your UPI app",
    "No registration fee is due for this application",
    "A payment for this application has just been submitted: reload the page",
    "The school has just looked at this payment: reload the page",
    "Thank you: you have accepted the offer. The school will tell you the first day.",
    "You have declined the offer. Thank you for telling the school.",
    "There is no open offer for this application: it may have lapsed. Please call the school.",
    "This application has just changed: please look it up again.",
    "This visit can no longer be changed",
    "Your visit is at this time already.",
    "This document is not on the list for this application.",
    "This document has already been accepted by the school, so it cannot be replaced. If it must change, please call the school.",
    "This document was uploaded again at the same moment. Please look at the list, and upload it again if needed.",
    "This file is not a photo or PDF we can use. Please upload a photo of the document (JPEG, PNG or HEIC, as your phone's camera takes it) or a PDF.",
    "This photo could not be opened; the file may be damaged. Please take the photo again and upload it.",
    "This PDF could not be opened; the file may be damaged. Please save it again, or upload a photo of the document instead.",
    "This PDF is locked with a password. Please upload a copy without a password, or a photo of the document.",
    "This PDF has no pages. Please upload the document itself, or a photo of it.",
    'This PDF contains scripts, attached files or a form that sends data, so we cannot accept it. Please print it to a new PDF ("Save as PDF") or upload a photo of the document.',
  ]),
  ...textMessages("Child's name", 200),
  ...textMessages("Parent's name", 200),
  ...textMessages("Address", 200),
  ...textMessages("Additional information", 2000),
  ...textMessages("Second guardian's name", 200),
  ...textMessages("Message", 2000),
  ...textMessages("Name", 200),
  ...textMessages("Testimonial", 2000),
  ...textMessages("How did you hear about us", 200),
};

/** The public forms that check their fields in the browser. */
export type PublicForm = keyof typeof FORM_KEYS;

/** The English messages the browser's checks of `form` may show: those its page sends in its language. */
export function formMessageKeys(form: PublicForm): readonly (keyof FormMessages)[] {
  return FORM_KEYS[form];
}

/** The dictionary's shape: every English message a key. */
export type FormMessages = { readonly [K in keyof typeof EN_FORM_MESSAGES]: string };
