import type { Db } from "../db.js";

// The hard limit on a visit time's places (README "Admissions"): one counter row per weekly time
// and date (`visitPlaces`). Taking a place is one conditional update, `taken + 1 where taken <
// places`: PostgreSQL re-reads the row after a concurrent update commits and re-checks the
// condition, SQLite runs one writer at a time, so of many parents booking the last place at once
// exactly one gets it. Run these in the booking's (or the move's, the cancellation's) transaction.

interface Place {
  clientId: number;
  slotId: number;
  /** YYYY-MM-DD of the school's calendar. */
  date: string;
}

/** Takes one of `places` at the time; false when none is left (nothing changed). */
export async function takePlace(db: Db, place: Place & { places: number }): Promise<boolean> {
  await db
    .insertInto("visitPlaces")
    .values({ clientId: place.clientId, slotId: place.slotId, date: place.date, taken: 0 })
    .onConflict((oc) => oc.columns(["slotId", "date"]).doNothing())
    .execute();
  const taken = await db
    .updateTable("visitPlaces")
    .set((eb) => ({ taken: eb("taken", "+", 1) }))
    .where("slotId", "=", place.slotId)
    .where("date", "=", place.date)
    .where("clientId", "=", place.clientId)
    .where("taken", "<", place.places)
    .executeTakeFirst();
  return taken.numUpdatedRows === 1n;
}

/** Gives a place back (a visit cancelled or moved away). */
export async function releasePlace(db: Db, place: Place): Promise<void> {
  await db
    .updateTable("visitPlaces")
    .set((eb) => ({ taken: eb("taken", "-", 1) }))
    .where("slotId", "=", place.slotId)
    .where("date", "=", place.date)
    .where("clientId", "=", place.clientId)
    .where("taken", ">", 0)
    .execute();
}

/** Places taken per weekly time and date, for the open times of `dates`. */
export async function placesTaken(db: Db, clientId: number, dates: { from: string; to: string }): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("visitPlaces")
    .select(["slotId", "date", "taken"])
    .where("clientId", "=", clientId)
    .where("date", ">=", dates.from)
    .where("date", "<=", dates.to)
    .execute();
  return new Map(rows.map((row) => [placeKey(row.slotId, row.date), row.taken]));
}

export const placeKey = (slotId: number, date: string) => `${slotId}@${date}`;

/**
 * Withdraws a mail due later (a visit's reminder) if it has not gone out yet. The worker claims a
 * row by moving its nextAttemptAt, so a row it is sending at this moment may still go: the
 * reminder then names the old time; the move's own mail, queued after, names the new one.
 */
export async function withdrawMail(db: Db, outboxId: number | null): Promise<void> {
  if (outboxId === null) return;
  await db.deleteFrom("outbox").where("id", "=", outboxId).where("status", "=", "pending").execute();
}
