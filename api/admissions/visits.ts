import type { Selectable } from "kysely";
import type { Db } from "../db.js";
import { HttpError } from "../http.js";
import type { Client, VisitTable } from "../schema.js";
import { schoolAddress } from "./visit-calendar.js";
import { queueVisitCancelled, queueVisitReminder } from "./visit-mails.js";
import { releasePlace, withdrawMail } from "./visit-places.js";
import { schoolZone } from "./visit-times.js";

// What happens to a booked visit (README "Admissions"), shared by the parent's status page and the
// staff console: it may change while it is booked and has not begun; a cancellation gives its
// place back and withdraws its pending reminder, in the caller's transaction.

export type VisitRow = Selectable<VisitTable>;

export const FULL = "That time has just filled — please pick another";
export const NOT_BOOKABLE = "That time can no longer be booked — please pick another";
export const NOT_CHANGEABLE = "This visit can no longer be changed";

/** 409 on the field `slot`: the last place went to someone else. */
export const fullError = () => new HttpError(409, FULL, "slot", { slot: [FULL] });
/** 400 on the field `slot`: closed, past the cutoff, beyond the window, or no such time. */
export const notBookableError = () => new HttpError(400, NOT_BOOKABLE, "slot", { slot: [NOT_BOOKABLE] });

/** A parent may move or cancel a visit still booked that has not started. */
export const changeable = (visit: Pick<VisitRow, "status" | "startsAt">, now = new Date()) =>
  visit.status === "booked" && Date.parse(visit.startsAt) > now.getTime();

/** The visit's time and place as the booking, the move and the status page answer them. */
export function visitTimeAnswer(client: Client, visit: VisitRow) {
  return {
    date: visit.date,
    startTime: visit.startTime,
    startsAt: visit.startsAt,
    lengthMinutes: visit.lengthMinutes,
    timeZone: schoolZone(client),
    address: schoolAddress(client),
  };
}

/**
 * Cancels a booked visit: the status (only if still booked: a concurrent change wins, and this one
 * answers 409), its place given back, its reminder withdrawn, the parent told. Answers the row as
 * it now is.
 */
export async function cancelVisit(db: Db, client: Client, visit: VisitRow, by: "parent" | "school"): Promise<VisitRow> {
  const updatedAt = new Date().toISOString();
  const changed = await db
    .updateTable("visits")
    .set({ status: "cancelled", reminderOutboxId: null, updatedAt })
    .where("id", "=", visit.id)
    .where("clientId", "=", client.id)
    .where("status", "=", "booked")
    .executeTakeFirst();
  if (changed.numUpdatedRows !== 1n) throw new HttpError(409, NOT_CHANGEABLE);
  if (visit.slotId !== null) await releasePlace(db, { clientId: client.id, slotId: visit.slotId, date: visit.date });
  await withdrawMail(db, visit.reminderOutboxId);
  const cancelled: VisitRow = { ...visit, status: "cancelled", reminderOutboxId: null, updatedAt };
  await queueVisitCancelled(db, client, cancelled, by);
  return cancelled;
}

/** Queues the visit's reminder and records its outbox row on the visit (null when none is due). */
export async function scheduleReminder(db: Db, client: Client, visit: VisitRow): Promise<number | null> {
  const reminderOutboxId = await queueVisitReminder(db, client, visit);
  await db.updateTable("visits").set({ reminderOutboxId }).where("id", "=", visit.id).execute();
  return reminderOutboxId;
}
