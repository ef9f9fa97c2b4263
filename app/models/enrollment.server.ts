import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import type { Gender } from "~/utils/enrollment-values";
import { SUBMISSION_STATUSES } from "~/utils/staff";
import { listQuery, text } from "./list.server";

/** SPEC §3 "Enrollment (submitted)"; field names kept from form to database (DESIGN.md). */
export type NewEnrollment = {
  clientId: number;
  childName: string;
  childAge: number;
  gender: Gender;
  parentName: string;
  parentContact: string;
  address: string;
  additionalInformation: string;
  /** A program of utils/schemas.ts, or "" (none chosen). */
  program?: string;
  /** The parent's e-mail, or "" (none given): where the school sends the reference and its news. */
  email?: string;
};

/** SPEC §7 order: clientId, childName, childAge, gender, parentName, parentContact, address, additionalInformation. */
function enrollmentQuery(input: NewEnrollment): URLSearchParams {
  return listQuery([
    ["clientId", input.clientId],
    ["childName", input.childName],
    ["childAge", input.childAge],
    ["gender", input.gender],
    ["parentName", input.parentName],
    ["parentContact", input.parentContact],
    ["address", input.address],
    ["additionalInformation", input.additionalInformation],
    // Not in SPEC §7: the program chosen on the form, when one was.
    ...(input.program ? [["program", input.program] as [string, string]] : []),
    // Not in SPEC §7 either: the parent's e-mail, when one was given.
    ...(input.email ? [["email", input.email] satisfies [string, string]] : []),
  ]);
}

/** The parent's reference (`ABC-7K3Q9`) beside the message; another provider may send none. */
export const submittedSchema = z.object({ message: text, reference: z.string().optional() }).passthrough();

/** POST /enrollment/new; the answer's `message` becomes the success toast (SPEC §7). No token (SPEC §6). */
export function createEnrollment(input: NewEnrollment, options: { idempotencyKey?: string; signal?: AbortSignal } = {}) {
  return apiRequest("/enrollment/new", {
    method: "POST",
    query: enrollmentQuery(input),
    headers: options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : undefined,
    schema: submittedSchema,
    signal: options.signal,
  });
}

/**
 * GET /enrollment/status: the status staff set for an enrollment or enquiry, given its reference
 * and the parent's mobile number; one 404 for an unknown reference and a wrong mobile.
 */
export function getSubmissionStatus(input: { clientId: number; reference: string; mobile: string }, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/enrollment/status", {
    query: new URLSearchParams({ clientId: String(input.clientId), reference: input.reference, mobile: input.mobile }),
    schema: z.object({ data: z.object({ reference: z.string(), status: z.enum(SUBMISSION_STATUSES) }) }),
    signal: options.signal,
  });
}
