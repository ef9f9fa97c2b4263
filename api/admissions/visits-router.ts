import { Router } from "express";
import { z } from "zod";
import { familyActor } from "../audit.js";
import { findClient, findClientForSubmission } from "../clients.js";
import type { Client } from "../schema.js";
import { familyLanguage, languageField } from "../languages/family-language.js";
import type { Db } from "../db.js";
import { calendarDate, childDateOfBirth, indianMobile, optionalEmail, positiveId, text } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { idempotencyKey, once } from "../idempotency.js";
import { enqueueSubmissionNotice, enqueueVisitChangeNotice } from "../notifications.js";
import { reserveReference } from "../references.js";
import { notOffered } from "../routes/pages.js";
import { findFamilyRecord, statusLookup, statusNotFound } from "../routes/status.js";
import { PROGRAMS } from "../../shared/school-content.js";
import { familySite } from "./family-mail.js";
import { visitCalendar } from "./visit-calendar.js";
import { queueVisitBooked, queueVisitMoved, visitWhen, visitWhenLine } from "./visit-mails.js";
import { releasePlace, takePlace, withdrawMail } from "./visit-places.js";
import { bookableTime, openVisitTimes, schoolZone } from "./visit-times.js";
import { advanceApplications, familyApplications } from "./stages.js";
import {
  NOT_CHANGEABLE,
  type VisitRow,
  cancelVisit,
  changeable,
  fullError,
  notBookableError,
  scheduleReminder,
  visitTimeAnswer,
} from "./visits.js";

// A parent books, moves and cancels a school visit (README "Admissions", "Visits (provider)"),
// without an account, like an enquiry: the open times, the booking with its reference, and the
// status page's reference-plus-mobile for a change. A place is taken by takePlace in the booking's
// own transaction, so the last place goes to exactly one parent and the others hear it is full.

const PROGRAM_MESSAGE = "Program must be one of the school's programs";

const timeChoice = {
  slotId: positiveId("slotId"),
  date: calendarDate("date"),
};

const bookingInput = z.object({
  clientId: positiveId("clientId"),
  ...timeChoice,
  parentName: text("Parent's name", { max: 200, required: "Parent's name is required" }),
  parentMobile: indianMobile("Parent mobile number is required", "Enter a valid 10-digit mobile number"),
  email: optionalEmail(),
  childName: text("Child's name", { max: 200, required: "Child's name is required" }),
  childDateOfBirth,
  program: z
    .enum(["", ...PROGRAMS], { errorMap: () => ({ message: PROGRAM_MESSAGE }) })
    .optional()
    .transform((value) => value ?? ""),
  source: text("How did you hear about us?", { max: 200 }),
  // The language of the booking page (README "Languages": "Mails"): the visit's mails are in it.
  language: languageField,
});

// A change from the status page carries that page's language (README "Languages": "Mails"): the
// visit's mails from then on are in it. None sent keeps the visit's own.
const cancelInput = statusLookup.extend({ language: languageField });
const moveInput = statusLookup.extend({ ...timeChoice, language: languageField });

/** The visit's language after a change from the status page: the page's, if the school offers it. */
const changedLanguage = (client: Client, visit: VisitRow, sent: string, pseudoLocale: boolean) =>
  sent === "" ? visit.language : familyLanguage(client, sent, pseudoLocale);

/**
 * The visit of a reference at the school if the mobile is its own (the status page's one 404
 * otherwise), and one a parent may still change (409 otherwise). Read in the change's transaction.
 */
async function changeableVisit(db: Db, input: z.output<typeof statusLookup>): Promise<VisitRow> {
  const visit = await findVisit(db, input);
  if (!changeable(visit)) throw new HttpError(409, NOT_CHANGEABLE);
  return visit;
}

async function findVisit(db: Db, input: z.output<typeof statusLookup>): Promise<VisitRow> {
  const found = await findFamilyRecord(db, input);
  if (found.kind !== "visit") throw statusNotFound();
  return found.visit;
}

export function visitsRouter(db: Db, options: { pseudoLocale: boolean }): Router {
  const router = Router();

  router.get(
    "/visit/times",
    handle(async (req, res) => {
      const { clientId } = parseOr400(z.object({ clientId: positiveId("clientId") }), readParams(req));
      const client = await findClient(db, clientId);
      const times = await openVisitTimes(db, client);
      res.json({ data: times, count: times.length, timeZone: schoolZone(client) });
    }),
  );

  router.post(
    "/visit/new",
    handle(async (req, res) => {
      const input = parseOr400(bookingInput, readParams(req));
      const key = idempotencyKey(req);
      const outcome = await once(db, `visit:${input.clientId}`, key, input, async (trx) => {
        const client = await findClientForSubmission(trx, input.clientId);
        if (input.program !== "" && (await notOffered(trx, client.id)).has(input.program)) {
          throw new HttpError(400, `program: ${PROGRAM_MESSAGE}`, "program", { program: [PROGRAM_MESSAGE] });
        }
        const time = await bookableTime(trx, client, input);
        if (!time) throw notBookableError();
        // The place, the reference, the row and the mails commit together or not at all.
        if (!(await takePlace(trx, { clientId: client.id, slotId: time.slotId, date: time.date, places: time.places }))) {
          throw fullError();
        }
        const reference = await reserveReference(trx, client.id, client.clientName);
        const now = new Date().toISOString();
        const { clientId: _clientId, language: sent, ...fields } = input;
        const visit = await trx
          .insertInto("visits")
          .values({
            ...fields,
            language: familyLanguage(client, sent, options.pseudoLocale),
            clientId: client.id,
            reference,
            startsAt: time.startsAt,
            startTime: time.startTime,
            lengthMinutes: time.lengthMinutes,
            createdAt: now,
            updatedAt: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        // The visit's own mail tells the family; the applications' stage follows quietly.
        await advanceApplications(
          trx,
          familyActor(client.id),
          await familyApplications(trx, client.id, visit.parentMobile),
          "visitBooked",
          {
            mail: false,
          },
        );
        const reminder = await scheduleReminder(trx, client, visit);
        await queueVisitBooked(trx, client, visit, reminder !== null);
        const when = visitWhen(client, visit);
        await enqueueSubmissionNotice(trx, client, {
          kind: "visit",
          id: visit.id,
          reference,
          fields: { ...fields, when: visitWhenLine(client, visit) },
          language: visit.language,
        });
        return {
          status: 201,
          body: {
            message: `Thank you! Your visit to ${client.clientName} is booked for ${when.day} at ${when.time}.`,
            reference,
            data: { id: visit.id, ...visitTimeAnswer(client, visit) },
          },
        };
      });
      res.status(outcome.status).json(outcome.body);
    }),
  );

  router.post(
    "/visit/cancel",
    handle(async (req, res) => {
      const input = parseOr400(cancelInput, readParams(req));
      const key = idempotencyKey(req);
      const outcome = await once(db, `visit-cancel:${input.clientId}`, key, input, async (trx) => {
        const client = await findClient(trx, input.clientId);
        const found = await changeableVisit(trx, input);
        const language = changedLanguage(client, found, input.language, options.pseudoLocale);
        if (language !== found.language) await trx.updateTable("visits").set({ language }).where("id", "=", found.id).execute();
        const visit = { ...found, language };
        const cancelled = await cancelVisit(trx, client, visit, "parent");
        await enqueueVisitChangeNotice(trx, client, visit, { from: visitWhenLine(client, visit), to: null });
        return { status: 200, body: { message: "Your visit is cancelled.", data: { status: cancelled.status } } };
      });
      res.status(outcome.status).json(outcome.body);
    }),
  );

  router.post(
    "/visit/move",
    handle(async (req, res) => {
      const input = parseOr400(moveInput, readParams(req));
      const key = idempotencyKey(req);
      const outcome = await once(db, `visit-move:${input.clientId}`, key, input, async (trx) => {
        const client = await findClient(trx, input.clientId);
        const visit = await changeableVisit(trx, input);
        const unchanged = visit.slotId === input.slotId && visit.date === input.date;
        if (unchanged) {
          return { status: 200, body: { message: "Your visit is at this time already.", data: visitTimeAnswer(client, visit) } };
        }
        const time = await bookableTime(trx, client, input);
        if (!time) throw notBookableError();
        if (!(await takePlace(trx, { clientId: client.id, slotId: time.slotId, date: time.date, places: time.places }))) {
          throw fullError();
        }
        // Only the visit as read moves: a concurrent move or cancellation changed it and wins.
        const updatedAt = new Date().toISOString();
        const moved = await trx
          .updateTable("visits")
          .set({
            slotId: time.slotId,
            date: time.date,
            startTime: time.startTime,
            startsAt: time.startsAt,
            lengthMinutes: time.lengthMinutes,
            reminderOutboxId: null,
            language: changedLanguage(client, visit, input.language, options.pseudoLocale),
            updatedAt,
          })
          .where("id", "=", visit.id)
          .where("status", "=", "booked")
          .where("startsAt", "=", visit.startsAt)
          .where("updatedAt", "=", visit.updatedAt)
          .returningAll()
          .executeTakeFirst();
        if (!moved) throw new HttpError(409, NOT_CHANGEABLE);
        if (visit.slotId !== null) await releasePlace(trx, { clientId: client.id, slotId: visit.slotId, date: visit.date });
        await withdrawMail(trx, visit.reminderOutboxId);
        await scheduleReminder(trx, client, moved);
        await queueVisitMoved(trx, client, moved);
        await enqueueVisitChangeNotice(trx, client, moved, {
          from: visitWhenLine(client, visit),
          to: visitWhenLine(client, moved),
        });
        const when = visitWhen(client, moved);
        return {
          status: 200,
          body: { message: `Your visit is moved to ${when.day} at ${when.time}.`, data: visitTimeAnswer(client, moved) },
        };
      });
      res.status(outcome.status).json(outcome.body);
    }),
  );

  router.get(
    "/visit/calendar",
    handle(async (req, res) => {
      const input = parseOr400(statusLookup, readParams(req));
      const client = await findClient(db, input.clientId);
      const visit = await findVisit(db, input);
      const site = await familySite(db, client.id);
      res
        .status(200)
        .type("text/calendar; charset=utf-8")
        .set("Content-Disposition", `attachment; filename="visit-${visit.reference}.ics"`)
        .send(visitCalendar(client, visit, site?.statusUrl ?? null));
    }),
  );

  return router;
}
