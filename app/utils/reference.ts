/**
 * A parent's reference for an enrollment or enquiry (`ABC-7K3Q9`, README "Staff console"): the
 * school's three letters, a dash and five characters without 0, O, 1 or I.
 */
export const REFERENCE_PATTERN = /^[A-Z]{3}-[2-9A-HJ-NP-Z]{5}$/;

/** As a parent may type it: lower case, spaces, without the dash. */
export function normalizeReference(input: string): string {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  return compact.length === 8 ? `${compact.slice(0, 3)}-${compact.slice(3)}` : compact;
}

/** The reference in a success page's URL, or null when it is missing or not a reference. */
export function readReference(value: string | null): string | null {
  return value && REFERENCE_PATTERN.test(value) ? value : null;
}
