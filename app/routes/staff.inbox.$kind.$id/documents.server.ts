import { getEnrollmentDocuments, reviewDocument } from "~/models/documents.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, type StaffContext } from "~/services/staff.server";
import { fileSize, REVIEW_INTENT, type DocumentState } from "~/utils/documents";
import { documentReviewSchema, REASON_REQUIRED } from "~/utils/document-schemas";
import { redirectWithSuccess } from "~/utils/toast.server";
import { formatIst } from "~/utils/when";
import { STAFF_DOCUMENT_LINES as T, STAFF_DOCUMENT_STATES as STATES } from "./documents-copy";

// The record's "Documents" (README "Admissions": "Documents"): an enrollment's checklist with what
// the family uploaded, each file's download, and the review — accepted, or returned with a reason
// the family reads on the status page and by e-mail.

/** The badge's colour of each state (StatusBadge's tones): the word is always there too. */
const TONE: Record<DocumentState, string> = { missing: "closed", received: "new", accepted: "approved", returned: "rejected" };

/**
 * The enrollment's documents as the section shows them, every sentence put together here so the
 * page ships none of it as code; null for an enquiry or a visit. A failure keeps the rest of the page.
 */
export type RecordDocuments = {
  /** What is still to come, or why there is no list. */
  summary: string;
  items: {
    itemId: string;
    name: string;
    state: string;
    tone: string;
    document: { id: string; status: DocumentState; file: string; reason: string; reviewed: string; uploadedAt: string } | null;
  }[];
};

export async function loadDocuments(staff: StaffContext, target: { kind: string; id: number }): Promise<RecordDocuments | null> {
  if (target.kind !== "enrollment") return null;
  const found = await getEnrollmentDocuments(staff, target.id);
  if (!found.ok) return { summary: T.failed, items: [] };
  const { complete, items } = found.data.data;
  if (items.length === 0) return { summary: T.noClass, items: [] };
  const open = items.filter((item) => item.document?.status !== "accepted").length;
  return {
    summary: complete ? T.complete : T.missing(open),
    items: items.map(({ itemId, name, document }) => {
      const state = document?.status ?? "missing";
      return {
        itemId: String(itemId),
        name,
        state: STATES[state],
        tone: TONE[state],
        document: document
          ? {
              id: String(document.id),
              status: document.status,
              file: `${T.file(document.filename, fileSize(document.bytes), formatIst(document.createdAt))}${document.pages ? ` · ${T.pages(document.pages)}` : ""}`,
              reason: document.status === "returned" ? document.reason : "",
              reviewed: document.reviewedAt && document.reviewedByName ? T.reviewed(document.reviewedByName, formatIst(document.reviewedAt)) : "",
              uploadedAt: document.createdAt,
            }
          : null,
      };
    }),
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
