import { FALLBACK_ABOUT, FALLBACK_LOGO, FALLBACK_SCHOOL_NAME } from "~/content/site";
import { safeMediaUrl } from "./url";

/** What the layout shows of a school (SPEC §3 "Client info"), with the fallback texts of SPEC §1. */
export type SiteView = {
  /** False when the hostname matched no school: fallback texts, no school data. */
  known: boolean;
  name: string;
  logoUrl: string;
  about: string;
  phones: string[];
  emails: string[];
  whatsApp: string;
  /** Street lines, then "city, state pin". */
  addressLines: string[];
};

export type SiteSource = {
  clientName: string;
  fullLogoUrl: string;
  aboutUs: string;
  contactPhone1: string;
  contactPhone2: string;
  whatsAppNumber1: string;
  contactEmail1: string;
  contactEmail2: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pinCode: string;
};

export function buildSiteView(client: SiteSource | null): SiteView {
  if (!client) {
    return {
      known: false,
      name: FALLBACK_SCHOOL_NAME,
      logoUrl: FALLBACK_LOGO,
      about: FALLBACK_ABOUT,
      phones: [],
      emails: [],
      whatsApp: "",
      addressLines: [],
    };
  }
  const place = [[client.city, client.state].filter(Boolean).join(", "), client.pinCode].filter(Boolean).join(" ");
  return {
    known: true,
    name: client.clientName,
    logoUrl: safeMediaUrl(client.fullLogoUrl, FALLBACK_LOGO),
    about: client.aboutUs.trim() || FALLBACK_ABOUT,
    phones: [client.contactPhone1, client.contactPhone2].map((p) => p.trim()).filter(Boolean),
    emails: [client.contactEmail1, client.contactEmail2].map((e) => e.trim()).filter(Boolean),
    whatsApp: client.whatsAppNumber1.trim(),
    addressLines: [client.addressLine1, client.addressLine2, place].map((line) => line.trim()).filter(Boolean),
  };
}
