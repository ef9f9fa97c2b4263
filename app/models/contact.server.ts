import type { Lang } from "~/i18n/languages";
import { apiRequest } from "~/utils/api.server";
import { submittedSchema } from "./enrollment.server";
import { languageParam } from "./family-language.server";
import { listQuery } from "./list.server";

/** SPEC §3 "Enquiry". */
export type NewEnquiry = {
  clientId: number;
  parentName: string;
  parentMobile: string;
  email: string;
  childName: string;
  message: string;
  /** "How did you hear about us?" (shared/sources.ts), or "" (not answered). */
  source?: string;
  /** The language of the page it was sent from (README "Languages": "Mails"). */
  language?: Lang;
};

/** SPEC §7 order: clientId, parentName, parentMobile (as text), email, childName, message. */
function contactQuery(input: NewEnquiry): URLSearchParams {
  return listQuery([
    ["clientId", input.clientId],
    ["parentName", input.parentName],
    ["parentMobile", input.parentMobile],
    ["email", input.email],
    ["childName", input.childName],
    ["message", input.message],
    // Not in SPEC §7: the answer to "How did you hear about us?", when one was given.
    ...(input.source ? [["source", input.source] satisfies [string, string]] : []),
    ...languageParam(input.language),
  ]);
}

/** POST /contact/new; only success matters (SPEC §7). No token (SPEC §6). */
export function createEnquiry(input: NewEnquiry, options: { idempotencyKey?: string; signal?: AbortSignal } = {}) {
  return apiRequest("/contact/new", {
    method: "POST",
    query: contactQuery(input),
    headers: options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : undefined,
    schema: submittedSchema,
    signal: options.signal,
  });
}
