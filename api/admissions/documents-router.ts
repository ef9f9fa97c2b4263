import { translationsOf } from "../translations.js";
import { type Request, Router } from "express";
import { z } from "zod";
import type { Db } from "../db.js";
import { positiveId } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { findFamilyRecord, statusLookup } from "../routes/status.js";
import type { Throttle } from "../throttle.js";
import { callerGone, rawBodyReader } from "../uploads/body.js";
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES, checkDocument, refuseDocument } from "../uploads/documents.js";
import type { UploadQueue } from "../uploads/queue.js";
import type { UploadStorage } from "../uploads/storage.js";
import {
  ALREADY_ACCEPTED,
  allAccepted,
  checklistWithDocuments,
  documentFilename,
  enrollmentWithClass,
  saveDocument,
} from "./documents.js";

// A family's own documents (README "Admissions": "Documents"), without an account: the status
// page's reference and mobile (api/routes/status.ts) show the enrollment's checklist and take an
// upload for one item, as the raw body. A wrong reference and a wrong mobile get the status page's
// one 404. Every upload is counted first (api/throttle.ts), so neither a mobile nor the disk can
// be worn down by trying; its body is read only after the reference, mobile and item are right.

const uploadQuery = statusLookup.extend({
  itemId: positiveId("itemId"),
  filename: z.string().max(1000, "filename is too long").optional(),
});

const readBody = rawBodyReader({
  limit: MAX_DOCUMENT_BYTES,
  tooLarge: () => refuseDocument(DOCUMENT_MESSAGES.tooLarge, 413),
  unreadable: () => refuseDocument(DOCUMENT_MESSAGES.missing),
});

/** The enrollment the reference names, when the mobile is its own (else the one 404); null for an enquiry or a visit. */
async function familyEnrollment(db: Db, input: z.output<typeof statusLookup>) {
  const record = await findFamilyRecord(db, input);
  if (record.kind !== "enrollment") return null;
  return (await enrollmentWithClass(db, input.clientId, { reference: input.reference })) ?? null;
}

type Entry = Awaited<ReturnType<typeof checklistWithDocuments>>[number];

/** An item as the parent's page shows it: never staff's names or the file's place. */
const parentItem = ({ item, document }: Entry) => ({
  itemId: item.id,
  name: item.name,
  state: document?.status ?? "missing",
  reason: document?.status === "returned" ? document.reason : "",
  filename: document?.filename ?? null,
  contentType: document?.contentType ?? null,
  bytes: document?.bytes ?? null,
  pages: document?.pages ?? null,
  uploadedAt: document?.createdAt ?? null,
  // The item's name in the school's other languages (README "Languages"): the parent's page is in theirs.
  translations: translationsOf(item.translations, ["name"]),
});

export function documentsRouter(
  db: Db,
  options: { storage: UploadStorage; queue: UploadQueue; throttle: Throttle; clientAddress: (req: Request) => string },
): Router {
  const router = Router();

  router.get(
    "/admissions/documents",
    handle(async (req, res) => {
      const input = parseOr400(statusLookup, readParams(req));
      const enrollment = await familyEnrollment(db, input);
      const list = enrollment ? await checklistWithDocuments(db, enrollment) : [];
      res.json({
        data: {
          reference: input.reference,
          className: enrollment?.className ?? null,
          yearLabel: enrollment?.yearLabel ?? null,
          items: list.map(parentItem),
          complete: allAccepted(list),
        },
      });
    }),
  );

  router.post(
    "/admissions/documents",
    handle(async (req, res) => {
      const input = parseOr400(uploadQuery, readParams(req));
      const wait = await options.throttle.attempt(`${input.clientId}:${input.reference}`, options.clientAddress(req));
      if (wait !== null) {
        const minutes = Math.ceil(wait / 60);
        const message = `Too many uploads for this application just now. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
        throw new HttpError(429, message, undefined, undefined, { "Retry-After": String(wait) });
      }
      const enrollment = await familyEnrollment(db, input);
      const list = enrollment ? await checklistWithDocuments(db, enrollment) : [];
      const entry = list.find(({ item }) => item.id === input.itemId);
      if (!enrollment || !entry) throw new HttpError(404, "This document is not on the list for this application.");
      if (entry.document?.status === "accepted") throw new HttpError(409, ALREADY_ACCEPTED);

      const gone = callerGone(res);
      const file = await options.queue.process(() => readBody(req, res), checkDocument, gone);
      if (gone.aborted) return;
      await saveDocument(
        db,
        options.storage,
        {
          clientId: input.clientId,
          enrollmentId: enrollment.id,
          itemId: entry.item.id,
          filename: documentFilename(input.filename, entry.item.name, file.extension),
        },
        file,
      );
      const saved = (await checklistWithDocuments(db, enrollment)).find(({ item }) => item.id === entry.item.id) ?? entry;
      res
        .status(201)
        .json({ message: `Thank you: ${entry.item.name} received. The school will check it.`, data: parentItem(saved) });
    }),
  );

  return router;
}
