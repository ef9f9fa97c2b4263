import { z } from "zod";
import type { Lang } from "~/i18n/languages";
import { apiRequest } from "~/utils/api.server";
import { languageParam } from "./family-language.server";
import { apiStream } from "~/utils/api-stream.server";
import { listQuery, text } from "./list.server";

/**
 * A school's visit times and a parent's visit (README "Visits"): the public provider of
 * /api/v1/visit/*, no token, like /contact/new. Times are the school's local times.
 */

const visitTime = z.object({
  slotId: z.number(),
  date: z.string(),
  startTime: z.string(),
  startsAt: z.string(),
  lengthMinutes: z.number(),
  placesLeft: z.number(),
});

/** GET /visit/times: every time of the coming weeks, full ones with `placesLeft: 0`, ordered by start. */
export function getVisitTimes(clientId: number, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/visit/times", {
    query: listQuery([["clientId", clientId]]),
    schema: z.object({ data: z.array(visitTime), timeZone: z.string() }),
    signal: options.signal,
  });
}

/** Where and when a visit is, as the provider answers a booking or a move. */
const visitPlace = z.object({
  date: z.string(),
  startTime: z.string(),
  startsAt: z.string(),
  lengthMinutes: z.number(),
  timeZone: z.string(),
  address: text,
});

export type NewVisit = {
  clientId: number;
  slotId: number;
  date: string;
  parentName: string;
  parentMobile: string;
  email: string;
  childName: string;
  childDateOfBirth: string;
  program: string;
  source: string;
  /** The language of the booking page: the visit's mails are in it (README "Languages": "Mails"). */
  language?: Lang;
};

/**
 * POST /visit/new under the form's idempotency key. A full time is a 409 on field `slot`, a time
 * no longer bookable a 400 on it: the form shows either next to the times.
 */
export function bookVisit(input: NewVisit, options: { idempotencyKey?: string; signal?: AbortSignal } = {}) {
  return apiRequest("/visit/new", {
    method: "POST",
    query: listQuery([
      ["clientId", input.clientId],
      ["slotId", input.slotId],
      ["date", input.date],
      ["parentName", input.parentName],
      ["parentMobile", input.parentMobile],
      ["email", input.email],
      ["childName", input.childName],
      ["childDateOfBirth", input.childDateOfBirth],
      ["program", input.program],
      ["source", input.source],
      ...languageParam(input.language),
    ]),
    headers: options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : undefined,
    schema: z.object({ message: text, reference: z.string(), data: visitPlace }),
    signal: options.signal,
  });
}

/**
 * The parent's own visit: its reference and the mobile number given when booking; for a change,
 * the status page's language, which the visit's mails follow from then on (README "Languages":
 * "Mails"). English is not sent: a visit booked in Hindi keeps its Hindi mails when changed from
 * a page that is not in Hindi (today the status page's forms post to its English address).
 */
export type VisitOwner = { clientId: number; reference: string; mobile: string; language?: Lang };

const ownerQuery = (owner: VisitOwner, more: Array<[string, string | number]> = []) =>
  listQuery([["clientId", owner.clientId], ["reference", owner.reference], ["mobile", owner.mobile], ...more, ...languageParam(owner.language)]);

/** POST /visit/cancel; 404 for an unknown pair, 409 for a visit that can no longer be changed. */
export function cancelVisit(owner: VisitOwner, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/visit/cancel", {
    method: "POST",
    query: ownerQuery(owner),
    schema: z.object({ message: text, data: z.object({ status: z.string() }) }),
    signal: options.signal,
  });
}

/** POST /visit/move to another time; a full one is the same 409 on `slot` as a booking's. */
export function moveVisit(owner: VisitOwner & { slotId: number; date: string }, options: { signal?: AbortSignal } = {}) {
  return apiRequest("/visit/move", {
    method: "POST",
    query: ownerQuery(owner, [
      ["slotId", owner.slotId],
      ["date", owner.date],
    ]),
    schema: z.object({ message: text, data: visitPlace }),
    signal: options.signal,
  });
}

/** GET /visit/calendar: the visit's .ics (RFC 5545, in the school's zone), passed on as it comes. */
export function visitCalendar(owner: VisitOwner, options: { signal: AbortSignal }) {
  return apiStream("/visit/calendar", { query: ownerQuery(owner), signal: options.signal });
}
