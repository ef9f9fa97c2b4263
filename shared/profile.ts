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

/**
 * The profile's texts that are the school's own words, each of which may have a version in the
 * site's other languages (README "Languages": the profile's `translations`).
 */
export const PROFILE_TEXT_FIELDS = [
  "clientName",
  "aboutUs",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "tagline",
  "ageRange",
  "openingHours",
  "officeHours",
  "schoolHours",
] as const satisfies readonly ProfileField[];

// Office and school hours: one row per line, the days and the time split at the first ": " (the
// site's parseHours reads them so); blank, the site shows SPEC §2's hours.
export const HOURS_LINE_MESSAGE = "Write each line as the days, a colon and the time, such as Monday – Friday: 9:00 AM – 5:00 PM";

/** Every non-blank line reads "days: time". */
export function isHoursText(value: string): boolean {
  return value.split("\n").every((line) => line.trim() === "" || /^[^:]+:\s\S/.test(line.trim()));
}

/**
 * The school's pages on social networks (README "Staff console"), each an https:// address on that
 * network's own host, or "" for none shown. Kept apart from PROFILE_FIELDS: a profile form that does
 * not send them leaves them as they are.
 */
export const SOCIAL_LINK_FIELDS = ["facebookUrl", "instagramUrl", "youtubeUrl", "xUrl", "linkedinUrl", "whatsappChannelUrl"] as const;

export type SocialLinkField = (typeof SOCIAL_LINK_FIELDS)[number];

/** Each link's name in messages and the host it must be on (or a host under it: www., m.). */
export const SOCIAL_LINKS: Record<SocialLinkField, { label: string; hosts: readonly string[]; path?: string }> = {
  facebookUrl: { label: "Facebook link", hosts: ["facebook.com"] },
  instagramUrl: { label: "Instagram link", hosts: ["instagram.com"] },
  youtubeUrl: { label: "YouTube link", hosts: ["youtube.com"] },
  xUrl: { label: "X link", hosts: ["x.com", "twitter.com"] },
  linkedinUrl: { label: "LinkedIn link", hosts: ["linkedin.com"] },
  // A channel's invite link: https://whatsapp.com/channel/<id>.
  whatsappChannelUrl: { label: "WhatsApp channel link", hosts: ["whatsapp.com"], path: "/channel/" },
};

/** What a refused social link's field says (the provider's 400 and the site's form alike). */
export function socialLinkMessage(field: SocialLinkField): string {
  const { label, hosts, path } = SOCIAL_LINKS[field];
  return `${label} must be an https:// address on ${hosts.join(" or ")}${path ? `, such as https://${hosts[0]}${path}…` : ""}`;
}

/**
 * A school's page on that network: an https:// address on the network's own host or one under it
 * (www., m.), with no credentials, port, space, backslash or control character. A look-alike host
 * (facebook.com.example.in) or another site is not one: the footer links there. The provider
 * refuses anything else; the site also draws only such links, whatever a provider sends.
 */
export function isSocialLink(field: SocialLinkField, value: string): boolean {
  const { hosts, path } = SOCIAL_LINKS[field];
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return (
      url.protocol === "https:" &&
      !url.username &&
      !url.password &&
      url.port === "" &&
      hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) &&
      (path === undefined || (url.pathname.startsWith(path) && url.pathname.length > path.length))
    );
  } catch {
    return false;
  }
}

/** The school's pin on the map (decimal degrees); both or neither. */
export const MAP_PIN_FIELDS = ["mapLatitude", "mapLongitude"] as const;
export type MapPinField = (typeof MAP_PIN_FIELDS)[number];
