import { getEnrollmentDocuments, reviewDocument } from "~/models/documents.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, type StaffContext } from "~/services/staff.server";
import { fileSize, REVIEW_INTENT, type DocumentState } from "~/utils/documents";
import { documentReviewSchema, REASON_REQUIRED } from "~/utils/document-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";
import { formatIst } from "~/utils/when";

// The record's "Documents" (README "Admissions": "Documents"): an enrollment's checklist with what
// the family uploaded, each file's download, and the review — accepted, or returned with a reason
// the family reads on the status page and by e-mail.

/** An uploaded document as the section shows it: its words worked out here, so the page ships none of it as code. */
type Uploaded = {
  id: string;
  status: DocumentState;
  reason: string;
  filename: string;
  size: string;
  pages: number | null;
  uploaded: string;
  reviewed: { who: string; when: string } | null;
};

export type RecordDocuments = { failed: boolean; complete: boolean; items: { itemId: string; name: string; document: Uploaded | null }[] };

/** The enrollment's documents as the section shows them; null for an enquiry or a visit. A failure keeps the rest of the page. */
export async function loadDocuments(staff: StaffContext, target: { kind: string; id: number }): Promise<RecordDocuments | null> {
  if (target.kind !== "enrollment") return null;
  const found = await getEnrollmentDocuments(staff, target.id);
  if (!found.ok) return { failed: true, complete: false, items: [] };
  const { complete, items } = found.data.data;
  return {
    failed: false,
    complete,
    items: items.map(({ itemId, name, document }) => ({
      itemId: String(itemId),
      name,
      document: document
        ? {
            id: String(document.id),
            status: document.status,
            reason: document.reason,
            filename: document.filename,
            size: fileSize(document.bytes),
            pages: document.pages ?? null,
            uploaded: formatIst(document.createdAt),
            reviewed: document.reviewedAt && document.reviewedByName ? { who: document.reviewedByName, when: formatIst(document.reviewedAt) } : null,
          }
        : null,
    })),
  };
}

/**
 * The record's action for a document's review, or null for the page's other forms. A return
 * without a reason comes back with the reason's message on its field; the provider checks it
 * again, and that the document is this school's (another's: the one 404).
 */
export async function reviewAction(request: Request, staff: StaffContext, path: string): Promise<Response | null> {
  // Read from a copy: the page's other forms read the request themselves.
  const peek = await request
    .clone()
    .formData()
    .catch(() => null);
  if (peek?.get("intent") !== REVIEW_INTENT) return null;
  const documentId = String(peek.get("documentId") ?? "");
  if (!/^[1-9]\d{0,8}$/.test(documentId)) throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const form = `review-${documentId}`;
  const { submission } = await readStaffForm(request, documentReviewSchema);
  if (submission.status !== "success") return replyInvalid(submission.reply(), { form });
  if (submission.value.status === "returned" && submission.value.reason === "") {
    return replyInvalid(submission.reply({ fieldErrors: { reason: [REASON_REQUIRED] } }), { form });
  }
  const reviewed = await reviewDocument(staff, Number(documentId), submission.value);
  if (!reviewed.ok && reviewed.status === 404) return refuse(request, reviewed);
  if (!reviewed.ok) return replyRefused(request, submission, reviewed, Object.keys(documentReviewSchema.shape), { form });
  return redirectWithSuccess(`${path}#documents-title`, reviewed.data.message || "Saved", { headers: PRIVATE_HEADERS });
}
