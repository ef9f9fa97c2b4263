import { randomBytes } from "node:crypto";
import type { Db } from "../db.js";
import { HttpError } from "../http.js";
import type { CheckedDocument } from "../uploads/documents.js";
import type { UploadStorage } from "../uploads/storage.js";
import { checklistOf } from "./checklist.js";

// A family's admission documents (README "Admissions": "Documents"): what the parent's page and
// the staff's page both read, how a checked file is stored, and what erasing a family removes.
// Files live in their own storage (DATA_DIR/documents), never under the public uploads folder,
// each under a random key: a key tells nothing of the file, and nothing serves that folder but
// GET /staff/documents/:id/file.

/**
 * An enrollment's checklist (its class's; none without a class) in order, each item with its
 * document (and who reviewed it) or null.
 */
export async function checklistWithDocuments(db: Db, enrollment: { id: number; classId: number | null }) {
  if (enrollment.classId === null) return [];
  const [items, documents] = await Promise.all([
    checklistOf(db, enrollment.classId),
    db
      .selectFrom("admissionDocuments")
      .leftJoin("users", "users.id", "admissionDocuments.reviewedByUserId")
      .select([
        "admissionDocuments.id",
        "admissionDocuments.itemId",
        "admissionDocuments.status",
        "admissionDocuments.reason",
        "admissionDocuments.filename",
        "admissionDocuments.contentType",
        "admissionDocuments.bytes",
        "admissionDocuments.pages",
        "admissionDocuments.createdAt",
        "admissionDocuments.reviewedAt",
        "users.name as reviewedByName",
      ])
      .where("admissionDocuments.enrollmentId", "=", enrollment.id)
      .execute(),
  ]);
  return items.map((item) => ({ item, document: documents.find((row) => row.itemId === item.id) ?? null }));
}

/**
 * Every item of the checklist has an accepted document. A list without items (a class with no
 * checklist, an enrollment without a class) is never complete: nothing was checked for it.
 */
export const allAccepted = (list: Awaited<ReturnType<typeof checklistWithDocuments>>) =>
  list.length > 0 && list.every(({ document }) => document?.status === "accepted");

/** An enrollment of the school, by id (staff) or reference (the family), with its class's and year's names. */
export function enrollmentWithClass(db: Db, clientId: number, by: { id: number } | { reference: string }) {
  const query = db
    .selectFrom("enrollments")
    .leftJoin("admissionClasses", "admissionClasses.id", "enrollments.classId")
    .leftJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
    .select([
      "enrollments.id",
      "enrollments.reference",
      "enrollments.childName",
      "enrollments.classId",
      "admissionClasses.name as className",
      "admissionYears.label as yearLabel",
    ])
    .where("enrollments.clientId", "=", clientId);
  return (
    "id" in by ? query.where("enrollments.id", "=", by.id) : query.where("enrollments.reference", "=", by.reference)
  ).executeTakeFirst();
}

export const ALREADY_ACCEPTED =
  "This document has already been accepted by the school, so it cannot be replaced. If it must change, please call the school.";

/** Characters a download's name must not carry: controls, bidi overrides, quotes, path separators. */
const UNSAFE_IN_NAME = /[\p{Cc}\p{Cf}"\\/:*?<>|;]/gu;

/**
 * The name a download gets: the parent's file name without its folder, its unsafe characters and
 * its ending (the stored file's own ending replaces it: a HEIC photo is stored as JPEG), at most
 * 80 characters; the item's name when nothing is left.
 */
export function documentFilename(sent: string | undefined, itemName: string, extension: string): string {
  const base = (sent ?? "").split(/[\\/]/).pop() ?? "";
  const stem = base
    .normalize("NFC")
    .replace(/\.[^.]*$/, "")
    .replace(UNSAFE_IN_NAME, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const short = [...stem].slice(0, 80).join("").trim();
  return `${short || itemName.replace(UNSAFE_IN_NAME, " ")}.${extension}`;
}

/** 128 random bits, two hex digits of which make its folder (no folder holds every file). */
const randomKey = (extension: string) => {
  const id = randomBytes(16).toString("hex");
  return `${id.slice(0, 2)}/${id}.${extension}`;
};

/**
 * Stores `file` as the enrollment's document for `itemId`: a new row, or the item's earlier file
 * replaced (its review cleared) unless that one is accepted (409). The file is written first and
 * the row after, so a row never names a missing file; the replaced file is deleted once the row
 * no longer names it, and the new one when the row could not be written.
 */
export async function saveDocument(
  db: Db,
  storage: UploadStorage,
  target: { clientId: number; enrollmentId: number; itemId: number; filename: string },
  file: CheckedDocument,
): Promise<number> {
  const storageKey = randomKey(file.extension);
  await storage.put(storageKey, file.data);
  const values = {
    storageKey,
    contentType: file.contentType,
    filename: target.filename,
    bytes: file.data.length,
    pages: file.pages,
    status: "received" as const,
    reason: "",
    createdAt: new Date().toISOString(),
    reviewedAt: null,
    reviewedByUserId: null,
  };
  let saved: { id: number; replaced: string | null };
  try {
    saved = await db.transaction().execute(async (trx) => {
      const earlier = await trx
        .selectFrom("admissionDocuments")
        .select(["id", "status", "storageKey"])
        .where("enrollmentId", "=", target.enrollmentId)
        .where("itemId", "=", target.itemId)
        .executeTakeFirst();
      if (earlier?.status === "accepted") throw new HttpError(409, ALREADY_ACCEPTED);
      if (earlier) {
        // Compare-and-set on the key: of two uploads replacing one file at once, one wins.
        const changed = await trx
          .updateTable("admissionDocuments")
          .set(values)
          .where("id", "=", earlier.id)
          .where("storageKey", "=", earlier.storageKey)
          .where("status", "!=", "accepted")
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) throw busy();
        return { id: earlier.id, replaced: earlier.storageKey };
      }
      const row = await trx
        .insertInto("admissionDocuments")
        .values({ ...values, clientId: target.clientId, enrollmentId: target.enrollmentId, itemId: target.itemId })
        .onConflict((conflict) => conflict.columns(["enrollmentId", "itemId"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!row) throw busy();
      return { id: row.id, replaced: null };
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  if (saved.replaced) await storage.remove(saved.replaced);
  return saved.id;
}

const busy = () =>
  new HttpError(
    409,
    "This document was uploaded again at the same moment. Please look at the list, and upload it again if needed.",
  );

/** The files and rows of enrollments' documents, for their family's erasure (api/staff/erase.ts). */
export async function documentsOf(db: Db, clientId: number, enrollmentIds: number[]) {
  if (enrollmentIds.length === 0) return [];
  return db
    .selectFrom("admissionDocuments")
    .select(["id", "storageKey"])
    .where("clientId", "=", clientId)
    .where("enrollmentId", "in", enrollmentIds)
    .execute();
}
