import type { SubmissionResult, useForm } from "@conform-to/react";
import { useMatches } from "@remix-run/react";

/**
 * What every public form carries besides its fields (README "Forms and sign-in"): remix-utils'
 * honeypot inputs with a signed "valid from" time, and an idempotency key that the action passes
 * to the provider. The loader of a page with such a form issues a fresh guard for each visit
 * (`withFormGuard`), which makes that page private (utils/shared-page.ts); a re-rendered form gets
 * back the guard it was sent with, so that a retry keeps its key (one row) and its original
 * render time. Other pages carry no guard, so one rendering of them serves every visitor.
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
/** The `intent` of /staff/settings' "Sign out everywhere else" (its other form saves the e-mail preference). */
export const SIGN_OUT_ELSEWHERE = "sign-out-elsewhere";

/**
 * Conform's field constraints (required, lengths, pattern) in the schema's field order, worked out
 * on the server from the form's schema (`formConstraint`, ./forms.server.ts) and sent with the
 * loader data, so the browser needs no zod to render a form (README "JavaScript budgets").
 */
export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/**
 * An error shown as a toast (SPEC §8) or as the 'Error!' dialog, with an id per answer; a page that
 * answers on its POST without a redirect (the status page) may say a success this way too.
 */
export type FormMessage = { id: string; message: string; type?: "success" };

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

/** Where a form page's loader data carries its guard. */
export const FORM_GUARD_KEY = "formGuard";

/** True for a route's loader data that carries a form's guard: that page is one visitor's. */
export function carriesFormGuard(data: unknown): boolean {
  return typeof data === "object" && data !== null && FORM_GUARD_KEY in data;
}

/** The guard to render: the one the form was sent with after a failure, else this page's. */
export function useFormGuard(echo: FormGuard | undefined): FormGuard | undefined {
  const matches = useMatches();
  if (echo) return echo;
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.data;
    if (carriesFormGuard(data)) return (data as Record<typeof FORM_GUARD_KEY, FormGuard>)[FORM_GUARD_KEY];
  }
  return undefined;
}
