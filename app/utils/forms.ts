import type { SubmissionResult } from "@conform-to/react";
import { useRootData } from "./root-data";

/**
 * What every public form carries besides its fields (README "Forms and sign-in"): remix-utils'
 * honeypot inputs with a signed "valid from" time, and an idempotency key that the action passes
 * to the provider. The root loader issues a fresh guard for each page; a re-rendered form gets
 * back the guard it was sent with, so that a retry keeps its key (one row) and its original
 * render time.
 */
export type FormGuard = {
  honeypot: { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string };
  idempotencyKey: string;
};

export const IDEMPOTENCY_FIELD = "idempotencyKey";
export const HONEYPOT_FIELD = "name__confirm";
export const VALID_FROM_FIELD = "from__confirm";
/** Names the form in the navigation's formData, so only that form shows its overlay. */
export const FORM_NAME_FIELD = "_form";

/** An error shown as a toast (SPEC §8) or as the 'Error!' dialog, with an id per answer. */
export type FormMessage = { id: string; message: string };

/** A form sent back with its errors and every value (Conform's reply carries the values). */
export type FormFailure = {
  result: SubmissionResult<string[]>;
  guard?: FormGuard;
  /** Toast of the root's toast area (enrollment, sign-in). */
  toast?: FormMessage;
  /** The 'Error!' dialog of SPEC §8 (enquiry, testimonial). */
  dialog?: FormMessage;
};

/** A refused submission (cross-site, honeypot): a plain message, nothing kept, nothing stored. */
export type FormRejection = { rejected: string };

export type FormActionData = FormFailure | FormRejection;

export function isRejection(data: unknown): data is FormRejection {
  return typeof data === "object" && data !== null && "rejected" in data && typeof data.rejected === "string";
}

/** The guard to render: the one the form was sent with after a failure, else this page's. */
export function useFormGuard(echo: FormGuard | undefined): FormGuard | undefined {
  const root = useRootData();
  return echo ?? root?.formGuard;
}
