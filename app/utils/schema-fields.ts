import { z } from "zod";
import { normalizeMobile } from "./phone";

/**
 * The building blocks of every form schema (the public forms' in ./schemas, the staff console's in
 * ./staff): one rule for text and one for mobile numbers, so a field reads and fails the same way
 * everywhere. Conform turns an empty field into `undefined`, hence the `required_error`s.
 */

// Control characters other than tab and newlines (the provider refuses them too).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Names, phones and addresses never need markup characters (the provider refuses them there).
const MARKUP = /[<>]/;

export type TextRules = { label: string; max: number; required?: string; allowMarkup?: boolean };

function text({ label, max, required, allowMarkup = false }: TextRules) {
  return (
    z
      .string({ required_error: required ?? `${label} is required` })
      // A browser sends a textarea's line breaks as CRLF without JavaScript and LF with it.
      .transform((value) => value.replace(/\r\n?/g, "\n"))
      .pipe(
        z
          .string()
          .trim()
          .max(max, `${label} must be at most ${max} characters`)
          .refine((value) => !CONTROL.test(value), `${label} contains characters that are not allowed`)
          .refine((value) => allowMarkup || !MARKUP.test(value), `${label} must not contain < or >`),
      )
  );
}

export function requiredText(rules: TextRules & { required: string }) {
  return text(rules).refine((value) => value.length > 0, rules.required);
}

export function optionalText(rules: TextRules) {
  return text(rules)
    .optional()
    .transform((value) => value ?? "");
}

export function mobile(required: string, invalid: string, pattern: RegExp) {
  return z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(20, invalid)
    .transform(normalizeMobile)
    .refine((value) => pattern.test(value), invalid);
}

/** Ten national digits, after normalizeMobile dropped the punctuation and a +91 or 0 prefix. */
export const TEN_DIGITS = /^\d{10}$/;
