import { Router } from "express";
import { z } from "zod";
import { DEFAULT_TEMPLATES } from "../../shared/message-templates.js";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import { text } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import { idParam, staffRoute } from "../staff/access.js";

// A school's message templates (README "Staff console": "Templates and contacting a family"):
// staff edit the three every school starts with and add their own; a family's record fills them
// (fillTemplate, shared/message-templates.ts) for a WhatsApp, SMS or e-mail.

const COLUMNS = ["id", "kind", "name", "subject", "body", "updatedAt"] as const;

/** The three defaults, for a school just made (the seed, the `school` CLI: insertSchoolContent). */
export async function insertDefaultTemplates(db: Db, clientId: number): Promise<void> {
  await db
    .insertInto("messageTemplates")
    .values(DEFAULT_TEMPLATES.map(({ kind, name, subject, body }) => ({ clientId, kind, name, subject, body })))
    .execute();
}

/** The school's templates: its three first, in their fixed order, then its own, oldest first. */
export function schoolTemplates(db: Db, clientId: number) {
  return db
    .selectFrom("messageTemplates")
    .select([...COLUMNS])
    .where("clientId", "=", clientId)
    .orderBy((eb) => eb.case().when("kind", "=", "free").then(1).else(0).end())
    .orderBy("id")
    .execute();
}

/** One template of the school, or the 404 a missing one (or another school's) gets. */
export async function findTemplate(db: Db, id: number, clientId: number) {
  const row = await db
    .selectFrom("messageTemplates")
    .select([...COLUMNS])
    .where("id", "=", id)
    .where("clientId", "=", clientId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "No such template");
  return row;
}

// A mail subject is one line; a body may be several and hold < or > (it is sent as plain text and
// escaped in the HTML part). 1,000 characters: a long WhatsApp message, a short mail.
const templateInput = z.object({
  name: text("Name", { max: 100, required: "Name is required" }),
  subject: text("Subject", { max: 200, required: "Subject is required", allowMarkup: true }),
  body: text("Message", { max: 1000, required: "Message is required", allowMarkup: true, multiline: true }),
});

export function templatesRouter(db: Db): Router {
  const router = Router();

  router.get(
    "/staff/templates",
    staffRoute(db, "staff", async (_req, res, staff) => {
      const rows = await schoolTemplates(db, staff.clientId);
      res.json({ data: rows, count: rows.length });
    }),
  );

  router.post(
    "/staff/templates",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(templateInput, readParams(req));
      const row = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("messageTemplates")
          .values({ clientId: staff.clientId, kind: "free", ...input })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit(trx, staff, { action: "create", subjectKind: "template", subjectId: id, note: input.name });
        return findTemplate(trx, id, staff.clientId);
      });
      res.status(201).json({ message: `Template "${row.name}" added`, data: row });
    }),
  );

  router.post(
    "/staff/templates/:id",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const input = parseOr400(templateInput, readParams(req));
      const row = await db.transaction().execute(async (trx) => {
        await findTemplate(trx, id, staff.clientId);
        await trx
          .updateTable("messageTemplates")
          .set({ ...input, updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, { action: "edit", subjectKind: "template", subjectId: id, note: input.name });
        return findTemplate(trx, id, staff.clientId);
      });
      res.json({ message: `Template "${row.name}" saved`, data: row });
    }),
  );

  router.post(
    "/staff/templates/:id/delete",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const row = await db.transaction().execute(async (trx) => {
        const found = await findTemplate(trx, id, staff.clientId);
        // The three a school starts with are edited, not deleted: the console offers them on every record.
        if (found.kind !== "free") throw new HttpError(409, "This template can be changed but not deleted", "id");
        await trx.deleteFrom("messageTemplates").where("id", "=", id).where("clientId", "=", staff.clientId).execute();
        await audit(trx, staff, { action: "delete", subjectKind: "template", subjectId: id, note: found.name });
        return found;
      });
      res.json({ message: `Template "${row.name}" deleted` });
    }),
  );

  return router;
}
