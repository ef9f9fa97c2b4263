/**
 * What the contact page and the schema.org JSON-LD need of a school (SPEC §3 "Client info"), with
 * the address kept in its parts. Built on the server from the client info (services/school.server.ts),
 * sent to the page as plain data.
 */
export type SchoolFacts = {
  name: string;
  logoUrl: string;
  about: string;
  phones: string[];
  emails: string[];
  whatsApp: string;
  address: { line1: string; line2: string; city: string; state: string; pinCode: string };
  /** The school's own social links, only those it set (README "Staff console"); none: no icons. */
  social: SocialLink[];
  /** The school's map pin; null: the map is found from the address (utils/map.ts). */
  mapPin: MapPin | null;
};

/** The networks a school may link to, each by its symbol in the site's icons (components/layout/icons.svg). */
export type SocialNetwork = "facebook" | "instagram" | "you-tube" | "x" | "linkedin" | "whatsapp";
export type SocialLink = { network: SocialNetwork; label: string; href: string };

/** Decimal degrees. */
export type MapPin = { latitude: number; longitude: number };

/** Street lines, then "City, State PIN": the full address of SPEC §2 "Contact Information". */
export function addressLines(address: SchoolFacts["address"]): string[] {
  const place = [[address.city, address.state].filter(Boolean).join(", "), address.pinCode].filter(Boolean).join(" ");
  return [address.line1, address.line2, place].filter(Boolean);
}

/**
 * Hours as a school writes them, one line per row, days and time split at the first ": "
 * ("Monday – Friday: 9:00 AM – 5:00 PM"); a line without one is a row of its own.
 */
export function parseHours(text: string): { days: string; time: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(": ");
      return at < 0 ? { days: line, time: "" } : { days: line.slice(0, at).trim(), time: line.slice(at + 2).trim() };
    });
}
