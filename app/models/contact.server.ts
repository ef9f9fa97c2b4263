import { apiRequest } from "~/utils/api.server";
import { submittedSchema } from "./enrollment.server";
import { listQuery } from "./list.server";

/** SPEC §3 "Enquiry". */
export type NewEnquiry = {
  clientId: number;
  parentName: string;
  parentMobile: string;
  email: string;
  childName: string;
  message: string;
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
