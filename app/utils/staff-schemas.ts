import { z } from "zod";
import { normalizeMobile } from "./phone";
import { normalizeReference, REFERENCE_PATTERN } from "./reference";
import { STAFF_ROLES, SUBMISSION_STATUSES } from "./staff";

/**
 * The staff console's form schemas (README "Staff console"), shared by the pages (Conform in the
 * browser) and their actions. Bounds and messages are the provider's own.
 */

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
