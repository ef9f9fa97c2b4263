import { Router } from "express";
import { DateTime, IANAZone } from "luxon";
import { z } from "zod";
import { audit } from "../audit.js";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { text, wholeNumber as whole } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import type { Client, VisitStatus } from "../schema.js";
import { idParam, refuseTwin, staffRoute } from "../staff/access.js";
import { recordFirstResponse } from "./first-response.js";
import { cancelVisit } from "./visits.js";
import { advanceApplications, familyApplications } from "./stages.js";

// The staff side of school visits (README "Admissions", "Staff console"): the school's zone and
// booking window, its weekly visit times and closed dates, the visits of the coming days, and
// marking a visit attended, no-show or cancelled. Every change is an audit row; a cancellation
// gives the place back, withdraws the pending reminder and tells the parent, in one transaction.

/** YYYY-MM-DD that is a real day of the calendar. */
const isoDate = (label: string) =>
  z
    .string({ required_error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine(
      (value) => value === "" || (/^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid),
      `${label} must be a date (YYYY-MM-DD)`,
    );

const settingsInput = z.object({
  timeZone: z
    .string({ required_error: "Time zone is required" })
    .trim()
    .min(1, "Time zone is required")
    .max(64, "Time zone must be a time zone name such as Asia/Kolkata")
    // A region's name (Asia/Kolkata) or UTC: abbreviations such as IST are ambiguous, though ICU takes some.
    .refine(
      (value) =>
        value === "" || ((value === "UTC" || /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(value)) && IANAZone.isValidZone(value)),
      "Time zone must be a time zone name such as Asia/Kolkata",
    ),
  visitBookingDays: whole("Booking window", 1, 90),
  visitCutoffHours: whole("Latest booking", 0, 168),
});

const slotInput = z
  .object({
    weekday: whole("Weekday", 1, 7),
    startTime: z
      .string({ required_error: "Start time is required" })
      .trim()
      .min(1, "Start time is required")
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be a time such as 10:30 (24-hour)"),
    lengthMinutes: whole("Length", 15, 240),
    places: whole("Places", 1, 100),
  })
  // A visit is one day's: a time that would run past midnight is refused on its length.
  .superRefine((slot, ctx) => {
    if (minutesOf(slot.startTime) + slot.lengthMinutes > 24 * 60)
      ctx.addIssue({ code: "custom", path: ["lengthMinutes"], message: "The visit must end by midnight" });
  });

const closureInput = z.object({
  date: isoDate("Date"),
  note: text("Note", { max: 200 }),
});

const MARKS = ["attended", "noShow", "cancelled"] as const;
type Mark = (typeof MARKS)[number];

const markInput = z.object({
  status: z.enum(MARKS, { errorMap: () => ({ message: `status must be one of ${MARKS.join(", ")}` }) }),
  note: text("Note", { max: 2000, allowMarkup: true, multiline: true }),
});

const listInput = z.object({
  from: isoDate("from").optional(),
  days: whole("days", 1, 62).default("7"),
});

/**
 * Where a visit may go as staff mark it. A booked visit is attended, missed or cancelled; attended
 * and no-show may be corrected into each other; a cancelled one stays cancelled, since its place
 * may already be someone else's.
 */
const NEXT: Record<VisitStatus, Mark[]> = {
  booked: ["attended", "noShow", "cancelled"],
  attended: ["noShow"],
  noShow: ["attended"],
  cancelled: [],
};

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** The audit note of a weekly time: what it was or became, as staff read it. */
const describeSlot = (slot: z.output<typeof slotInput>) =>
  `${WEEKDAYS[slot.weekday - 1]} ${slot.startTime}, ${slot.lengthMinutes} minutes, ${slot.places} places`;

/** "Tuesday 8 December 2026": a calendar date as the answers say it. */
const inWords = (date: string) => DateTime.fromISO(date).toFormat("cccc d LLLL yyyy");

const today = (client: Client) => DateTime.now().setZone(client.timeZone).toISODate() ?? "";

const SLOT_COLUMNS = ["id", "weekday", "startTime", "lengthMinutes", "places"] as const;

const VISIT_COLUMNS = [
  "id",
  "reference",
  "status",
  "slotId",
  "date",
  "startTime",
  "startsAt",
  "lengthMinutes",
  "parentName",
  "parentMobile",
  "email",
  "childName",
  "childDateOfBirth",
  "program",
  "source",
  "createdAt",
] as const;

async function findSlot(db: Db, id: number, clientId: number) {
  const slot = await db
    .selectFrom("visitSlots")
    .select(SLOT_COLUMNS)
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .where("deleted", "=", 0)
    .executeTakeFirst();
  // Another school's time answers exactly like a missing one.
  if (!slot) throw new HttpError(404, "No such visit time");
  return slot;
}

/**
 * Two weekly times at the same weekday and start would offer parents the same time twice. Checked
 * first for the field's message; a twin saved meanwhile by another staff member is caught by the
 * unique index (migration 0018) and answered with the same message by `answerTwin`.
 */
const refuseTwinSlot = (db: Db, clientId: number, slot: z.output<typeof slotInput>, except?: number) =>
  refuseTwin(
    db
      .selectFrom("visitSlots")
      .select("id")
      .where("clientId", "=", clientId)
      .where("deleted", "=", 0)
      .where("weekday", "=", slot.weekday)
      .where("startTime", "=", slot.startTime),
    except,
    { field: "startTime", message: `There is already a time on ${WEEKDAYS[slot.weekday - 1]} at ${slot.startTime}` },
  );

/**
 * A failed save of a weekly time: the API's own answers (a 404, the twin's 409) as they were; a
 * database error is the twin's 409 when another request stored the same time meanwhile.
 */
async function answerTwin(
  db: Db,
  clientId: number,
  slot: z.output<typeof slotInput>,
  except: number | undefined,
  error: unknown,
): Promise<never> {
  if (!(error instanceof HttpError)) await refuseTwinSlot(db, clientId, slot, except);
  throw error;
}

export function visitStaffRouter(db: Db): Router {
  const router = Router();

  const settings = async (clientId: number) => {
    const client = await findClient(db, clientId);
    const [slots, closures] = await Promise.all([
      db
        .selectFrom("visitSlots")
        .select(SLOT_COLUMNS)
        .where("clientId", "=", clientId)
        .where("deleted", "=", 0)
        .orderBy("weekday")
        .orderBy("startTime")
        .orderBy("id")
        .execute(),
      // Past closed dates no longer matter to anyone booking.
      db
        .selectFrom("visitClosures")
        .select(["id", "date", "note"])
        .where("clientId", "=", clientId)
        .where("date", ">=", today(client))
        .orderBy("date")
        .execute(),
    ]);
    return {
      timeZone: client.timeZone,
      visitBookingDays: client.visitBookingDays,
      visitCutoffHours: client.visitCutoffHours,
      slots,
      closures,
    };
  };

  router.get(
    "/staff/visits/settings",
    staffRoute(db, "staff", async (_req, res, staff) => {
      res.json({ data: await settings(staff.clientId) });
    }),
  );

  router.post(
    "/staff/visits/settings",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(settingsInput, readParams(req));
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("clients").set(input).where("id", "=", staff.clientId).execute();
        await audit(trx, staff, {
          action: "visitSettings",
          subjectKind: "school",
          subjectId: staff.clientId,
          note: `${input.timeZone}, booking up to ${input.visitBookingDays} days ahead, at the latest ${input.visitCutoffHours} hours before`,
        });
      });
      res.json({ message: "Visit settings saved", data: await settings(staff.clientId) });
    }),
  );

  router.post(
    "/staff/visits/slots",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(slotInput, readParams(req));
      const slot = await db
        .transaction()
        .execute(async (trx) => {
          await refuseTwinSlot(trx, staff.clientId, input);
          const now = new Date().toISOString();
          const created = await trx
            .insertInto("visitSlots")
            .values({ clientId: staff.clientId, ...input, createdAt: now, updatedAt: now })
            .returning(SLOT_COLUMNS)
            .executeTakeFirstOrThrow();
          await audit(trx, staff, {
            action: "create",
            subjectKind: "visitSlot",
            subjectId: created.id,
            note: describeSlot(input),
          });
          return created;
        })
        .catch((error: unknown) => answerTwin(db, staff.clientId, input, undefined, error));
      res.status(201).json({ message: "Visit time added", data: slot });
    }),
  );

  router.post(
    "/staff/visits/slots/:id",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(slotInput, readParams(req));
      const slot = await db
        .transaction()
        .execute(async (trx) => {
          const before = await findSlot(trx, id, staff.clientId);
          await refuseTwinSlot(trx, staff.clientId, input, id);
          // Booked visits keep their own copy of the time: an edit changes what parents book next.
          await trx
            .updateTable("visitSlots")
            .set({ ...input, updatedAt: new Date().toISOString() })
            .where("id", "=", id)
            .where("clientId", "=", staff.clientId)
            .execute();
          await audit(trx, staff, {
            action: "update",
            subjectKind: "visitSlot",
            subjectId: id,
            note: `${describeSlot(before)} → ${describeSlot(input)}`,
          });
          return { id, ...input };
        })
        .catch((error: unknown) => answerTwin(db, staff.clientId, input, id, error));
      res.json({ message: "Visit time saved", data: slot });
    }),
  );

  router.post(
    "/staff/visits/slots/:id/delete",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      await db.transaction().execute(async (trx) => {
        const slot = await findSlot(trx, id, staff.clientId);
        // Marked, not removed: visits already booked at this time keep it (README "Admissions").
        await trx
          .updateTable("visitSlots")
          .set({ deleted: 1, updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, { action: "delete", subjectKind: "visitSlot", subjectId: id, note: describeSlot(slot) });
      });
      res.json({ message: "Visit time deleted; visits already booked at it stay booked" });
    }),
  );

  router.post(
    "/staff/visits/closures",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(closureInput, readParams(req));
      const client = await findClient(db, staff.clientId);
      if (input.date < today(client)) {
        throw new HttpError(400, "date: Date must be today or later", "date", { date: ["Date must be today or later"] });
      }
      const closure = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom("visitClosures")
          .select("id")
          .where("clientId", "=", staff.clientId)
          .where("date", "=", input.date)
          .executeTakeFirst();
        if (taken) {
          const message = "That date is already closed";
          throw new HttpError(409, `date: ${message}`, "date", { date: [message] });
        }
        const created = await trx
          .insertInto("visitClosures")
          .values({ clientId: staff.clientId, date: input.date, note: input.note, createdAt: new Date().toISOString() })
          .returning(["id", "date", "note"])
          .executeTakeFirstOrThrow();
        await audit(trx, staff, {
          action: "close",
          subjectKind: "visitSlot",
          subjectId: null,
          note: input.note ? `${input.date}: ${input.note}` : input.date,
        });
        return created;
      });
      res.status(201).json({ message: `No visits on ${inWords(closure.date)}`, data: closure });
    }),
  );

  router.post(
    "/staff/visits/closures/:id/delete",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const closure = await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom("visitClosures")
          .select(["id", "date"])
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .executeTakeFirst();
        if (!found) throw new HttpError(404, "No such closed date");
        await trx.deleteFrom("visitClosures").where("id", "=", id).where("clientId", "=", staff.clientId).execute();
        await audit(trx, staff, { action: "reopen", subjectKind: "visitSlot", subjectId: null, note: found.date });
        return found;
      });
      res.json({ message: `Visits can be booked on ${inWords(closure.date)} again` });
    }),
  );

  router.get(
    "/staff/visits",
    staffRoute(db, "staff", async (req, res, staff) => {
      const query = parseOr400(listInput, readParams(req));
      const client = await findClient(db, staff.clientId);
      const zone = client.timeZone;
      const from = query.from ?? today(client);
      // The school's days, midnight to midnight in its zone, as instants: the (clientId, startsAt) index serves it.
      const start = DateTime.fromISO(from, { zone });
      const end = start.plus({ days: query.days });
      const visits = await db
        .selectFrom("visits")
        .select(VISIT_COLUMNS)
        .where("clientId", "=", staff.clientId)
        .where("startsAt", ">=", start.toUTC().toISO() ?? "")
        .where("startsAt", "<", end.toUTC().toISO() ?? "")
        .orderBy("startsAt")
        .orderBy("id")
        .execute();
      res.json({
        // Where each may go from here, so a page offers only the marks that can follow.
        data: visits.map((visit) => ({ ...visit, nextStatuses: NEXT[visit.status] })),
        count: visits.length,
        from,
        days: query.days,
        today: today(client),
        timeZone: zone,
      });
    }),
  );

  router.post(
    "/staff/visits/:id/status",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(markInput, readParams(req));
      const client = await findClient(db, staff.clientId);
      const visit = await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("visits")
          .select([...VISIT_COLUMNS, "reminderOutboxId"])
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .executeTakeFirst();
        // Another school's visit answers exactly like a missing one.
        if (!current) throw new HttpError(404, "No such visit");
        const from = current.status;
        if (!NEXT[from].includes(input.status)) {
          const allowed = NEXT[from];
          const message =
            from === input.status
              ? `It is already marked ${input.status}`
              : allowed.length === 0
                ? "This visit is cancelled and can no longer be changed"
                : `From ${from} it can go to ${allowed.join(", ")}`;
          throw new HttpError(409, `status: ${message}`, "status", { status: [message] });
        }
        if (input.status === "cancelled") {
          // The place back, the reminder withdrawn, the parent told (without the staff's note):
          // the same cancellation as the parent's own (api/admissions/visits.ts).
          const row = await trx
            .selectFrom("visits")
            .selectAll()
            .where("id", "=", id)
            .where("clientId", "=", staff.clientId)
            .executeTakeFirstOrThrow();
          await cancelVisit(trx, client, row, "school");
        } else {
          // Only from the status just read: two staff members marking it at once cannot both win.
          const updated = await trx
            .updateTable("visits")
            .set({ status: input.status, updatedAt: new Date().toISOString() })
            .where("id", "=", id)
            .where("clientId", "=", staff.clientId)
            .where("status", "=", from)
            .executeTakeFirst();
          if (updated.numUpdatedRows !== 1n)
            throw new HttpError(409, "status: it was changed meanwhile; reload and try again", "status");
        }
        await audit(trx, staff, {
          action: "status",
          subjectKind: "visit",
          subjectId: id,
          fromStatus: from,
          toStatus: input.status,
          note: input.note,
        });
        await recordFirstResponse(trx, "visit", id, staff.clientId);
        // The family came: its applications move on (README "Admissions": "Stages").
        if (input.status === "attended")
          await advanceApplications(
            trx,
            staff,
            await familyApplications(trx, staff.clientId, current.parentMobile),
            "visitAttended",
            {
              mail: true,
            },
          );
        const { reminderOutboxId: _reminder, ...shown } = current;
        return { ...shown, status: input.status };
      });
      const said: Record<Mark, string> = {
        attended: "Marked attended",
        noShow: "Marked no-show",
        cancelled: visit.email ? "Visit cancelled; the parent is told by e-mail" : "Visit cancelled",
      };
      res.json({ message: said[input.status], data: visit });
    }),
  );

  return router;
}
