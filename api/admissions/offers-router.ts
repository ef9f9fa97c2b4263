import { Router } from "express";
import { z } from "zod";
import { familyActor } from "../audit.js";
import type { Db } from "../db.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { findFamilyRecord, statusLookup } from "../routes/status.js";
import { idParam, staffRoute } from "../staff/access.js";
import {
  answerOffer,
  applicationState,
  lapseDueOffers,
  makeOffer,
  moveOnWaitlist,
  offerInput,
  waitlistMoveInput,
  waitlistOf,
} from "./offers.js";
import { seatsOf } from "./seats.js";

// Offers and the waitlist over HTTP (README "Admissions": "Offers and the waitlist"): staff offer
// a seat and move a family on its class's waitlist; the school's seats and waitlists for the
// admissions page; the family's answer with the status page's reference and mobile.

const answerInput = statusLookup.extend({
  answer: z.enum(["accept", "decline"], { errorMap: () => ({ message: "answer must be accept or decline" }) }),
});

export function offersRouter(db: Db): Router {
  const router = Router();

  router.post(
    "/staff/enrollments/:id/offer",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(offerInput, readParams(req));
      const offer = await db.transaction().execute((trx) => makeOffer(trx, staff, id, input));
      res.json({ message: `Seat in ${offer.className} offered`, data: offer });
    }),
  );

  router.post(
    "/staff/enrollments/:id/waitlist",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(waitlistMoveInput, readParams(req));
      const moved = await db.transaction().execute((trx) => moveOnWaitlist(trx, staff, id, input));
      res.json({ message: `Now number ${moved.position} of ${moved.of} on the waitlist`, data: moved });
    }),
  );

  router.get(
    "/staff/admissions/seats",
    staffRoute(db, "staff", async (_req, res, staff) => {
      await lapseDueOffers(db, staff.clientId);
      const classes = await db
        .selectFrom("admissionClasses")
        .innerJoin("admissionYears", "admissionYears.id", "admissionClasses.yearId")
        .select(["admissionClasses.id"])
        .where("admissionClasses.clientId", "=", staff.clientId)
        .orderBy("admissionYears.startsOn", "desc")
        .orderBy("admissionClasses.minMonths")
        .orderBy("admissionClasses.id")
        .execute();
      const data = await Promise.all(
        classes.map(async ({ id }) => ({
          classId: id,
          ...(await seatsOf(db, staff.clientId, id)),
          waitlist: await waitlistOf(db, staff.clientId, id),
        })),
      );
      res.json({ data });
    }),
  );

  router.post(
    "/admissions/offer",
    handle(async (req, res) => {
      const input = parseOr400(answerInput, readParams(req));
      const found = await findFamilyRecord(db, input);
      if (found.kind !== "enrollment") throw new HttpError(409, "Only an enrollment is offered a seat.");
      await lapseDueOffers(db, input.clientId);
      const row = await db
        .selectFrom("enrollments")
        .select(["id", "classId", "status", "waitlistRank"])
        .where("clientId", "=", input.clientId)
        .where("reference", "=", found.reference)
        .executeTakeFirstOrThrow();
      await db.transaction().execute((trx) => answerOffer(trx, familyActor(input.clientId), row.id, input.answer));
      const after = await db
        .selectFrom("enrollments")
        .select(["id", "classId", "status", "waitlistRank"])
        .where("id", "=", row.id)
        .executeTakeFirstOrThrow();
      res.json({
        message:
          input.answer === "accept"
            ? "Thank you: you have accepted the offer. The school will tell you the first day."
            : "You have declined the offer. Thank you for telling the school.",
        data: {
          reference: found.reference,
          kind: "enrollment",
          status: after.status,
          application: await applicationState(db, input.clientId, after),
        },
      });
    }),
  );

  return router;
}
