import { timingSafeEqual } from "node:crypto";
import { Router } from "express";
import type { Selectable } from "kysely";
import { z } from "zod";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { mobile, positiveId } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { REFERENCE_PATTERN, normalizeReference } from "../references.js";
import type { VisitTable } from "../schema.js";
import { applicationState, lapseDueOffers } from "../admissions/offers.js";
import { changeable, visitTimeAnswer } from "../admissions/visits.js";

// A parent's own status page (`/admissions/status`): reference plus mobile number show the status
// staff set (and a visit's time and place), and nothing else. "No such reference" and "wrong mobile" get one answer, and both
// take the same two indexed lookups, so the answer and its timing tell nothing apart. The site
// rate-limits the page; this stays cheap for it.

/** Reference plus mobile: the status page's question, and the one a visit's change asks. */
export const statusLookup = z.object({
  clientId: positiveId("clientId"),
  reference: z
    .string({ required_error: "Reference is required" })
    .transform(normalizeReference)
    .refine((value) => REFERENCE_PATTERN.test(value), "Reference looks like ABC-7K3Q9"),
  mobile: mobile("Mobile no. is required", "Invalid mobile no."),
});

const NOT_FOUND = "We could not find a submission with this reference and mobile number.";

/** The one answer for an unknown reference and a wrong mobile. */
export const statusNotFound = () => new HttpError(404, NOT_FOUND);

const sameDigits = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type FamilyRecord =
  | { kind: "enrollment"; reference: string; status: string }
  | { kind: "enquiry"; reference: string; status: string }
  | { kind: "visit"; reference: string; status: string; visit: Selectable<VisitTable> };

/**
 * The family record a reference names at the school, if `mobile` is its own; else the one 404.
 * References are unique across enrollments, enquiries and visits (api/references.ts), so at most
 * one of the three lookups finds a row; all three always run, so timing tells the kinds apart no
 * more than the answer does.
 */
export async function findFamilyRecord(db: Db, input: z.output<typeof statusLookup>): Promise<FamilyRecord> {
  const [enrollment, enquiry, visit] = await Promise.all([
    db
      .selectFrom("enrollments")
      .select(["reference", "status", "parentContact as mobile"])
      .where("clientId", "=", input.clientId)
      .where("reference", "=", input.reference)
      .executeTakeFirst(),
    db
      .selectFrom("enquiries")
      .select(["reference", "status", "parentMobile as mobile"])
      .where("clientId", "=", input.clientId)
      .where("reference", "=", input.reference)
      .executeTakeFirst(),
    db
      .selectFrom("visits")
      .selectAll()
      .where("clientId", "=", input.clientId)
      .where("reference", "=", input.reference)
      .executeTakeFirst(),
  ]);
  const found = enrollment ?? enquiry ?? (visit ? { ...visit, mobile: visit.parentMobile } : undefined);
  if (!found?.reference || !sameDigits(found.mobile, input.mobile)) throw statusNotFound();
  if (enrollment) return { kind: "enrollment", reference: found.reference, status: enrollment.status };
  if (enquiry) return { kind: "enquiry", reference: found.reference, status: enquiry.status };
  if (!visit) throw statusNotFound();
  return { kind: "visit", reference: visit.reference, status: visit.status, visit };
}

export function statusRouter(db: Db): Router {
  const router = Router();

  router.get(
    "/enrollment/status",
    handle(async (req, res) => {
      const input = parseOr400(statusLookup, readParams(req));
      const client = await findClient(db, input.clientId);
      // An offer past its deadline has lapsed before the family reads its stage.
      await lapseDueOffers(db, client.id);
      const found = await findFamilyRecord(db, input);
      const { reference, kind, status } = found;
      if (found.kind === "enquiry") {
        res.json({ data: { reference, kind, status } });
        return;
      }
      if (found.kind === "enrollment") {
        const row = await db
          .selectFrom("enrollments")
          .select(["id", "classId", "status", "waitlistRank"])
          .where("clientId", "=", client.id)
          .where("reference", "=", reference)
          .executeTakeFirstOrThrow();
        res.json({ data: { reference, kind, status, application: await applicationState(db, client.id, row) } });
        return;
      }
      const visit = { ...visitTimeAnswer(client, found.visit), status, changeable: changeable(found.visit) };
      res.json({ data: { reference, kind, status, visit } });
    }),
  );

  return router;
}
