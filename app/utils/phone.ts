/**
 * Indian phone numbers (SPEC §9: shown and linked with +91): the 10 national digits, whatever
 * prefix or punctuation a school's staff or a parent typed.
 */

/** A 12-digit number with 91 or an 11-digit one with 0 in front loses the prefix. */
function nationalDigits(digits: string): string {
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** The digits of a school's number without a leading +91/0, for links and labels. */
function phoneDigits(phone: string): string {
  return nationalDigits(phone.replace(/\D/g, ""));
}

export function telHref(phone: string): string {
  return `tel:+91${phoneDigits(phone)}`;
}

export function phoneLabel(phone: string): string {
  return `+91 ${phoneDigits(phone)}`;
}

/** WhatsApp chat link of the Support page's Live Chat card (SPEC §2: a prefilled greeting); wa.me wants 91 without "+". */
export function whatsAppHref(phone: string, greeting = "Hello"): string {
  return `https://wa.me/91${phoneDigits(phone)}?text=${encodeURIComponent(greeting)}`;
}

/** An SMS to a family's mobile with the text filled in (RFC 5724's `body`); no text, no body. */
export function smsHref(phone: string, body: string): string {
  return `sms:+91${phoneDigits(phone)}${body ? `?body=${encodeURIComponent(body)}` : ""}`;
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
