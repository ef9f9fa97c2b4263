import { Router } from "express";
import { z } from "zod";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import { text } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import { idParam, staffRoute } from "../staff/access.js";
import type { UploadStorage } from "../uploads/storage.js";
import { queueReturnedMail } from "./document-mails.js";
import { allAccepted, checklistWithDocuments, enrollmentWithClass } from "./documents.js";
import { documentsCompleteWhenAllAccepted } from "./stages.js";

// Staff's side of a family's documents (README "Admissions": "Documents"): an enrollment's
// checklist with each item's document, the file itself as a download, and the review — accepted,
// or returned with a reason the family is mailed. Staff and owners of the document's own school
// only (api/staff/access.ts); every download and review is an audit row, since these are a
// child's birth certificate and a family's address.

const REASON_REQUIRED = "Say why it is returned: the family reads it";

const reviewInput = z
  .object({
    status: z.enum(["accepted", "returned"], { errorMap: () => ({ message: "status must be accepted or returned" }) }),
    reason: text("Reason", { max: 300 }),
  })
  .superRefine((value, ctx) => {
    if (value.status === "returned" && value.reason === "")
      ctx.addIssue({ code: "custom", path: ["reason"], message: REASON_REQUIRED });
  });

/**
 * RFC 6266: `filename` in ASCII for every client, and, for a name that is not ASCII, `filename*`
 * with its UTF-8 (RFC 8187) — express's attachment() would send "Zoë" as a Latin-1 byte, which
 * clients read differently.
 */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  if (ascii === filename) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

async function findDocument(db: Db, id: number, clientId: number) {
  const row = await db
    .selectFrom("admissionDocuments")
    .innerJoin("admissionChecklist", "admissionChecklist.id", "admissionDocuments.itemId")
    .select([
      "admissionDocuments.id",
      "admissionDocuments.enrollmentId",
      "admissionDocuments.status",
      "admissionDocuments.storageKey",
      "admissionDocuments.contentType",
      "admissionDocuments.filename",
      "admissionChecklist.name as itemName",
      // The name in the school's other languages, for the family's mail (README "Languages": "Mails").
      "admissionChecklist.translations as itemTranslations",
    ])
    .where("admissionDocuments.id", "=", id)
    .where("admissionDocuments.clientId", "=", clientId)
    .executeTakeFirst();
  // Another school's document answers exactly like a missing one.
  if (!row) throw new HttpError(404, "No such document");
  return row;
}

export function documentStaffRouter(db: Db, storage: UploadStorage): Router {
  const router = Router();

  router.get(
    "/staff/enrollments/:id/documents",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const enrollment = await enrollmentWithClass(db, staff.clientId, { id });
      if (!enrollment) throw new HttpError(404, "No such enrollment");
      const list = await checklistWithDocuments(db, enrollment);
      res.json({
        data: {
          ...enrollment,
          complete: allAccepted(list),
          items: list.map(({ item, document }) => ({ itemId: item.id, name: item.name, position: item.position, document })),
        },
      });
    }),
  );

  router.get(
    "/staff/documents/:id/file",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const document = await findDocument(db, id, staff.clientId);
      const data = await storage.get(document.storageKey);
      if (!data) throw new HttpError(404, "The file of this document is missing from the storage");
      await audit(db, staff, { action: "download", subjectKind: "admissionDocument", subjectId: id, note: document.itemName });
      // Always a download, never shown inline by the browser on the school's own origin.
      res.set({
        "Content-Disposition": attachment(document.filename),
        "Content-Type": document.contentType,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      });
      res.send(data);
    }),
  );

  router.post(
    "/staff/documents/:id/review",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(reviewInput, readParams(req));
      const reason = input.status === "returned" ? input.reason : "";
      const document = await db.transaction().execute(async (trx) => {
        const found = await findDocument(trx, id, staff.clientId);
        await trx
          .updateTable("admissionDocuments")
          .set({ status: input.status, reason, reviewedAt: new Date().toISOString(), reviewedByUserId: staff.userId })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, {
          action: "review",
          subjectKind: "admissionDocument",
          subjectId: id,
          fromStatus: found.status,
          toStatus: input.status,
          note: reason ? `${found.itemName}: ${reason}` : found.itemName,
        });
        if (input.status === "returned")
          await queueReturnedMail(trx, staff.clientId, {
            enrollmentId: found.enrollmentId,
            document: found.itemName,
            documentTranslations: found.itemTranslations,
            reason,
          });
        if (input.status === "accepted") await documentsCompleteWhenAllAccepted(trx, staff, found.enrollmentId);
        return found;
      });
      res.json({
        message: input.status === "accepted" ? `${document.itemName} accepted` : `${document.itemName} returned to the family`,
        data: { id, status: input.status, reason },
      });
    }),
  );

  return router;
}
