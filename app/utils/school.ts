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
};

/** Street lines, then "City, State PIN": the full address of SPEC §2 "Contact Information". */
export function addressLines(address: SchoolFacts["address"]): string[] {
  const place = [[address.city, address.state].filter(Boolean).join(", "), address.pinCode].filter(Boolean).join(" ");
  return [address.line1, address.line2, place].filter(Boolean);
}
