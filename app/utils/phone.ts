/**
 * Indian phone numbers (SPEC §9: shown and linked with +91): the 10 national digits, whatever
 * prefix or punctuation a school's staff or a parent typed.
 */

import { nationalDigits, phoneDigits } from "../../shared/phone";

export { phoneLabel } from "../../shared/phone";

export function telHref(phone: string): string {
  return `tel:+91${phoneDigits(phone)}`;
}

/** WhatsApp chat link of the Support page's Live Chat card (SPEC §2: a prefilled greeting); wa.me wants 91 without "+". */
export function whatsAppHref(phone: string, greeting = "Hello"): string {
  return `https://wa.me/91${phoneDigits(phone)}?text=${encodeURIComponent(greeting)}`;
}

/**
 * A mobile number as people type or autofill it ("+91 98765-43210", "098765 43210"): spaces,
 * dashes, dots and brackets go, and so does a leading +91 or 0 of an otherwise 10-digit number.
 * Anything else is left for the schema to refuse.
 */
export function normalizeMobile(value: string): string {
  const compact = value.replace(/[\s\-().]/g, "");
  const digits = compact.replace(/^\+(?=91\d{10}$)/, "");
  return /^\d+$/.test(digits) ? nationalDigits(digits) : compact;
}
