import type { Db } from "../db.js";

// The first-response time of a family record (README "Admissions"): when the school first replied
// to or reached out to the family — a mail, a WhatsApp, call or SMS link opened, or the status moved
// on from new. Set once; later contacts leave it as it is.

export type FamilyRecordKind = "enrollment" | "enquiry" | "visit";

export const RECORD_TABLES = { enrollment: "enrollments", enquiry: "enquiries", visit: "visits" } as const;

/** Records now as the record's first response, unless it already has one. Run it in the contact's transaction. */
export async function recordFirstResponse(db: Db, kind: FamilyRecordKind, id: number, clientId: number): Promise<void> {
  await db
    .updateTable(RECORD_TABLES[kind])
    .set({ firstResponseAt: new Date().toISOString() })
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .where("firstResponseAt", "is", null)
    .execute();
}
