import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { APPLICATION_STAGES, STAFF_ROLES, SUBMISSION_STATUSES } from "~/utils/staff";
import { clientInfoSchema } from "./client.server";
import { id, text } from "./list.server";

/**
 * `/staff/me` and `/staff/summary`, and what every `/staff/…` model shares (README "Staff
 * console"): each call carries the session's token and the host school's clientId, so the
 * provider answers 404 when the token belongs to another school.
 */

export type StaffCaller = { token: string; clientId: number; signal?: AbortSignal };

/** The query of a staff call: the school first, then the call's own parameters (empty ones left out). */
export function staffQuery(caller: StaffCaller, params: Record<string, string | number | undefined> = {}): URLSearchParams {
  const query = new URLSearchParams({ clientId: String(caller.clientId) });
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  return query;
}

/** A GET of the console. */
export function staffGet<S extends z.ZodTypeAny>(path: string, caller: StaffCaller, schema: S, params?: Record<string, string | number | undefined>) {
  return apiRequest(path, { query: staffQuery(caller, params), token: caller.token, signal: caller.signal, schema });
}

/** A change: its fields go in a JSON body (a note of 2,000 Devanagari characters would not fit a URL). */
export function staffPost<S extends z.ZodTypeAny>(path: string, caller: StaffCaller, schema: S, body: Record<string, string> = {}) {
  return apiRequest(path, { method: "POST", query: staffQuery(caller), json: body, token: caller.token, signal: caller.signal, schema });
}

/** A change's answer: the provider's sentence for the toast. */
export const changed = z.object({ message: text }).passthrough();

export const staffMemberSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  mobile: text,
  role: z.enum(STAFF_ROLES),
  notifyByEmail: z.boolean(),
  createdAt: text,
});

/** GET /staff/me: the signed-in member (403 for a parent's token). */
export function getStaffMe(caller: StaffCaller) {
  return staffGet("/staff/me", caller, z.object({ data: z.object({ user: staffMemberSchema, clientInfo: clientInfoSchema.optional() }) }));
}

/** POST /staff/me: the member's e-mail preference. */
export function setNotifyByEmail(caller: StaffCaller, notifyByEmail: boolean) {
  return staffPost("/staff/me", caller, changed, { notifyByEmail: String(notifyByEmail) });
}

const count = z.coerce.number().int().nonnegative().catch(0);
const countsOf = <S extends string>(statuses: readonly S[]) =>
  z.object({ ...(Object.fromEntries(statuses.map((status) => [status, count])) as Record<S, typeof count>), total: count });

/** GET /staff/summary: counts per status of each kind, testimonials per moderation state. */
export function getStaffSummary(caller: StaffCaller) {
  return staffGet(
    "/staff/summary",
    caller,
    z.object({
      data: z.object({
        enrollment: countsOf(APPLICATION_STAGES),
        enquiry: countsOf(SUBMISSION_STATUSES),
        testimonials: z.object({ pending: count, approved: count, rejected: count }),
      }),
    }),
  );
}
