import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { mailIn, ownWordIn } from "../languages/family-language.js";
import { schoolPhone } from "./acknowledgements.js";
import { familySite, queueFamilyMail } from "./family-mail.js";

// The mail a family gets when staff return one of its documents (README "Admissions":
// "Documents"): which document, the staff's reason (written for the family, unlike a status
// note), and where to upload it again. Queued in the review's own transaction; nothing when the
// parent gave no e-mail.

export async function queueReturnedMail(
  db: Db,
  clientId: number,
  returned: { enrollmentId: number; document: string; documentTranslations?: string; reason: string },
): Promise<void> {
  const row = await db
    .selectFrom("enrollments")
    .select(["reference", "parentName", "childName", "email", "language"])
    .where("id", "=", returned.enrollmentId)
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  if (!row?.email) return;
  // In the application's language (README "Languages": "Mails").
  const { lang, words, school } = mailIn(await findClient(db, clientId), row.language);
  // The document as the school names it in that language; the reason is the staff's own words.
  const document = ownWordIn(returned.document, returned.documentTranslations, "name", lang);
  const site = await familySite(db, clientId);
  // Rows stored before references existed have none: the child's name says which one it is.
  const said = words.documents;
  await queueFamilyMail(db, school, {
    to: row.email,
    subject: said.returnedSubject(document, row.childName, row.reference),
    paragraphs: [
      words.dear(row.parentName),
      said.returned(document, row.childName, row.reference, returned.reason),
      ...(site ? [said.uploadAt(site.statusUrl)] : [said.upload]),
      ...schoolPhone(school, words),
    ],
    source: { kind: "enrollment", id: returned.enrollmentId },
  });
}
