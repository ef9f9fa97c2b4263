import { FALLBACK_LOGO } from "~/content/site";
import { safeMediaUrl } from "./url";
import type { SiteSource } from "./site";

/**
 * What the contact page and the schema.org JSON-LD need of a school (SPEC §3 "Client info"), with
 * the address kept in its parts. Built on the server from the client info, sent to the page as
 * plain data (no server module is imported by components).
 */
export type SchoolFacts = {
  name: string;
  logoUrl: string;
  about: string;
  phones: string[];
  emails: string[];
  whatsApp: string;
  address: { line1: string; line2: string; city: string; state: string; pinCode: string };
};

/** The client-info fields the facts come from: the same ones the layout reads (SPEC §3). */
export type SchoolFactsSource = SiteSource;

export function schoolFacts(client: SchoolFactsSource): SchoolFacts {
  return {
    name: client.clientName,
    logoUrl: safeMediaUrl(client.fullLogoUrl, FALLBACK_LOGO),
    about: client.aboutUs.trim(),
    phones: [client.contactPhone1, client.contactPhone2].map((phone) => phone.trim()).filter(Boolean),
    emails: [client.contactEmail1, client.contactEmail2].map((email) => email.trim()).filter(Boolean),
    whatsApp: client.whatsAppNumber1.trim(),
    address: {
      line1: client.addressLine1.trim(),
      line2: client.addressLine2.trim(),
      city: client.city.trim(),
      state: client.state.trim(),
      pinCode: client.pinCode.trim(),
    },
  };
}

/** Street lines, then "City, State PIN": the full address of SPEC §2 "Contact Information". */
export function addressLines(address: SchoolFacts["address"]): string[] {
  const place = [[address.city, address.state].filter(Boolean).join(", "), address.pinCode].filter(Boolean).join(" ");
  return [address.line1, address.line2, place].filter(Boolean);
}
