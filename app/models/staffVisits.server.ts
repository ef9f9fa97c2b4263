import { z } from "zod";
import { VISIT_MARKS, VISIT_STATUSES } from "~/utils/visits";
import { id, text } from "./list.server";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/** `/staff/visits…`: the school's visit settings, weekly times, closed dates, and its visits (README "Admissions"). */

const whole = z.coerce.number().int();

const slot = z.object({ id, weekday: whole, startTime: text, lengthMinutes: whole, places: whole });
export type VisitSlot = z.infer<typeof slot>;

const settings = z.object({
  timeZone: text,
  visitBookingDays: whole,
  visitCutoffHours: whole,
  slots: z.array(slot),
  closures: z.array(z.object({ id, date: text, note: text })),
});

/** GET /staff/visits/settings. */
export function getVisitSettings(caller: StaffCaller) {
  return staffGet("/staff/visits/settings", caller, z.object({ data: settings }));
}

/** POST /staff/visits/settings: zone, booking window, latest booking. */
export function saveVisitSettings(caller: StaffCaller, values: { timeZone: string; visitBookingDays: string; visitCutoffHours: string }) {
  return staffPost("/staff/visits/settings", caller, changed, values);
}

type SlotValues = { weekday: string; startTime: string; lengthMinutes: string; places: string };

/** POST /staff/visits/slots (a new time) or /staff/visits/slots/:id (an edit). */
export function saveVisitSlot(caller: StaffCaller, slotId: number | null, values: SlotValues) {
  return staffPost(slotId === null ? "/staff/visits/slots" : `/staff/visits/slots/${slotId}`, caller, changed, values);
}

/** POST /staff/visits/slots/:id/delete: visits already booked at it keep it. */
export function deleteVisitSlot(caller: StaffCaller, slotId: number) {
  return staffPost(`/staff/visits/slots/${slotId}/delete`, caller, changed);
}

/** POST /staff/visits/closures. */
export function addVisitClosure(caller: StaffCaller, values: { date: string; note: string }) {
  return staffPost("/staff/visits/closures", caller, changed, values);
}

/** POST /staff/visits/closures/:id/delete. */
export function deleteVisitClosure(caller: StaffCaller, closureId: number) {
  return staffPost(`/staff/visits/closures/${closureId}/delete`, caller, changed);
}

const visit = z.object({
  id,
  reference: text,
  status: z.enum(VISIT_STATUSES),
  date: text,
  startTime: text,
  lengthMinutes: whole,
  parentName: text,
  parentMobile: text,
  email: text,
  childName: text,
  program: text,
  nextStatuses: z.array(z.enum(VISIT_MARKS)),
});
export type Visit = z.infer<typeof visit>;

/** GET /staff/visits: the school's visits from a local date (default today) for `days` days. */
export function listVisits(caller: StaffCaller, range: { from?: string; days: number }) {
  return staffGet("/staff/visits", caller, z.object({ data: z.array(visit), from: text, days: whole, today: text, timeZone: text }), range);
}

/** POST /staff/visits/:id/status: attended, no-show or cancelled, with a private note. */
export function markVisit(caller: StaffCaller, visitId: number, values: { status: string; note: string }) {
  return staffPost(`/staff/visits/${visitId}/status`, caller, changed, values);
}
