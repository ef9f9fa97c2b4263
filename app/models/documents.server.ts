import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { apiStream } from "~/utils/api-stream.server";
import { DOCUMENT_STATES } from "~/utils/documents";
import { id, text } from "./list.server";
import { changed, staffGet, staffPost, staffQuery, type StaffCaller } from "./staff.server";

/**
 * A family's admission documents (README "Admissions": "Documents"): the parent's side with the
 * status page's reference and mobile (no account), and the staff's side with the session's token.
 * The provider judges every file by its bytes and keeps it in its private store; nothing here
 * ever serves a file but the staff's download (routes/staff.documents.$id.file.ts).
 */

/** The status page's pair: which school, the reference and the parent's mobile. */
export type FamilyPair = { clientId: number; reference: string; mobile: string };

const familyItem = z.object({
  itemId: id,
  name: z.string(),
  state: z.enum(["missing", ...DOCUMENT_STATES]),
  reason: text,
  filename: z.string().nullish(),
  bytes: z.number().nullish(),
  uploadedAt: z.string().nullish(),
  // The item's name in the school's other languages (README "Languages"); another provider sends none.
  translations: z.record(z.record(z.string())).catch({}).default({}),
});

const familyList = z.object({
  data: z.object({ className: z.string().nullish(), yearLabel: z.string().nullish(), items: z.array(familyItem), complete: z.boolean() }),
});

const pairQuery = (pair: FamilyPair, extra: Record<string, string> = {}) =>
  new URLSearchParams({ clientId: String(pair.clientId), reference: pair.reference, mobile: pair.mobile, ...extra });

/** GET /admissions/documents: the enrollment's checklist with each item's state (none without a class); the status page's one 404 otherwise. */
export function getFamilyDocuments(pair: FamilyPair, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/admissions/documents", { query: pairQuery(pair), schema: familyList, signal: options.signal });
}

/**
 * A photo or a PDF's reading by the provider (queued with staff's photos) takes longer than a list
 * call: the same deadline as a staff photo's (models/upload.server.ts).
 */
export const DOCUMENT_UPLOAD_TIMEOUT_MS = 30_000;

/**
 * POST /admissions/documents: the file as the body, for one item of the checklist. 201 with the
 * provider's thanks; 400/413 on `file` (not a photo or PDF, a PDF with scripts, too large), 404 the
 * pair or item, 409 already accepted, 429 too many uploads. `clientAddress` is the visitor's, for
 * the provider's per-address count.
 */
export function uploadFamilyDocument(pair: FamilyPair, upload: { itemId: string; file: File; clientAddress: string }) {
  return apiRequest("/admissions/documents", {
    method: "POST",
    query: pairQuery(pair, { itemId: upload.itemId, filename: upload.file.name }),
    // The bytes decide what it is; the browser's type says nothing the provider trusts.
    file: new Blob([upload.file], { type: "application/octet-stream" }),
    clientAddress: upload.clientAddress,
    // The item, to name it in the page's language (README "Languages").
    schema: z.object({ message: text, data: familyItem.partial().optional().catch(undefined) }).passthrough(),
    timeoutMs: DOCUMENT_UPLOAD_TIMEOUT_MS,
  });
}

const staffDocument = z.object({
  id,
  status: z.enum(DOCUMENT_STATES),
  reason: text,
  filename: z.string(),
  contentType: z.string(),
  bytes: z.number(),
  pages: z.number().nullish(),
  createdAt: z.string(),
  reviewedAt: z.string().nullish(),
  reviewedByName: z.string().nullish(),
});

const staffList = z.object({
  data: z.object({
    className: z.string().nullish(),
    yearLabel: z.string().nullish(),
    complete: z.boolean(),
    items: z.array(z.object({ itemId: id, name: z.string(), document: staffDocument.nullable() })),
  }),
});

/** GET /staff/enrollments/:id/documents: the checklist of the enrollment's class, each item with its document or null. */
export function getEnrollmentDocuments(caller: StaffCaller, enrollmentId: number) {
  return staffGet(`/staff/enrollments/${enrollmentId}/documents`, caller, staffList);
}

/** POST /staff/documents/:id/review: accepted, or returned with the reason the family is mailed. */
export function reviewDocument(caller: StaffCaller, documentId: number, values: { status: string; reason: string }) {
  return staffPost(`/staff/documents/${documentId}/review`, caller, changed, values);
}

/** GET /staff/documents/:id/file: the stored file as it streams, with its type and name. */
export function documentFile(caller: StaffCaller & { signal: AbortSignal }, documentId: number) {
  return apiStream(`/staff/documents/${documentId}/file`, { query: staffQuery(caller), token: caller.token, signal: caller.signal });
}
