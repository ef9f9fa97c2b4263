import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import type { Gender } from "~/utils/schemas";
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
  ]);
}

/** POST /enrollment/new; the answer's `message` becomes the success toast (SPEC §7). No token (SPEC §6). */
export function createEnrollment(input: NewEnrollment, options: { idempotencyKey?: string; signal?: AbortSignal } = {}) {
  return apiRequest("/enrollment/new", {
    method: "POST",
    query: enrollmentQuery(input),
    headers: options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : undefined,
    schema: z.object({ message: text }).passthrough(),
    signal: options.signal,
  });
}
