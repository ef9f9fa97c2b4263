import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { schoolPhone } from "./acknowledgements.js";
import { familySite, queueFamilyMail } from "./family-mail.js";

// The mail a family gets when staff return one of its documents (README "Admissions":
// "Documents"): which document, the staff's reason (written for the family, unlike a status
// note), and where to upload it again. Queued in the review's own transaction; nothing when the
// parent gave no e-mail.

export async function queueReturnedMail(
  db: Db,
  clientId: number,
  returned: { enrollmentId: number; document: string; reason: string },
): Promise<void> {
  const row = await db
    .selectFrom("enrollments")
    .select(["reference", "parentName", "childName", "email"])
    .where("id", "=", returned.enrollmentId)
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  if (!row?.email) return;
  const client = await findClient(db, clientId);
  const site = await familySite(db, clientId);
  // Rows stored before references existed have none: the child's name says which one it is.
  const reference = row.reference ? ` (${row.reference})` : "";
  await queueFamilyMail(db, client, {
    to: row.email,
    subject: `Please upload the "${returned.document}" of ${row.childName} again${reference}`,
    paragraphs: [
      `Dear ${row.parentName},`,
      `We have looked at the "${returned.document}" you uploaded for the enrollment of ${row.childName}${reference}, and we need a new one. The reason: ${returned.reason}`,
      ...(site
        ? [`Please upload it again on the status page, with your reference and mobile number:\n${site.statusUrl}`]
        : ["Please upload it again on the school's website, with your reference and mobile number."]),
      ...schoolPhone(client),
    ],
    source: { kind: "enrollment", id: returned.enrollmentId },
  });
}
