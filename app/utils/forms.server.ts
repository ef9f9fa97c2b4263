import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { z } from "zod";
import type { ApiFailure } from "./api.server";
import { errorPageResponse } from "~/i18n/error-pages.server";
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from "./cross-site";
import { getEnv } from "./env.server";
import {
  FORM_GUARD_KEY,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  VALID_FROM_FIELD,
  type FormConstraint,
  type FormGuard,
  type FormMessage,
  type FormRejection,
} from "./forms";
import { log } from "../../shared/log.server";
import { GENERIC_ERROR_MESSAGE } from "./messages";
import { PRIVATE_CACHE_CONTROL } from "./shared-page";

/**
 * Spam and forgery checks of the public forms, all without JavaScript:
 * - the request must come from this site (utils/cross-site.ts);
 * - remix-utils' honeypot inputs must be present and the trap empty (its own server check lets a
 *   POST without the fields through, STACK.md);
 * - the form's signed "valid from" time (render time + FORM_MIN_FILL_MS) must have passed, and
 *   not by more than FORM_LIFETIME_MS; the signature also covers the form's idempotency key, so a
 *   captured pair cannot be sent again under another key (the provider answers a repeated key
 *   with the first answer, or 409 for other data: README "Submissions").
 *
 * The server half of remix-utils' honeypot needs the optional package crypto-js, which is not
 * installed, so the inputs (remix-utils/honeypot/react, same field names) are checked here: the
 * time is signed with HMAC-SHA256 and HONEYPOT_SECRET (all listed secrets verify, the first
 * signs, so a rotation or a restart does not break forms already on screen).
 */

const REJECTED_SPAM = "This form could not be accepted. Please reload the page and try again.";

/** A page left open longer than this is sent again with a fresh guard (values kept). */
const FORM_LIFETIME_MS = 24 * 60 * 60 * 1000;

function sign(value: string, key: string, secret: string): string {
  return createHmac("sha256", secret).update(`nurture-form-valid-from:${value}:${key}`).digest("base64url");
}

function seal(time: number, key: string): string {
  const value = String(time);
  return `${value}.${sign(value, key, getEnv().HONEYPOT_SECRET[0] ?? "")}`;
}

/** The time inside a sealed value, or null when it was not signed by one of our secrets for `key`. */
function unseal(sealed: string, key: string): number | null {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(sealed);
  if (!match) return null;
  const [, value = "", signature = ""] = match;
  const actual = Buffer.from(signature);
  for (const secret of getEnv().HONEYPOT_SECRET) {
    const expected = Buffer.from(sign(value, key, secret));
    if (expected.length === actual.length && timingSafeEqual(expected, actual)) return Number(value);
  }
  return null;
}

/** A fresh guard for a rendered page: a new key, and honeypot props valid from now + FORM_MIN_FILL_MS. */
export function createFormGuard(now = Date.now()): FormGuard {
  const idempotencyKey = randomUUID();
  return {
    honeypot: {
      nameFieldName: HONEYPOT_FIELD,
      validFromFieldName: VALID_FROM_FIELD,
      encryptedValidFrom: seal(now + getEnv().FORM_MIN_FILL_MS, idempotencyKey),
    },
    idempotencyKey,
  };
}

/**
 * What a form page's loader adds to its data: a fresh guard. The guard is this visitor's (its key
 * stores one row), so a page carrying it is never shared by a cache (utils/shared-page.ts).
 */
export function formGuardData(): Record<typeof FORM_GUARD_KEY, FormGuard> {
  return { [FORM_GUARD_KEY]: createFormGuard() };
}

/** A form page's loader answer: its data, a fresh guard, and never stored by a cache. */
export function withFormGuard<T extends object>(data: T) {
  return json({ ...data, ...formGuardData() }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
}

export type GuardOutcome =
  | { status: "ok"; guard: FormGuard }
  /** Sent sooner than the minimum fill time: refused, but a quick person keeps the values. */
  | { status: "too-fast"; guard: FormGuard }
  /** Sent more than FORM_LIFETIME_MS after the page was rendered: values kept, a fresh guard. */
  | { status: "expired"; guard: FormGuard }
  | { status: "rejected"; httpStatus: 400 | 403; message: string };

type Rejected = Extract<GuardOutcome, { status: "rejected" }>;

function rejected(request: Request, reason: string, httpStatus: 400 | 403, message: string): Rejected {
  log("info", "form.rejected", { path: new URL(request.url).pathname, reason });
  return { status: "rejected", httpStatus, message };
}

/**
 * The checks of a form that carries no guard because it sits on pages shared between visitors
 * (the footer's newsletter box, README "Newsletter"): it must come from this site, and its static
 * honeypot trap must be present and empty. The provider limits how often it may be sent. Every
 * guarded form passes these first (`checkSubmission`).
 */
export function checkUnguardedSubmission(request: Request, formData: FormData): { status: "ok" } | Rejected {
  if (isCrossSiteRequest(request)) return rejected(request, "cross-site", 403, CROSS_SITE_MESSAGE);
  const trap = formData.get(HONEYPOT_FIELD);
  if (typeof trap !== "string") return rejected(request, "fields-missing", 400, REJECTED_SPAM);
  if (trap !== "") return rejected(request, "honeypot-filled", 400, REJECTED_SPAM);
  return { status: "ok" };
}

/** Runs every check of a public form's POST (origin, honeypot, then key and minimum fill time). */
export function checkSubmission(request: Request, formData: FormData, now = Date.now()): GuardOutcome {
  const unguarded = checkUnguardedSubmission(request, formData);
  if (unguarded.status === "rejected") return unguarded;
  const sealed = formData.get(VALID_FROM_FIELD);
  const key = formData.get(IDEMPOTENCY_FIELD);
  if (typeof sealed !== "string" || typeof key !== "string") return rejected(request, "fields-missing", 400, REJECTED_SPAM);
  // The provider takes 8–200 visible characters; ours are UUIDs.
  if (!/^[A-Za-z0-9-]{16,100}$/.test(key)) return rejected(request, "idempotency-key-invalid", 400, REJECTED_SPAM);
  const validFrom = unseal(sealed, key);
  if (validFrom === null) return rejected(request, "valid-from-invalid", 400, REJECTED_SPAM);
  const guard: FormGuard = {
    honeypot: { nameFieldName: HONEYPOT_FIELD, validFromFieldName: VALID_FROM_FIELD, encryptedValidFrom: sealed },
    idempotencyKey: key,
  };
  if (now < validFrom) {
    log("info", "form.too_fast", { path: new URL(request.url).pathname });
    return { status: "too-fast", guard };
  }
  if (now > validFrom + FORM_LIFETIME_MS) {
    log("info", "form.expired", { path: new URL(request.url).pathname });
    return { status: "expired", guard: createFormGuard(now) };
  }
  return { status: "ok", guard };
}

const constraints = new WeakMap<() => Promise<z.AnyZodObject>, FormConstraint>();

/**
 * A form's field constraints for its page's loader, from the schema the browser loads on demand
 * (`FORM_SCHEMAS`, ./form-schemas.ts; README "JavaScript budgets"). Worked out once per schema.
 */
export async function formConstraint(schema: () => Promise<z.AnyZodObject>): Promise<FormConstraint> {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(await schema());
    constraints.set(schema, constraint);
  }
  return constraint;
}

/** The plain answer to a refused POST: a message, nothing echoed, nothing stored. */
export function rejectSubmission(outcome: { httpStatus: 400 | 403; message: string }) {
  return json<FormRejection>({ rejected: outcome.message }, { status: outcome.httpStatus });
}

export function formMessage(message: string, type?: "success"): FormMessage {
  return type ? { id: randomUUID(), message, type } : { id: randomUUID(), message };
}

type Replyable = {
  reply(options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }): SubmissionResult<string[]>;
};

/**
 * A provider failure as a form reply: its per-field errors on the fields this form has, and the
 * message of SPEC §8 (the server's, else the generic one). A 400 names its field as
 * "field: message"; the field's own message reads better in a toast or dialog.
 */
export function replyWithApiFailure(
  submission: Replyable,
  failure: ApiFailure,
  fields: readonly string[],
  options: { hideFields?: string[]; /** Also show the message above the fields when no field is named. */ formError?: boolean } = {},
): { result: SubmissionResult<string[]>; message: string; httpStatus: number } {
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(failure.errors ?? {})) {
    if (fields.includes(name) && messages.length > 0) fieldErrors[name] = messages;
  }
  const prefix = failure.field ? `${failure.field}: ` : "";
  const bare = prefix && failure.message.startsWith(prefix) ? failure.message.slice(prefix.length) : failure.message;
  if (failure.field && fields.includes(failure.field) && !fieldErrors[failure.field]) fieldErrors[failure.field] = [bare];
  const firstFieldError = failure.field ? fieldErrors[failure.field]?.[0] : undefined;
  const message = firstFieldError ?? (bare || GENERIC_ERROR_MESSAGE);
  const formErrors = options.formError && Object.keys(fieldErrors).length === 0 ? [message] : undefined;
  return {
    result: submission.reply({ fieldErrors, formErrors, hideFields: options.hideFields }),
    message,
    // Unreachable, timed out or failing provider: 503; the provider refused the input: its status.
    httpStatus: failure.status === 0 || failure.status >= 500 ? 503 : failure.status,
  };
}

/**
 * A POST's fields. A body that does not parse as its Content-Type says (a made-up multipart body
 * sent to a form that takes no upload) is the client's fault: a 400 with the site's page, thrown
 * as a Response so that it is never logged as our error (README "What the server refuses").
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw errorPageResponse(request, 400, { "Cache-Control": PRIVATE_CACHE_CONTROL });
  }
}
