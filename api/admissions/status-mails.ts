import { APPLICATION_STAGES, type ApplicationStage, FAMILY_STAGES } from "../../shared/family-stages.js";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import type { SubmissionStatus } from "../schema.js";
import { schoolPhone, statusPageLine } from "./acknowledgements.js";
import { familySite, queueFamilyMail } from "./family-mail.js";
import { RECORD_TABLES } from "./first-response.js";

// The mail a family gets when staff move its enrollment or enquiry to another status (README
// "Forms and sign-in": "Mails to families"): the new stage in the status page's words
// (shared/family-stages.ts), the next step, the reference, the school's phone and the status page.
// Queued in the status change's own transaction; the staff member's note is never part of it.

/** The family's details of the record (the caller has found it at this school). */
async function family(db: Db, kind: "enrollment" | "enquiry", id: number, clientId: number) {
  return db
    .selectFrom(RECORD_TABLES[kind])
    .select(["reference", "parentName", "childName", "email"])
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .executeTakeFirst();
}

/** Queues the status-change mail to the family, when it gave an e-mail address. */
export async function queueStatusMail(
  db: Db,
  clientId: number,
  record:
    { kind: "enrollment"; id: number; status: ApplicationStage } | { kind: "enquiry"; id: number; status: SubmissionStatus },
): Promise<void> {
  const row = await family(db, record.kind, record.id, clientId);
  if (!row?.email) return;
  const client = await findClient(db, clientId);
  const stage = record.kind === "enrollment" ? APPLICATION_STAGES[record.status] : FAMILY_STAGES[record.status];
  // Rows stored before references existed have none: the child's name says which one it is.
  const reference = row.reference ? ` (${row.reference})` : "";
  const what = record.kind === "enrollment" ? `the enrollment of ${row.childName}${reference}` : `your enquiry${reference}`;
  const site = await familySite(db, clientId);
  await queueFamilyMail(db, client, {
    to: row.email,
    subject: `${what.charAt(0).toUpperCase()}${what.slice(1)} is now "${stage.label}"`,
    paragraphs: [
      `Dear ${row.parentName},`,
      `There is news about ${what}. Its stage is now "${stage.label}": ${stage.text}`,
      `What happens next: ${stage.next}`,
      ...schoolPhone(client),
      ...(site ? [statusPageLine(site.statusUrl)] : []),
    ],
    source: { kind: record.kind, id: record.id },
  });
}
