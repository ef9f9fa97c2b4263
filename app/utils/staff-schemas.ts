import { z } from "zod";
import { whiteTextProblem } from "./color";
import { normalizeReference, REFERENCE_PATTERN } from "./reference";
import { mobile, optionalText, requiredText, TEN_DIGITS } from "./schema-fields";
import { CHANGEABLE_STATUSES, STAFF_ROLES } from "./staff";
import { toYouTubeVideo } from "./video";
import { hindiVersions } from "./translation-schemas";
import {
  HOURS_LINE_MESSAGE,
  isHoursText,
  isSocialLink,
  PROFILE_TEXT_FIELDS,
  SOCIAL_LINKS,
  socialLinkMessage,
  type MapPinField,
  type ProfileField,
  type SocialLinkField,
} from "../../shared/profile";

/**
 * The staff console's form schemas (README "Staff console"), shared by the pages (Conform in the
 * browser) and their actions. Bounds and messages are the provider's own. Apart from staff.ts so
 * that pages without a form send no zod to the browser (README "JavaScript budgets").
 */

/** The staff pages' short form of the shared text rule: `required` is the message for an empty field. */
export function text(label: string, max: number, options: { required?: string; markup?: boolean } = {}) {
  const rules = { label, max, allowMarkup: options.markup };
  return options.required ? requiredText({ ...rules, required: options.required }) : optionalText(rules);
}

/** A submission's status change, with an optional private note (the same status adds a note). */
export const statusChangeSchema = z.object({
  status: z.enum(CHANGEABLE_STATUSES, { errorMap: () => ({ message: "Choose a status" }) }),
  note: optionalText({ label: "Note", max: 2000, allowMarkup: true }),
});

/**
 * A record's follow-up (README "Staff console"): who is on it (a staff member's id, or none) and
 * the next date to follow up (a real calendar date, or none). The provider checks the person is
 * the school's staff.
 */
export const followUpSchema = z.object({
  assigneeUserId: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "Choose a member of the school's staff")
    .optional()
    .transform((value) => value ?? ""),
  followUpOn: z
    .string()
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || isCalendarDate(value), "Enter a date, such as 2026-12-01"),
});

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "2000-01-01" || value > "2099-12-31") return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Staff fix typos in a testimonial: the bounds of a parent's own submission. */
export const testimonialEditSchema = z.object({
  title: requiredText({ label: "Name", max: 200, required: "Name is required" }),
  description: requiredText({ label: "Testimonial", max: 2000, required: "Testimonial is required", allowMarkup: true }),
});

export const inviteSchema = z.object({
  name: requiredText({ label: "Name", max: 200, required: "Name is required" }),
  email: z.string({ required_error: "Email is required" }).trim().min(1, "Email is required").max(254).email("Enter a valid e-mail address"),
  role: z.enum(STAFF_ROLES, { errorMap: () => ({ message: "Choose a role" }) }),
});

/** A family's records are found by the mobile number they gave. */
export const eraseSchema = z.object({ mobile: mobile("Mobile no. is required", "Invalid mobile no.", TEN_DIGITS) });

export const notifySchema = z.object({
  notifyByEmail: z.enum(["true", "false"], { errorMap: () => ({ message: "Choose whether to get e-mails" }) }),
});

/** The one-time sign-in link's page: the provider's password rule is checked there too. */
export const claimSchema = z.object({
  password: z
    .string({ required_error: "Password is required" })
    .min(8, "Password must be at least 8 characters")
    .max(200, "Password must be at most 200 characters"),
});

/** A neutral example, the same on every school's site (no school's own reference). */
const REFERENCE_MESSAGE = "Enter the reference as it was shown, such as ABC-7K3Q9";

/** A parent's status lookup (`/admissions/status`). */
export const statusLookupSchema = z.object({
  reference: z
    .string({ required_error: "Reference is required" })
    .trim()
    .min(1, "Reference is required")
    .max(20, REFERENCE_MESSAGE)
    .transform(normalizeReference)
    .refine((value) => REFERENCE_PATTERN.test(value), REFERENCE_MESSAGE),
  mobile: mobile("Mobile no. is required", "Invalid mobile no.", TEN_DIGITS),
});

/** A video of the gallery or an event: a YouTube link (the provider's own rule, shared/video.ts). */
export const youTubeLink = z
  .string({ required_error: "Video link is required" })
  .trim()
  .min(1, "Video link is required")
  .max(2000, "Video link must be at most 2000 characters")
  .refine((value) => toYouTubeVideo(value) !== null, "Video link must be a YouTube link (youtube.com/watch, youtu.be or shorts)");
const colour = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour such as #1d4ed8`);

/** One row per line, "days: time": the provider's rule (shared/profile.ts). */
const hours = (label: string) => text(label, 600).refine(isHoursText, HOURS_LINE_MESSAGE);

const optionalEmail = z.string().trim().max(254).email("Enter a valid e-mail address").optional();

/** A social link: blank (none shown) or a page on that network (shared/profile.ts, the provider's rule). */
const socialLink = (field: SocialLinkField) =>
  z
    .string()
    .trim()
    .max(300, `${SOCIAL_LINKS[field].label} must be at most 300 characters`)
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value === "" || isSocialLink(field, value), socialLinkMessage(field));

/** Decimal degrees within ±limit, as the provider takes them; blank is no pin. */
const degrees = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .refine(
      (value) => value === "" || (/^[-+]?\d{1,3}(\.\d{1,10})?$/.test(value) && Math.abs(Number(value)) <= limit),
      `${label} must be a number from -${limit} to ${limit}`,
    );

/**
 * The school profile (staff console): the provider checks the rest — phone formats, and that white
 * text on the brand colour reaches WCAG AA (4.5:1) — and its message lands on the same field.
 * The logo is a file field read apart (ImageField); `fullLogoUrl` carries the stored one.
 */
const profileFields = z.object({
  clientName: text("School name", 120, { required: "School name is required" }),
  aboutUs: text("About the school", 2000),
  fullLogoUrl: z.string().optional(),
  brandColor: colour("Brand colour").superRefine((value, ctx) => {
    const problem = whiteTextProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  accentColor: colour("Accent colour"),
  contactPhone1: text("Phone", 20, { required: "Phone is required" }),
  contactPhone2: text("Second phone", 20),
  whatsAppNumber1: text("WhatsApp number", 20),
  contactEmail1: z
    .string({ required_error: "E-mail is required" })
    .trim()
    .min(1, "E-mail is required")
    .max(254)
    .email("Enter a valid e-mail address"),
  contactEmail2: optionalEmail,
  addressLine1: text("Address", 200, { required: "Address is required" }),
  addressLine2: text("Address line 2", 200),
  city: text("City", 100, { required: "City is required" }),
  state: text("State", 100, { required: "State is required" }),
  pinCode: z
    .string({ required_error: "PIN code is required" })
    .trim()
    .regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits"),
  tagline: text("Tagline", 160),
  ageRange: text("Ages", 60),
  openingHours: text("Opening hours", 60),
  officeHours: hours("Office hours"),
  schoolHours: hours("School hours"),
  facebookUrl: socialLink("facebookUrl"),
  instagramUrl: socialLink("instagramUrl"),
  youtubeUrl: socialLink("youtubeUrl"),
  xUrl: socialLink("xUrl"),
  linkedinUrl: socialLink("linkedinUrl"),
  whatsappChannelUrl: socialLink("whatsappChannelUrl"),
  // Both or neither: the provider says which one is missing.
  mapLatitude: degrees("Latitude", 90),
  mapLongitude: degrees("Longitude", 180),
} satisfies Record<ProfileField | SocialLinkField | MapPinField, z.ZodTypeAny>);

export const profileSchema = profileFields.extend({
  // README "Languages": the languages besides English the site offers (checkboxes: none, one or
  // several), and its default; the provider checks the default is one of them.
  languages: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.enum(["hi"], { message: "Choose the site's languages from the list" })),
  ),
  defaultLanguage: z.enum(["en", "hi"], { message: "Choose the default language from the list" }).default("en"),
  // The Hindi versions of the school's own texts (`hi.tagline`…), each by its English rule.
  hi: hindiVersions(profileFields.shape, PROFILE_TEXT_FIELDS),
});

/** An owner's new domain; the provider checks its form and that no other school uses it. */
export const domainSchema = z.object({
  domain: z.string({ required_error: "Domain is required" }).trim().min(1, "Domain is required").max(253, "Domain must be at most 253 characters"),
});

/**
 * A list item's picture (Site content): in the browser the file input's File (or nothing), in the
 * action the address the upload answered or the one kept (services/staff-lists.server.ts). Whether
 * one is needed is the provider's to say.
 */
export const picture = z
  .union([z.string(), z.instanceof(File)])
  .optional()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));
