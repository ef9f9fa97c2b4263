import { Router } from "express";
import type { Selectable } from "kysely";
import { z } from "zod";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import type { OnContentChange } from "../events.js";
import { text } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import type { TestimonialTable } from "../schema.js";
import { idParam, optionalChoice, paging, staffRoute } from "./access.js";

// Testimonial moderation: a parent's testimonial waits (pending) until staff approve it — then it
// is on the public list at once — or reject it (kept, hidden, can still be approved). Staff may fix
// typos in the name and text, or delete it for good.

type Moderation = "pending" | "approved" | "rejected";

const COLUMNS = ["id", "title", "description", "mobile", "approved", "rejected", "createdAt", "updatedAt"] as const;

const view = (row: Pick<Selectable<TestimonialTable>, (typeof COLUMNS)[number]>) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  mobile: row.mobile,
  status: (row.approved ? "approved" : row.rejected ? "rejected" : "pending") satisfies Moderation,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const listFilter = paging.extend({
  status: optionalChoice("status", ["pending", "approved", "rejected", "all"]),
});

// The same bounds as a parent's submission (api/routes/submissions.ts): staff fix typos, they do
// not get to store what a parent could not.
const edit = z
  .object({
    title: text("Name", { max: 200 }),
    description: text("Testimonial", { max: 2000, allowMarkup: true }),
  })
  .refine((input) => input.title || input.description, { message: "Send a new title or description", path: ["title"] });

export function testimonialsRouter(db: Db, onContentChange: OnContentChange): Router {
  const router = Router();

  const find = async (trx: Db, id: number, clientId: number) => {
    const row = await trx
      .selectFrom("testimonials")
      .select([...COLUMNS])
      .where("id", "=", id)
      .where("clientId", "=", clientId)
      .where("deleted", "=", 0)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, "No such testimonial");
    return row;
  };

  router.get(
    "/staff/testimonials",
    staffRoute(db, "staff", async (req, res, staff) => {
      const query = parseOr400(listFilter, readParams(req));
      const status = query.status ?? "pending";
      let base = db.selectFrom("testimonials").where("clientId", "=", staff.clientId).where("deleted", "=", 0);
      if (status === "approved") base = base.where("approved", "=", 1);
      if (status === "rejected") base = base.where("approved", "=", 0).where("rejected", "=", 1);
      if (status === "pending") base = base.where("approved", "=", 0).where("rejected", "=", 0);
      const [rows, total] = await Promise.all([
        base
          .select([...COLUMNS])
          .orderBy("createdAt", "desc")
          .orderBy("id", "desc")
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
      ]);
      res.json({ data: rows.map(view), count: Number(total.count) });
    }),
  );

  const moderate = (action: "approve" | "reject") =>
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const row = await db.transaction().execute(async (trx) => {
        const before = await find(trx, id, staff.clientId);
        const flags = action === "approve" ? { approved: 1, rejected: 0 } : { approved: 0, rejected: 1 };
        await trx
          .updateTable("testimonials")
          .set({ ...flags, updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, {
          action,
          subjectKind: "testimonial",
          subjectId: id,
          fromStatus: view(before).status,
          toStatus: action === "approve" ? "approved" : "rejected",
        });
        return find(trx, id, staff.clientId);
      });
      onContentChange({ clientId: staff.clientId, list: "testimonials" });
      res.json({ message: action === "approve" ? "Approved: it is on the site now" : "Rejected", data: view(row) });
    });

  router.post("/staff/testimonials/:id/approve", moderate("approve"));
  router.post("/staff/testimonials/:id/reject", moderate("reject"));

  router.post(
    "/staff/testimonials/:id/edit",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(edit, readParams(req));
      const row = await db.transaction().execute(async (trx) => {
        await find(trx, id, staff.clientId);
        await trx
          .updateTable("testimonials")
          .set({
            ...(input.title ? { title: input.title } : {}),
            ...(input.description ? { description: input.description } : {}),
            updatedAt: new Date().toISOString(),
          })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, { action: "edit", subjectKind: "testimonial", subjectId: id });
        return find(trx, id, staff.clientId);
      });
      onContentChange({ clientId: staff.clientId, list: "testimonials" });
      res.json({ message: "Saved", data: view(row) });
    }),
  );

  router.post(
    "/staff/testimonials/:id/delete",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      await db.transaction().execute(async (trx) => {
        await find(trx, id, staff.clientId);
        // Deleted for good: it is a parent's words and mobile number, not the school's content.
        await trx.deleteFrom("testimonials").where("id", "=", id).where("clientId", "=", staff.clientId).execute();
        await audit(trx, staff, { action: "delete", subjectKind: "testimonial", subjectId: id });
      });
      onContentChange({ clientId: staff.clientId, list: "testimonials" });
      res.json({ message: "Deleted", data: { id } });
    }),
  );

  return router;
}
