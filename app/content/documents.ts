import type { DocumentState } from "~/utils/documents";

/**
 * The parent's words of a family's admission documents on the status page (README "Admissions":
 * "Documents"); the staff's are the record page's own (routes/staff.inbox.$kind.$id/documents-copy.ts).
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
  /** What is still missing, in one sentence at the top: the items' names, "Birth certificate, Address proof". */
  stillNeeded: (names: string) => `Still needed: ${names}.`,
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
