import type { DocumentState } from "~/utils/documents";

/**
 * The staff's words of a family's documents on the enrollment's record (README "Admissions":
 * "Documents"). Most are put together by the loader (documents.server.ts), so the page ships few.
 */

/** Each state of a document (no document: the family has not uploaded it). */
export const STAFF_DOCUMENT_STATES: Record<DocumentState, string> = {
  missing: "Not uploaded yet",
  received: "Waiting for review",
  accepted: "Accepted",
  returned: "Returned to the family",
};

/** The sentences the loader puts together (documents.server.ts): never shipped to the browser. */
export const STAFF_DOCUMENT_LINES = {
  noClass: "This enrollment is for no class with a checklist, so no documents are asked for.",
  failed: "The documents could not be loaded just now. Reload the page in a minute.",
  complete: "Every document is accepted.",
  missing: (count: number) => (count === 1 ? "1 document still to come or to check." : `${count} documents still to come or to check.`),
  file: (filename: string, size: string, when: string) => `${filename} · ${size} · uploaded ${when}`,
  pages: (count: number) => (count === 1 ? "1 page" : `${count} pages`),
  reviewed: (who: string, when: string) => `Reviewed by ${who}, ${when}`,
} as const;

/** The section's own words (DocumentsSection.tsx). */
export const STAFF_DOCUMENTS = {
  title: "Documents",
  lead: "What the family has uploaded for its class's checklist. Files are private: download them only to check them.",
  download: "Download",
  reasonLabel: "Reason for returning it",
  reasonHint: "Required to return it: the family reads it on the status page and by e-mail.",
  accept: "Accept",
  return: "Return to the family",
  sending: "Saving, please wait...",
} as const;
