import { DateTime } from "luxon";
import { z } from "zod";
import { isSocialLink, SOCIAL_LINKS, socialLinkMessage, type SocialLinkField } from "../shared/profile.js";
import { readRupees, RUPEES_MESSAGES } from "../shared/rupees.js";

// The provider's own validation (DESIGN.md: "the site's checks are a courtesy, the API's are the
// law"). Messages follow SPEC §5 where it gives one; every 400 names its field (HttpError.field).

// Control characters other than tab and newlines have no place in anything a parent types.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Bidirectional embeddings, overrides and isolates reorder how text is shown ("Trojan Source"):
// a name or message could read differently on a staff screen than what was stored.
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
// Names, phones and addresses never need markup characters; rejecting them keeps injected HTML
// out of every e-mail, export or admin screen that might show them unescaped.
const MARKUP = /[<>]/;
// What a one-line field (a name) never holds: line breaks (header or CSV injection in exports and
// e-mails), tabs, and characters that render as nothing — zero-width and other format characters,
// Unicode's default-ignorable code points (Hangul fillers U+115F, U+1160, U+3164, U+FFA0, soft
// hyphen, variation selectors …). ZWNJ and ZWJ stay allowed: Indic scripts need them to spell names.
const NOT_IN_ONE_LINE = /[\t\n\r\u0085\u2028\u2029]|(?![\u200c\u200d])[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
// A character someone can see: a letter, digit, punctuation or symbol that is not default-ignorable
// (U+3164 is a "letter" that renders blank) and not the blank Braille pattern U+2800.
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;

/** How many characters of `value` a reader can see (spaces and invisible characters not counted). */
export function visibleLength(value: string): number {
  return [...value].filter((char) => VISIBLE.test(char)).length;
}

interface TextOptions {
  max: number;
  /** Message when absent or blank; omit for an optional field (absent → ""). */
  required?: string;
  /** Allow < and > (free text such as a testimonial or message, always rendered escaped). */
  allowMarkup?: boolean;
  /** Allow line breaks and tabs (an address, a message); names are one line. */
  multiline?: boolean;
}

export function text(label: string, options: TextOptions) {
  const base = z
    .string({ invalid_type_error: `${label} must be text` })
    // A value of spaces or invisible characters only (U+200B, U+3164 …) is blank: "required"
    // means something a reader can see.
    .transform((value) => (VISIBLE.test(value) ? value.trim() : ""))
    .refine((value) => !CONTROL.test(value) && !BIDI_CONTROL.test(value), `${label} contains characters that are not allowed`)
    .refine((value) => options.multiline || !NOT_IN_ONE_LINE.test(value), `${label} must be one line of visible text`)
    .refine((value) => options.allowMarkup || !MARKUP.test(value), `${label} must not contain < or >`)
    .refine((value) => value.length <= options.max, `${label} must be at most ${options.max} characters`);
  if (options.required) {
    const message = options.required;
    return z
      .string({ required_error: message, invalid_type_error: `${label} must be text` })
      .pipe(base)
      .refine((value) => value.length > 0, message);
  }
  return base.optional().transform((value) => value ?? "");
}

/**
 * A link a page puts in a src or href (SPEC §2: logo, slides, photos, videos, events, icons): an
 * absolute http(s) address or a path on the site itself. Anything else — javascript:, data:,
 * vbscript:, file:, a protocol-relative //host, credentials before the host — is refused, since a
 * page would run it or send a visitor elsewhere. Whitespace and backslashes are refused too: URL
 * parsers drop tabs and newlines ("java\tscript:") and read "/\\host" as "//host".
 */
export const webUrl = (label: string, options: { required: boolean }) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => value !== "" || !options.required, `${label} is required`)
    .refine((value) => value === "" || isWebUrl(value), `${label} must be an http(s) address or a path on this site`);

function isWebUrl(value: string): boolean {
  if (/[\s\\]/.test(value) || CONTROL.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A school's page on a social network (README "Staff console"): an https:// address on that
 * network's own host or one under it (www., m.), with no credentials or port, or "" for none. A
 * look-alike host (facebook.com.example.in) or another site is refused: the footer links there.
 */
export const socialLink = (field: SocialLinkField) => {
  const { label } = SOCIAL_LINKS[field];
  return z
    .string({ invalid_type_error: `${label} must be text` })
    .trim()
    .max(300, `${label} must be at most 300 characters`)
    .refine((value) => value === "" || isSocialLink(field, value), socialLinkMessage(field));
};

export const positiveId = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .regex(/^[1-9]\d{0,8}$/, `${label} must be a positive whole number`)
    .transform(Number);

/** SPEC §5 testimonial and §9: exactly 10 digits. */
export const mobile = (required: string, invalid: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{10}$/, invalid);

/** SPEC §5 enquiry: 10 digits starting with 6 to 9. */
export const indianMobile = (required: string, invalid: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .regex(/^[6-9]\d{9}$/, invalid);

export const email = (required: string) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(254, "email must be at most 254 characters")
    .email("email must be a valid e-mail address")
    .transform((value) => value.toLowerCase());

/** An e-mail address a parent may leave out (an enrollment's, a visit's): absent or blank → "". */
export const optionalEmail = () =>
  z
    .string({ invalid_type_error: "email must be text" })
    .trim()
    .max(254, "email must be at most 254 characters")
    .refine((value) => value === "" || z.string().email().safeParse(value).success, "email must be a valid e-mail address")
    .optional()
    .transform((value) => (value ?? "").toLowerCase());

/** Query of every list call (SPEC §7, §9). */
export const listQuery = z.object({
  clientId: positiveId("clientId"),
  pageNo: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, "pageNo must be a whole number from 1")
    .transform(Number)
    .default("1"),
  pageSize: z
    .string()
    .regex(/^\d{1,4}$/, "pageSize must be a whole number from 1 to 1000")
    .transform(Number)
    .refine((value) => value >= 1 && value <= 1000, "pageSize must be a whole number from 1 to 1000")
    .default("10"),
  // Public lists never include soft-deleted rows; the flag is accepted as the spec sends it.
  deleted: z.enum(["false"], { errorMap: () => ({ message: "deleted must be false" }) }).optional(),
});

/** A date of the calendar, YYYY-MM-DD, that exists. */
export const calendarDate = (label: string) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid,
      `${label} must be a date (YYYY-MM-DD)`,
    );

/** A child of 0 to 10 years today (a kindergarten's families): a visit's, an enrollment's. */
export const childDateOfBirth = calendarDate("Child's date of birth").refine((value) => {
  const born = DateTime.fromISO(value, { zone: "utc" });
  // A date that does not exist has its own message already.
  if (!born.isValid) return true;
  const today = DateTime.utc().startOf("day");
  return born <= today && born > today.minus({ years: 11 });
}, "Child's date of birth must be of a child from 0 to 10 years old");

/** A whole number from a form field ("21"), within bounds, with the field's own message. */
export const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be a whole number` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^(\d{1,4})?$/, `${label} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `${label} must be a whole number from ${min} to ${max}`);

/**
 * Whole rupees as staff type them ("₹5,000"), read by shared/rupees.ts as the console's forms read
 * them, with its messages: a list's fee amount (SPEC §3), a class's registration fee.
 */
export const rupees = () =>
  z
    .string({ required_error: RUPEES_MESSAGES.required, invalid_type_error: RUPEES_MESSAGES.notANumber })
    .transform((value, ctx) => {
      const read = readRupees(value);
      if ("amount" in read) return read.amount;
      ctx.addIssue({ code: "custom", message: read.problem });
      return z.NEVER;
    });

/** The same, for a fee a form may leave out: absent or blank is ₹0 (nothing due). */
export const optionalRupees = () =>
  z
    .preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), rupees().optional())
    .transform((value) => value ?? 0);
