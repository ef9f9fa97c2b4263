import { z } from "zod";
import { apiRequest } from "~/utils/api.server";
import { listQuery, text } from "./list.server";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/**
 * Offers and the waitlist (README "Admissions": "Offers and the waitlist"): what an application's
 * class, offer and waitlist place are, as the status page and the record page show them; the
 * family's answer with its reference and mobile (no token); staff's offer and waitlist moves.
 */

export const applicationSchema = z.object({
  className: z.string().nullable(),
  offer: z
    .object({
      deadline: z.string(),
      deadlineShort: z.string(),
      status: z.enum(["open", "accepted", "declined", "lapsed", "withdrawn"]),
      overSeats: z.boolean(),
    })
    .nullable(),
  waitlistPosition: z.number().nullable(),
  seats: z.object({ seats: z.number(), held: z.number(), left: z.number() }).nullable(),
});
export type ApplicationState = z.output<typeof applicationSchema>;

/** POST /admissions/offer: the family accepts or declines its open offer; 404 for a wrong pair. */
export function answerOffer(owner: { clientId: number; reference: string; mobile: string }, answer: "accept" | "decline") {
  return apiRequest("/admissions/offer", {
    method: "POST",
    query: listQuery([
      ["clientId", owner.clientId],
      ["reference", owner.reference],
      ["mobile", owner.mobile],
      ["answer", answer],
    ]),
    schema: z.object({ message: text }),
  });
}

/** POST /staff/enrollments/:id/offer: a seat with a deadline (the owner may offer past the seats). */
export function makeOffer(caller: StaffCaller, enrollmentId: number, offer: { deadline: string; overSeats: boolean }) {
  return staffPost(`/staff/enrollments/${enrollmentId}/offer`, caller, changed, {
    deadline: offer.deadline,
    overSeats: offer.overSeats ? "yes" : "",
  });
}

/** POST /staff/enrollments/:id/waitlist: a waitlisted family to another place, with the reason. */
export function moveOnWaitlist(caller: StaffCaller, enrollmentId: number, move: { position: number; reason: string }) {
  return staffPost(`/staff/enrollments/${enrollmentId}/waitlist`, caller, changed, { position: String(move.position), reason: move.reason });
}

const seatsSchema = z.object({
  data: z.array(
    z.object({
      classId: z.number(),
      className: z.string(),
      seats: z.number(),
      held: z.number(),
      left: z.number(),
      waitlist: z.array(z.object({ id: z.number(), reference: z.string().nullable(), childName: z.string(), flaggedNextAt: z.string().nullable() })),
    }),
  ),
});

/** GET /staff/admissions/seats: each class's seats held and left, and its waitlist in order. */
export function getSeats(caller: StaffCaller) {
  return staffGet("/staff/admissions/seats", caller, seatsSchema);
}
