/**
 * A family's admission documents (README "Admissions": "Documents"), what the status page and the
 * staff's record page both read: a document's states as the provider names them.
 */

/** Uploaded and waiting for the school, accepted, or returned with the school's reason. */
export const DOCUMENT_STATES = ["received", "accepted", "returned"] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number] | "missing";

/** The `intent` of a document's review form on the enrollment's record; its form is named `review-<document id>`. */
export const REVIEW_INTENT = "review-document";

/** "1.2 MB", "340 KB": a file's size as people read it (1 KB = 1,024 bytes, as phones show it). */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
