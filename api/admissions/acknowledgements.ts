import { APPLICATION_STAGES, FAMILY_STAGES } from "../../shared/family-stages.js";
import type { Db } from "../db.js";
import type { Client } from "../schema.js";
import { phoneLabel } from "../../shared/phone.js";
import { familySite, queueFamilyMail } from "./family-mail.js";

// The parent's acknowledgement of an enrollment or an enquiry (README "Forms and sign-in": "Mails
// to families"), queued in the submission's own transaction: the reference, what happens next, the
// status page and the visit booking page. Nothing is queued when the parent gave no e-mail.

type Acknowledged =
  | { kind: "enrollment"; id: number; reference: string; parentName: string; childName: string; email: string }
  | { kind: "enquiry"; id: number; reference: string; parentName: string; childName: string; email: string; message: string };

/** Where the family follows its record: the status page, with the reference and the mobile number. */
export const statusPageLine = (statusUrl: string) =>
  `Follow it on the status page with your reference and mobile number:\n${statusUrl}`;

/** Where to follow the record and where to book a visit, when the school has a site to link. */
async function followLinks(db: Db, clientId: number): Promise<string[]> {
  const site = await familySite(db, clientId);
  return site ? [statusPageLine(site.statusUrl), `Book a visit to see the school:\n${site.visitUrl}`] : [];
}

/** "Questions? Call …" with the school's first number, when it has one. */
export function schoolPhone(client: Client): string[] {
  return client.contactPhone1.trim() ? [`Questions? Call the school on ${phoneLabel(client.contactPhone1)}.`] : [];
}

export async function queueAcknowledgement(db: Db, client: Client, record: Acknowledged): Promise<void> {
  const subject =
    record.kind === "enrollment"
      ? `We have received the enrollment of ${record.childName} (${record.reference})`
      : `We have received your enquiry ${record.reference}`;
  const received =
    record.kind === "enrollment"
      ? `Thank you for enrolling ${record.childName} at ${client.clientName}. We have received the enrollment; your reference is ${record.reference}.`
      : `Thank you for writing to ${client.clientName}. We have received your enquiry; your reference is ${record.reference}.`;
  await queueFamilyMail(db, client, {
    to: record.email,
    subject,
    paragraphs: [
      `Dear ${record.parentName},`,
      received,
      `What happens next: ${record.kind === "enrollment" ? APPLICATION_STAGES.received.next : FAMILY_STAGES.new.next}`,
      ...(await followLinks(db, client.id)),
      // The parent's own words back, so the mail is a record of what was asked.
      ...(record.kind === "enquiry" ? [`Your message:\n${record.message}`] : []),
      ...schoolPhone(client),
    ],
    source: { kind: record.kind, id: record.id },
  });
}
