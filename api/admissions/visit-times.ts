import { DateTime, IANAZone } from "luxon";
import type { Db } from "../db.js";
import type { Client } from "../schema.js";
import { placeKey, placesTaken } from "./visit-places.js";

// The open visit times of a school (README "Admissions"): its weekly times on the coming dates, in
// the school's own time zone, minus its closed dates. A time is open from `visitBookingDays` days
// before it starts until `visitCutoffHours` hours before; a full one stays listed with no place
// left, so the page can show it as full. Dates and times are the school's wall clock: luxon turns
// them into instants through the zone's rules, so 10:00 in Europe/London is 09:00 UTC in summer
// and 10:00 UTC in winter.

/** One bookable time as the site shows it. */
export interface VisitTime {
  slotId: number;
  /** YYYY-MM-DD of the school's calendar. */
  date: string;
  /** HH:MM, the school's local time. */
  startTime: string;
  /** The start as an instant, ISO-8601 UTC. */
  startsAt: string;
  lengthMinutes: number;
  placesLeft: number;
}

/** A weekly time, as the booking needs it. */
interface Slot {
  id: number;
  weekday: number;
  startTime: string;
  lengthMinutes: number;
  places: number;
}

const DEFAULT_ZONE = "Asia/Kolkata";

/** The school's zone; one luxon cannot read (never stored by the console's checks) reads as India's. */
export function schoolZone(client: Pick<Client, "timeZone">): string {
  return IANAZone.isValidZone(client.timeZone) ? client.timeZone : DEFAULT_ZONE;
}

/** The instant a local date and time of `zone` is; a time in a spring-forward gap moves to after it. */
export function localStart(zone: string, date: string, startTime: string): DateTime {
  return DateTime.fromISO(`${date}T${startTime}`, { zone });
}

/** The first and last instant a visit may be booked for, seen from `now`. */
function bookingWindow(client: Pick<Client, "visitBookingDays" | "visitCutoffHours">, zone: string, now: Date) {
  const from = DateTime.fromJSDate(now, { zone });
  return {
    earliest: from.plus({ hours: client.visitCutoffHours }),
    latest: from.plus({ days: client.visitBookingDays }),
  };
}

async function closedDates(db: Db, clientId: number, range: { from: string; to: string }): Promise<Set<string>> {
  const rows = await db
    .selectFrom("visitClosures")
    .select("date")
    .where("clientId", "=", clientId)
    .where("date", ">=", range.from)
    .where("date", "<=", range.to)
    .execute();
  return new Set(rows.map((row) => row.date));
}

const slotsOf = (db: Db, clientId: number) =>
  db
    .selectFrom("visitSlots")
    .select(["id", "weekday", "startTime", "lengthMinutes", "places"])
    .where("clientId", "=", clientId)
    .where("deleted", "=", 0);

/** Every open time of the school from `now` on, ordered by start; full ones with placesLeft 0. */
export async function openVisitTimes(db: Db, client: Client, now = new Date()): Promise<VisitTime[]> {
  const zone = schoolZone(client);
  const { earliest, latest } = bookingWindow(client, zone, now);
  const range = { from: earliest.toISODate() ?? "", to: latest.toISODate() ?? "" };
  const [slots, closed, taken] = await Promise.all([
    slotsOf(db, client.id).execute(),
    closedDates(db, client.id, range),
    placesTaken(db, client.id, range),
  ]);
  const times: VisitTime[] = [];
  for (let day = earliest.startOf("day"); day <= latest; day = day.plus({ days: 1 })) {
    const date = day.toISODate() ?? "";
    if (closed.has(date)) continue;
    for (const slot of slots) {
      if (slot.weekday !== day.weekday) continue;
      const start = localStart(zone, date, slot.startTime);
      if (start < earliest || start > latest) continue;
      times.push(toVisitTime(slot, date, start, taken.get(placeKey(slot.id, date)) ?? 0));
    }
  }
  return times.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.slotId - b.slotId);
}

function toVisitTime(slot: Slot, date: string, start: DateTime, taken: number): VisitTime {
  return {
    slotId: slot.id,
    date,
    startTime: slot.startTime,
    // The form every stored instant has (toISOString), so that they compare as strings.
    startsAt: start.toJSDate().toISOString(),
    lengthMinutes: slot.lengthMinutes,
    placesLeft: Math.max(0, slot.places - taken),
  };
}

/**
 * The time a parent chose (`slotId` on `date`), if it is open now: one of the school's own weekly
 * times (another school's slot is no such time), on its weekday, not a closed date, within the
 * booking window. Answers the slot's places too, for takePlace; null when it cannot be booked.
 */
export async function bookableTime(
  db: Db,
  client: Client,
  choice: { slotId: number; date: string },
  now = new Date(),
): Promise<(VisitTime & { places: number }) | null> {
  const zone = schoolZone(client);
  const slot = await slotsOf(db, client.id).where("id", "=", choice.slotId).executeTakeFirst();
  const day = DateTime.fromISO(choice.date, { zone });
  if (!slot || !day.isValid || day.weekday !== slot.weekday) return null;
  const start = localStart(zone, choice.date, slot.startTime);
  const { earliest, latest } = bookingWindow(client, zone, now);
  if (start < earliest || start > latest) return null;
  const closed = await closedDates(db, client.id, { from: choice.date, to: choice.date });
  if (closed.has(choice.date)) return null;
  const taken = await placesTaken(db, client.id, { from: choice.date, to: choice.date });
  return { ...toVisitTime(slot, choice.date, start, taken.get(placeKey(slot.id, choice.date)) ?? 0), places: slot.places };
}
