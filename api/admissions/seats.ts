import { SEAT_HOLDING } from "../../shared/family-stages.js";
import { audit, clockActor } from "../audit.js";
import type { Db } from "../db.js";
import { enqueueAdmissionsNotice } from "../notifications.js";
import type { Client } from "../schema.js";

// A class's seats (README "Admissions": "Offers and the waitlist"): held by every application
// offered, accepted or enrolled; one given back (an offer declined or lapsed, a family withdrawn or
// declined after an offer) comes free, and the first family on the class's waitlist not yet told
// is flagged next, with staff told by mail.

/** A class's seats, how many applications hold one, and how many are left (never below 0). */
export async function seatsOf(db: Db, clientId: number, classId: number) {
  const [row, held] = await Promise.all([
    db
      .selectFrom("admissionClasses")
      .innerJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
      .select(["admissionClasses.seats", "admissionClasses.name", "admissionYears.label as yearLabel"])
      .where("admissionClasses.id", "=", classId)
      .where("admissionClasses.clientId", "=", clientId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("enrollments")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("clientId", "=", clientId)
      .where("classId", "=", classId)
      .where("status", "in", SEAT_HOLDING)
      .executeTakeFirstOrThrow(),
  ]);
  const holding = Number(held.n);
  return { seats: row.seats, held: holding, left: Math.max(0, row.seats - holding), className: `${row.name} ${row.yearLabel}` };
}

/**
 * A seat of the class came free: the first family on its waitlist not yet flagged is marked next,
 * with an audit row, and staff are told by mail. Nobody waiting: staff are told the seat is free.
 */
export async function flagNext(trx: Db, client: Client, classId: number) {
  const seats = await seatsOf(trx, client.id, classId);
  const next = await trx
    .selectFrom("enrollments")
    .select(["id", "reference", "childName"])
    .where("clientId", "=", client.id)
    .where("classId", "=", classId)
    .where("status", "=", "waitlisted")
    .where("flaggedNextAt", "is", null)
    .orderBy("waitlistRank")
    .orderBy("id")
    .executeTakeFirst();
  if (next) {
    await trx.updateTable("enrollments").set({ flaggedNextAt: new Date().toISOString() }).where("id", "=", next.id).execute();
    await audit(trx, clockActor(client.id), {
      action: "next",
      subjectKind: "enrollment",
      subjectId: next.id,
      note: `A seat in ${seats.className} came free: next on the waitlist`,
    });
  }
  await enqueueAdmissionsNotice(trx, client, {
    id: next?.id ?? null,
    subject: `[${client.clientName}] A seat in ${seats.className} is free`,
    lines: [
      `A seat in ${seats.className} came free: ${seats.left} of ${seats.seats} seats are left.`,
      next
        ? `Next on the waitlist: ${next.childName} (${next.reference ?? ""}). Offer the seat from the application in the staff console.`
        : "Nobody is on the class's waitlist.",
    ],
  });
}
