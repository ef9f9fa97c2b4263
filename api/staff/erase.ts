import { Router } from "express";
import { z } from "zod";
import { documentsOf } from "../admissions/documents.js";
import { familyRows } from "../admissions/follow-up.js";
import { releasePlace } from "../admissions/visit-places.js";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import type { OnContentChange } from "../events.js";
import { mobile } from "../fields.js";
import { parseOr400, readParams } from "../http.js";
import type { UploadStorage } from "../uploads/storage.js";
import { paging, staffRoute } from "./access.js";

// Erasure on a family's request (DPDP Act 2023 §12, GDPR Art. 17): every enrollment, enquiry,
// visit and testimonial of the school with that mobile number goes, with their status history and
// any mail still in the outbox (a visit's pending reminder too; a booked visit's place is given
// back), and an enrollment's admission documents: their rows, their review history and their
// files (README "Admissions": "Documents"). One audit row stays, saying how many rows were erased,
// by whom and when — never whose.

const byMobile = z.object({ mobile: mobile("Mobile no. is required", "Invalid mobile no.") });

async function matches(db: Db, clientId: number, phone: string) {
  const [{ enrollments, enquiries, visits }, testimonials] = await Promise.all([
    familyRows(db, clientId, phone),
    db.selectFrom("testimonials").select("id").where("clientId", "=", clientId).where("mobile", "=", phone).execute(),
  ]);
  return {
    enrollment: enrollments.map((row) => row.id),
    enquiry: enquiries.map((row) => row.id),
    visit: visits.map((row) => row.id),
    /** Booked visits hold a place each, given back when they go. */
    bookedVisits: visits.filter((row) => row.status === "booked"),
    testimonial: testimonials.map((row) => row.id),
    references: [...enrollments, ...enquiries, ...visits].flatMap((row) => (row.reference ? [row.reference] : [])),
  };
}

const counts = (ids: Awaited<ReturnType<typeof matches>>) => ({
  enrollments: ids.enrollment.length,
  enquiries: ids.enquiry.length,
  visits: ids.visit.length,
  testimonials: ids.testimonial.length,
});

export function eraseRouter(db: Db, onContentChange: OnContentChange, documents: UploadStorage): Router {
  const router = Router();

  // What an erasure would remove, for the confirmation page.
  router.get(
    "/staff/erase",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(byMobile, readParams(req));
      res.json({ data: counts(await matches(db, staff.clientId, input.mobile)) });
    }),
  );

  router.post(
    "/staff/erase",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(byMobile, readParams(req));
      const { erased, files } = await db.transaction().execute(async (trx) => {
        const ids = await matches(trx, staff.clientId, input.mobile);
        const clientId = staff.clientId;
        const stored = await documentsOf(trx, clientId, ids.enrollment);
        if (stored.length > 0) {
          const documentIds = stored.map((row) => row.id);
          await trx
            .deleteFrom("auditLog")
            .where("clientId", "=", clientId)
            .where("subjectKind", "=", "admissionDocument")
            .where("subjectId", "in", documentIds)
            .execute();
          await trx.deleteFrom("admissionDocuments").where("clientId", "=", clientId).where("id", "in", documentIds).execute();
        }
        for (const kind of ["enrollment", "enquiry", "visit", "testimonial"] as const) {
          if (ids[kind].length === 0) continue;
          await trx
            .deleteFrom("auditLog")
            .where("clientId", "=", clientId)
            .where("subjectKind", "=", kind)
            .where("subjectId", "in", ids[kind])
            .execute();
        }
        if (ids.enrollment.length > 0) {
          // Its registration fee's payments go with the enrollment (ON DELETE CASCADE); their
          // history names the UTR, so it goes too.
          const payments = trx
            .selectFrom("admissionPayments")
            .select("id")
            .where("clientId", "=", clientId)
            .where("enrollmentId", "in", ids.enrollment);
          await trx
            .deleteFrom("auditLog")
            .where("clientId", "=", clientId)
            .where("subjectKind", "=", "payment")
            .where("subjectId", "in", payments)
            .execute();
          await trx.deleteFrom("outbox").where("sourceKind", "=", "enrollment").where("sourceId", "in", ids.enrollment).execute();
          await trx.deleteFrom("enrollments").where("clientId", "=", clientId).where("id", "in", ids.enrollment).execute();
        }
        if (ids.enquiry.length > 0) {
          await trx.deleteFrom("outbox").where("sourceKind", "=", "enquiry").where("sourceId", "in", ids.enquiry).execute();
          await trx.deleteFrom("enquiries").where("clientId", "=", clientId).where("id", "in", ids.enquiry).execute();
        }
        if (ids.visit.length > 0) {
          for (const visit of ids.bookedVisits) {
            if (visit.slotId !== null) await releasePlace(trx, { clientId, slotId: visit.slotId, date: visit.date });
          }
          await trx.deleteFrom("outbox").where("sourceKind", "=", "visit").where("sourceId", "in", ids.visit).execute();
          await trx.deleteFrom("visits").where("clientId", "=", clientId).where("id", "in", ids.visit).execute();
        }
        if (ids.testimonial.length > 0) {
          await trx.deleteFrom("testimonials").where("clientId", "=", clientId).where("id", "in", ids.testimonial).execute();
        }
        // A stored idempotent answer repeats the child's name; it names its reference, which is
        // unique in the school (and only letters, digits and a dash: nothing LIKE would expand).
        for (const reference of ids.references) {
          await trx
            .deleteFrom("idempotencyKeys")
            .where("scope", "in", [`enrollment:${clientId}`, `contact:${clientId}`, `visit:${clientId}`])
            .where("body", "like", `%"reference":"${reference}"%`)
            .execute();
        }
        const erased = counts(ids);
        if (erased.enrollments + erased.enquiries + erased.visits + erased.testimonials > 0) {
          await audit(trx, staff, {
            action: "erase",
            subjectKind: "family",
            subjectId: null,
            note: `Erased on request: ${erased.enrollments} enrollment(s), ${erased.enquiries} enquiry(ies), ${erased.visits} visit(s), ${erased.testimonials} testimonial(s).`,
          });
        }
        return { erased, files: stored.map((row) => row.storageKey) };
      });
      // The files go once their rows are gone for good: a rolled-back erasure keeps both.
      await Promise.all(files.map((key) => documents.remove(key)));
      if (erased.testimonials > 0) onContentChange({ clientId: staff.clientId, list: "testimonials" });
      const total = erased.enrollments + erased.enquiries + erased.visits + erased.testimonials;
      res.json({ message: total > 0 ? "Erased" : "Nothing was stored for this mobile number", data: erased });
    }),
  );

  // The erasure rows themselves: proof that requests were honoured, with no personal data.
  router.get(
    "/staff/erasures",
    staffRoute(db, "staff", async (req, res, staff) => {
      const query = parseOr400(paging, readParams(req));
      const base = db.selectFrom("auditLog").where("clientId", "=", staff.clientId).where("subjectKind", "=", "family");
      const [rows, total] = await Promise.all([
        base
          .select(["id", "createdAt", "actorName", "note"])
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
      ]);
      res.json({ data: rows, count: Number(total.count) });
    }),
  );

  return router;
}
