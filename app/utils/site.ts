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

/** SPEC §2: the three placeholder social links of the footer and the contact page. */
export type SocialLink = { label: "Facebook" | "Instagram" | "YouTube"; href: string };
