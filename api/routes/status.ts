import { timingSafeEqual } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import { findClient } from "../clients.js";
import type { Db } from "../db.js";
import { mobile, positiveId } from "../fields.js";
import { HttpError, handle, parseOr400, readParams } from "../http.js";
import { REFERENCE_PATTERN, normalizeReference } from "../references.js";

// A parent's own status page (`/admissions/status`): reference plus mobile number show the status
// staff set, and nothing else. "No such reference" and "wrong mobile" get one answer, and both
// take the same two indexed lookups, so the answer and its timing tell nothing apart. The site
// rate-limits the page; this stays cheap for it.

const lookup = z.object({
  clientId: positiveId("clientId"),
  reference: z
    .string({ required_error: "Reference is required" })
    .transform(normalizeReference)
    .refine((value) => REFERENCE_PATTERN.test(value), "Reference looks like ABC-7K3Q9"),
  mobile: mobile("Mobile no. is required", "Invalid mobile no."),
});

const NOT_FOUND = "We could not find a submission with this reference and mobile number.";

const sameDigits = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function statusRouter(db: Db): Router {
  const router = Router();

  router.get(
    "/enrollment/status",
    handle(async (req, res) => {
      const input = parseOr400(lookup, readParams(req));
      await findClient(db, input.clientId);
      const [enrollment, enquiry] = await Promise.all([
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
      ]);
      const found = enrollment ?? enquiry;
      if (!found || !sameDigits(found.mobile, input.mobile)) throw new HttpError(404, NOT_FOUND);
      res.json({ data: { reference: found.reference, status: found.status } });
    }),
  );

  return router;
}
