import type { SubmissionResult } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import { useContext } from "react";
// Action data of the page's routes, for the root's toast area (remix exports no such hook; see below).
import { UNSAFE_DataRouterStateContext } from "react-router-dom";
import type { loader as rootLoader } from "~/root";

/**
 * What every public form carries besides its fields (issue 5, "Nothing lost, nothing doubled" and
 * "Spam and forgery"): remix-utils' honeypot inputs with a signed "valid from" time, and an
 * idempotency key that the action passes to the provider. The root loader issues a fresh guard
 * for each page; a re-rendered form gets back the guard it was sent with, so that a retry keeps
 * its key (one row) and its original render time.
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
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return echo ?? root?.formGuard;
}

function readToast(data: unknown): FormMessage | undefined {
  if (typeof data !== "object" || data === null || !("toast" in data)) return undefined;
  const toast = data.toast;
  if (typeof toast !== "object" || toast === null) return undefined;
  const id = "id" in toast && typeof toast.id === "string" ? toast.id : "";
  const message = "message" in toast && typeof toast.message === "string" ? toast.message : "";
  return id && message ? { id, message } : undefined;
}

/**
 * Error toasts carried by the action data of any route of the page. The root renders the toast
 * area, but a route's action data is only visible to that route; a flash cookie would arrive one
 * page late without JavaScript (STACK.md), so the root reads the router's state directly.
 */
export function useActionToasts(): FormMessage[] {
  const state = useContext(UNSAFE_DataRouterStateContext);
  return Object.values(state?.actionData ?? {}).flatMap((data) => {
    const toast = readToast(data);
    return toast ? [toast] : [];
  });
}
