import type { DocumentState } from "~/utils/documents";

/**
 * The words of a family's admission documents (README "Admissions": "Documents"): the parent's,
 * on the status page, and the staff's, on the enrollment's record.
 */

/** The parent's words for each state of an item of the checklist. */
export const FAMILY_DOCUMENT_STATES: Record<DocumentState, string> = {
  missing: "Still needed",
  received: "Uploaded, waiting for the school to check it",
  accepted: "Accepted by the school",
  returned: "Returned by the school: please upload it again",
};

export const FAMILY_DOCUMENTS = {
  title: "Documents",
  lead: "Upload a photo or a PDF of each document below. Only the school's staff can see them.",
  /** What is still missing, in one sentence at the top. */
  stillNeeded: (names: string[]) => `Still needed: ${names.join(", ")}.`,
  waiting: "Every document is uploaded. The school will check them and tell you if one must be sent again.",
  complete: "Every document has been accepted by the school. Nothing more is needed.",
  reason: "The school says:",
  uploaded: (filename: string, when: string) => `${filename}, uploaded ${when}`,
  fileLabel: (name: string) => `Photo or PDF of the ${name.toLowerCase()}`,
  fileHint: "JPEG, PNG, HEIC or PDF, at most 5 MB. A photo from your phone's camera is fine.",
  submit: (name: string) => `Upload ${name.toLowerCase()}`,
  sending: "Uploading, please wait...",
  failed: "The list of documents could not be loaded just now. Please check again in a few minutes.",
  /** Said on the field before the provider is asked (it says the same for what it refuses itself). */
  missingFile: "Choose a photo or a PDF of the document, then upload it.",
  tooLarge: "This file is larger than 5 MB. Please take the photo again with your phone's camera, or save the PDF smaller, and upload it again.",
  notOnList: "This document is not on the list for this application. Please check the list again.",
  down: "The document could not be uploaded just now. Please try again in a few minutes.",
} as const;

/** The staff's words for each state of a document (no document: the family has not uploaded it). */
export const STAFF_DOCUMENT_STATES: Record<DocumentState, string> = {
  missing: "Not uploaded yet",
  received: "Waiting for review",
  accepted: "Accepted",
  returned: "Returned to the family",
};

export const STAFF_DOCUMENTS = {
  title: "Documents",
  lead: "What the family has uploaded for its class's checklist. Files are private: download them only to check them.",
  noClass: "This enrollment is for no class with a checklist, so no documents are asked for.",
  failed: "The documents could not be loaded just now. Reload the page in a minute.",
  complete: "Every document is accepted.",
  missing: (count: number) => (count === 1 ? "1 document still to come or to check." : `${count} documents still to come or to check.`),
  file: (filename: string, size: string, when: string) => `${filename} · ${size} · uploaded ${when}`,
  pages: (count: number) => (count === 1 ? "1 page" : `${count} pages`),
  download: "Download",
  reviewed: (who: string, when: string) => `Reviewed by ${who}, ${when}`,
  reasonLabel: "Reason for returning it",
  reasonHint: "Required to return it: the family reads it on the status page and by e-mail.",
  accept: "Accept",
  return: "Return to the family",
  sending: "Saving, please wait...",
} as const;
