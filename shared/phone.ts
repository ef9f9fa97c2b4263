/**
 * Indian phone numbers (SPEC §9: shown and linked with +91): the 10 national digits, whatever
 * prefix or punctuation a school's staff or a parent typed. Shared: the site shows them, the
 * provider writes them into a family's mails (README "Forms and sign-in").
 */

/** A 12-digit number with 91 or an 11-digit one with 0 in front loses the prefix. */
export function nationalDigits(digits: string): string {
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits;
}

/** The digits of a school's number without a leading +91/0, for links and labels. */
export function phoneDigits(phone: string): string {
  return nationalDigits(phone.replace(/\D/g, ""));
}

export function phoneLabel(phone: string): string {
  return `+91 ${phoneDigits(phone)}`;
}
