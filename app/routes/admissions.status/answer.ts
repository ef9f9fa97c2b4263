import type { FamilyRecordStatus } from "~/models/enrollment.server";
import type { DocumentState } from "~/utils/documents";
import type { FormActionData, FormMessage } from "~/utils/forms";
import type { VisitDay } from "~/utils/visits";
import type { FeeAnswer } from "./fee";

/** What the status page's forms ask (`intent`); none is a lookup. */
export const STATUS_INTENTS = [
  "lookup",
  "show",
  "move",
  "cancel-ask",
  "cancel",
  "upload",
  "offer-accept",
  "offer-decline-ask",
  "offer-decline",
  "fee",
] as const;
export type StatusIntent = (typeof STATUS_INTENTS)[number];

/** The record found, as it is after the change asked for (if any), or the lookup form's errors. */
export type StatusAnswer =
  | FormActionData
  | {
      found: FamilyRecordStatus;
      /** The record's words in the page's language (words.server.ts). */
      words: RecordWords;
      /** The mobile number given: the visit's forms carry it on, with the reference. */
      mobile: string;
      /** The open times to move a visit that can still change to. */
      days: VisitDay[];
      /** What was just done ("Your visit is cancelled."). */
      notice?: string;
      /** Why the move was refused (a time that has just filled), shown on the times. */
      moveError?: string;
      /** Why a change was refused ("This visit can no longer be changed"). */
      error?: string;
      /** Cancelling asks first. */
      confirmCancel?: boolean;
      /** So does declining an offer. */
      confirmDecline?: boolean;
      /** An enrollment's documents to upload (README "Admissions": "Documents"), and why an upload was refused. */
      documents?: DocumentsView;
      uploadError?: UploadError;
      /** An upload's thanks. */
      toast?: FormMessage;
      /** An enrollment's registration fee, when one is asked (fee.server.ts). */
      fee?: FeeAnswer;
    };

/** A record's own words in the page's language: its heading, its stage, its visit's or application's sentences. */
export type RecordWords = {
  title: string;
  stage: { label: string; text: string; next: string };
  visit?: { date: string; time: string; status: string; confirmText: string; address: string };
  application?: { className: string; offerTitle: string; confirmText: string; accepted: string; lapsed: string; waitlist: string };
};

/** An enrollment's checklist as the parent sees it (documents.server.ts), in the page's language. */
export type DocumentsView = {
  /** What is still missing, in one sentence at the top. */
  summary: string;
  items: {
    itemId: string;
    name: string;
    state: DocumentState;
    /** The state, the file field's label and the upload button, in words. */
    stateLabel: string;
    label: string;
    submit: string;
    reason: string;
    /** Its file's name, time and size, once uploaded. */ file: string | null;
  }[];
  complete: boolean;
  /** The list could not be read just now. */
  failed?: string;
};

/** What to fix on one item's file field. */
export type UploadError = { itemId: string; message: string };
