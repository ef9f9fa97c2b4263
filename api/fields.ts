import { z } from "zod";

// The provider's own validation (DESIGN.md: "the site's checks are a courtesy, the API's are the
// law"). Messages follow SPEC §5 where it gives one; every 400 names its field (HttpError.field).

// Control characters other than tab and newlines have no place in anything a parent types.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Names, phones and addresses never need markup characters; rejecting them keeps injected HTML
// out of every e-mail, export or admin screen that might show them unescaped.
const MARKUP = /[<>]/;

interface TextOptions {
  max: number;
  /** Message when absent or blank; omit for an optional field (absent → ""). */
  required?: string;
  /** Allow < and > (free text such as a testimonial or message, always rendered escaped). */
  allowMarkup?: boolean;
}

export function text(label: string, options: TextOptions) {
  const base = z
    .string({ invalid_type_error: `${label} must be text` })
    .transform((value) => value.trim())
    .refine((value) => !CONTROL.test(value), `${label} contains characters that are not allowed`)
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
