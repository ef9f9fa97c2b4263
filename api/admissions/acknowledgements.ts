import type { Db } from "../db.js";
import type { Client } from "../schema.js";
import { phoneLabel } from "../../shared/phone.js";
import type { MailWords } from "../../shared/i18n/mail.js";
import { mailIn } from "../languages/family-language.js";
import { familySite, queueFamilyMail } from "./family-mail.js";

// The parent's acknowledgement of an enrollment or an enquiry (README "Forms and sign-in": "Mails
// to families"), queued in the submission's own transaction: the reference, what happens next, the
// status page and the visit booking page. Nothing is queued when the parent gave no e-mail. In the
// language of the page the parent sent it from (README "Languages": "Mails").

type Acknowledged = { id: number; reference: string; parentName: string; childName: string; email: string; language: string } & (
  { kind: "enrollment" } | { kind: "enquiry"; message: string }
);

/** Where to follow the record and where to book a visit, when the school has a site to link. */
async function followLinks(db: Db, clientId: number, words: MailWords): Promise<string[]> {
  const site = await familySite(db, clientId);
  return site ? [words.statusPage(site.statusUrl), words.bookVisit(site.visitUrl)] : [];
}

/** "Questions? Call …" with the school's first number, when it has one. */
export function schoolPhone(client: Client, words: MailWords): string[] {
  return client.contactPhone1.trim() ? [words.callSchool(phoneLabel(client.contactPhone1))] : [];
}

export async function queueAcknowledgement(db: Db, client: Client, record: Acknowledged): Promise<void> {
  const { words, school } = mailIn(client, record.language);
  const said = words.acknowledgement;
  const stages = words.stages;
  await queueFamilyMail(db, school, {
    to: record.email,
    subject:
      record.kind === "enrollment"
        ? said.enrollmentSubject(record.childName, record.reference)
        : said.enquirySubject(record.reference),
    paragraphs: [
      words.dear(record.parentName),
      record.kind === "enrollment"
        ? said.enrollmentReceived(record.childName, school.clientName, record.reference)
        : said.enquiryReceived(school.clientName, record.reference),
      words.whatNext(record.kind === "enrollment" ? stages.application.received.next : stages.family.new.next),
      ...(await followLinks(db, client.id, words)),
      // The parent's own words back, so the mail is a record of what was asked.
      ...(record.kind === "enquiry" ? [said.yourMessage(record.message)] : []),
      ...schoolPhone(school, words),
    ],
    source: { kind: record.kind, id: record.id },
  });
}
