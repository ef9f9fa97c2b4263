import { VISIT_STATUSES } from "~/utils/visits";
import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import { apiRequest } from "~/utils/api.server";
import type { Gender } from "~/utils/enrollment-values";
import { APPLICATION_STAGES, SUBMISSION_STATUSES } from "~/utils/staff";
import { listQuery, text } from "./list.server";
import { languageParam } from "./family-language.server";
import { applicationSchema } from "./offers.server";

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
  /** The class of an open admission year applied for, or "" (README "Admissions"). */
  classId?: string;
  /** YYYY-MM-DD, or "". */
  childDateOfBirth?: string;
  /** A second guardian, or "". */
  guardian2Name?: string;
  guardian2Mobile?: string;
  /** The language of the page it was sent from (README "Languages": "Mails"). */
  language?: Lang;
};

/** The fields SPEC §7 does not know, sent only when given: a provider without them gets SPEC's call. */
const ADMISSION_FIELDS = ["classId", "childDateOfBirth", "guardian2Name", "guardian2Mobile"] as const;

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
    ...ADMISSION_FIELDS.flatMap((name): [string, string][] => (input[name] ? [[name, input[name]]] : [])),
    ...languageParam(input.language),
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

/** A visit's statuses (README "Visits"): booked, then attended or missed, or cancelled. */

const statusSchema = z.object({
  data: z.discriminatedUnion("kind", [
    z.object({ reference: z.string(), kind: z.literal("enquiry"), status: z.enum(SUBMISSION_STATUSES) }),
    z.object({
      reference: z.string(),
      kind: z.literal("enrollment"),
      status: z.enum(APPLICATION_STAGES),
      // Another provider knows no classes, offers or waitlist: the stage alone.
      application: applicationSchema.optional(),
    }),
    z.object({
      reference: z.string(),
      kind: z.literal("visit"),
      status: z.enum(VISIT_STATUSES),
      visit: z.object({
        date: z.string(),
        startTime: z.string(),
        lengthMinutes: z.number(),
        address: text,
        status: z.enum(VISIT_STATUSES),
        changeable: z.boolean(),
      }),
    }),
  ]),
});
export type FamilyRecordStatus = z.output<typeof statusSchema>["data"];

/**
 * GET /enrollment/status: the status staff set for an enrollment, enquiry or visit (with its time
 * and place), given its reference and the parent's mobile number; one 404 for an unknown reference
 * and a wrong mobile. An answer without a kind (another provider) is an enrollment's or enquiry's.
 */
export function getSubmissionStatus(input: { clientId: number; reference: string; mobile: string }, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/enrollment/status", {
    query: new URLSearchParams({ clientId: String(input.clientId), reference: input.reference, mobile: input.mobile }),
    schema: z.preprocess(withKind, statusSchema),
    signal: options.signal,
  });
}

function withKind(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("data" in body)) return body;
  const data = body.data;
  if (typeof data !== "object" || data === null || "kind" in data) return body;
  return { ...body, data: { ...data, kind: "enrollment" } };
}
