import type { ApplicationStage } from "../../shared/family-stages.js";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { mailIn } from "../languages/family-language.js";
import type { SubmissionStatus } from "../schema.js";
import { schoolPhone } from "./acknowledgements.js";
import { familySite, queueFamilyMail } from "./family-mail.js";
import { RECORD_TABLES } from "./first-response.js";

// The mail a family gets when staff move its enrollment or enquiry to another status (README
// "Forms and sign-in": "Mails to families"): the new stage in the status page's words
// (shared/family-stages.ts), the next step, the reference, the school's phone and the status page.
// Queued in the status change's own transaction; the staff member's note is never part of it. In
// the record's language (README "Languages": "Mails").

/** The family's details of the record (the caller has found it at this school). */
async function family(db: Db, kind: "enrollment" | "enquiry", id: number, clientId: number) {
  return db
    .selectFrom(RECORD_TABLES[kind])
    .select(["reference", "parentName", "childName", "email", "language"])
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
  const { words, school } = mailIn(await findClient(db, clientId), row.language);
  const stage = record.kind === "enrollment" ? words.stages.application[record.status] : words.stages.family[record.status];
  // Rows stored before references existed have none: the child's name says which one it is.
  const about =
    record.kind === "enrollment"
      ? words.status.about.enrollment(row.childName, row.reference)
      : words.status.about.enquiry(row.reference);
  const site = await familySite(db, clientId);
  await queueFamilyMail(db, school, {
    to: row.email,
    subject: words.status.subject(about, stage.label),
    paragraphs: [
      words.dear(row.parentName),
      words.status.news(about, stage.label, stage.text),
      words.whatNext(stage.next),
      ...schoolPhone(school, words),
      ...(site ? [words.statusPage(site.statusUrl)] : []),
    ],
    source: { kind: record.kind, id: record.id },
  });
}
