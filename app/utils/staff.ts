import { z } from "zod";
import { whiteTextProblem } from "./color";
import { normalizeMobile } from "./phone";
import { normalizeReference, REFERENCE_PATTERN } from "./reference";

/**
 * The staff console's values and form schemas (README "Staff console"), shared by the pages
 * (Conform in the browser) and their actions. Bounds and messages are the provider's own.
 */

export const SUBMISSION_KINDS = ["enrollment", "enquiry"] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_STATUSES = ["new", "contacted", "admitted", "declined", "closed"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const MODERATION_STATUSES = ["pending", "approved", "rejected", "all"] as const;
export type ModerationFilter = (typeof MODERATION_STATUSES)[number];

export const STAFF_ROLES = ["staff", "owner"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

// Control characters other than tab and line breaks: the provider refuses them.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed text with line breaks as LF (a browser without JavaScript sends CRLF). */
function text(label: string, max: number, options: { required?: string; markup?: boolean } = {}) {
  const base = z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .max(max, `${label} must be at most ${max} characters`)
        .refine((value) => !CONTROL.test(value), `${label} contains characters that are not allowed`)
        .refine((value) => options.markup || !/[<>]/.test(value), `${label} must not contain < or >`),
    );
  if (options.required) {
    const required = options.required;
    return z
      .string({ required_error: required })
      .pipe(base)
      .refine((value) => value.length > 0, required);
  }
  // Conform sends an empty field as undefined.
  return base.optional().transform((value) => value ?? "");
}

function mobile(required: string, invalid: string) {
  return z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(20, invalid)
    .transform(normalizeMobile)
    .refine((value) => /^\d{10}$/.test(value), invalid);
}

/** A submission's status change, with an optional private note (the same status adds a note). */
export const statusChangeSchema = z.object({
  status: z.enum(SUBMISSION_STATUSES, { errorMap: () => ({ message: "Choose a status" }) }),
  note: text("Note", 2000, { markup: true }),
});

/** Staff fix typos in a testimonial: the bounds of a parent's own submission. */
export const testimonialEditSchema = z.object({
  title: text("Name", 200, { required: "Name is required" }),
  description: text("Testimonial", 2000, { required: "Testimonial is required", markup: true }),
});

export const inviteSchema = z.object({
  name: text("Name", 200, { required: "Name is required" }),
  email: z.string({ required_error: "Email is required" }).trim().min(1, "Email is required").max(254).email("Enter a valid e-mail address"),
  role: z.enum(STAFF_ROLES, { errorMap: () => ({ message: "Choose a role" }) }),
});

/** A family's records are found by the mobile number they gave. */
export const eraseSchema = z.object({ mobile: mobile("Mobile no. is required", "Invalid mobile no.") });

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

/** A parent's status lookup (`/admissions/status`). */
export const statusLookupSchema = z.object({
  reference: z
    .string({ required_error: "Reference is required" })
    .trim()
    .min(1, "Reference is required")
    .max(20, "Enter the reference as it was shown, like SUN-7K3Q9")
    .transform(normalizeReference)
    .refine((value) => REFERENCE_PATTERN.test(value), "Enter the reference as it was shown, like SUN-7K3Q9"),
  mobile: mobile("Mobile no. is required", "Invalid mobile no."),
});

export type InboxFilters = { kind: "all" | SubmissionKind; status: SubmissionStatus | ""; q: string };

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The inbox's GET form (and the CSV link): an unknown value reads as "any", the search at most 100 characters. */
export function readInboxFilters(params: URLSearchParams): InboxFilters {
  const kind = params.get("kind");
  const status = params.get("status");
  return {
    kind: isOneOf(SUBMISSION_KINDS, kind) ? kind : "all",
    status: isOneOf(SUBMISSION_STATUSES, status) ? status : "",
    q: (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 100),
  };
}

/** The testimonials' tab: pending unless another is chosen. */
export function readModerationFilter(params: URLSearchParams): ModerationFilter {
  const status = params.get("status");
  return isOneOf(MODERATION_STATUSES, status) ? status : "pending";
}

/** `?page=`: a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** A list's query string with one value changed (empty values left out). */
export function withParams(params: Record<string, string | number>, changes: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...params, ...changes })) {
    if (value !== "" && !(name === "page" && value === 1)) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

const colour = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour such as #1d4ed8`);

const optionalEmail = z.string().trim().max(254).email("Enter a valid e-mail address").optional();

/**
 * The school profile (staff console): the provider checks the rest — phone formats, and that white
 * text on the brand colour reaches WCAG AA (4.5:1) — and its message lands on the same field.
 * The logo is a file field read apart (ImageField); `fullLogoUrl` carries the stored one.
 */
export const profileSchema = z.object({
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
});

/** An owner's new domain; the provider checks its form and that no other school uses it. */
export const domainSchema = z.object({
  domain: z.string({ required_error: "Domain is required" }).trim().min(1, "Domain is required").max(253, "Domain must be at most 253 characters"),
});
