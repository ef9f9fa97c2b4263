/**
 * The school profile staff edit (README "Staff console"): its fields, and the one rule for the hours
 * texts. The provider stores and checks them, the site's form checks them first and reads them
 * back; both name the fields from here, so a field added to one cannot be missing from the other.
 */

export const PROFILE_FIELDS = [
  "clientName",
  "aboutUs",
  "fullLogoUrl",
  "brandColor",
  "accentColor",
  "contactPhone1",
  "contactPhone2",
  "whatsAppNumber1",
  "contactEmail1",
  "contactEmail2",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "pinCode",
  "tagline",
  "ageRange",
  "openingHours",
  "officeHours",
  "schoolHours",
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

// Office and school hours: one row per line, the days and the time split at the first ": " (the
// site's parseHours reads them so); blank, the site shows SPEC §2's hours.
export const HOURS_LINE_MESSAGE = "Write each line as the days, a colon and the time, such as Monday – Friday: 9:00 AM – 5:00 PM";

/** Every non-blank line reads "days: time". */
export function isHoursText(value: string): boolean {
  return value.split("\n").every((line) => line.trim() === "" || /^[^:]+:\s\S/.test(line.trim()));
}
