import { readTranslatableParams, translationsInput, translationsOf } from "../translations.js";
import { Router } from "express";
import { z } from "zod";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import { text } from "../fields.js";
import { HttpError, parseOr400 } from "../http.js";
import { idParam, refuseTwin, staffRoute } from "../staff/access.js";
import { findClass } from "./years.js";

// Each class's checklist of documents (README "Admissions": "Documents"): what a family applying
// for it must upload. The owner adds, renames and deletes items; every staff member reads them.
// An item a family has uploaded for is never deleted (staff would lose what it was for). Every
// change is an audit row.

const itemName = text("Document", { max: 80, required: "Document is required" });
// The document's name in the site's other languages (README "Languages"): sent, the whole set
// replaces what was stored; not sent, it is kept.
const itemInput = z.object({ name: itemName, translations: translationsInput({ name: itemName }) });

/** The stored versions' column, when the input sent them. */
const storedTranslations = (translations: Record<string, Record<string, string>> | undefined) =>
  translations === undefined ? {} : { translations: JSON.stringify(translations) };

/** A class's checklist in its order: what the parent's page and the staff's page both list. */
export function checklistOf(db: Db, classId: number) {
  return db
    .selectFrom("admissionChecklist")
    .select(["id", "name", "position", "translations"])
    .where("classId", "=", classId)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

async function findItem(db: Db, id: number, clientId: number) {
  const item = await db
    .selectFrom("admissionChecklist")
    .innerJoin("admissionClasses", "admissionClasses.id", "admissionChecklist.classId")
    .select([
      "admissionChecklist.id",
      "admissionChecklist.classId",
      "admissionChecklist.name",
      "admissionClasses.name as className",
    ])
    .where("admissionChecklist.id", "=", id)
    .where("admissionChecklist.clientId", "=", clientId)
    .executeTakeFirst();
  // Another school's item answers exactly like a missing one.
  if (!item) throw new HttpError(404, "No such document on the checklist");
  return item;
}

/** The same document twice on one class's list would leave a family unsure which to upload. */
const refuseTwinItem = (db: Db, classId: number, name: string, except?: number) =>
  refuseTwin(db.selectFrom("admissionChecklist").select("id").where("classId", "=", classId).where("name", "=", name), except, {
    field: "name",
    message: `This class already asks for ${name}`,
  });

export function checklistRouter(db: Db): Router {
  const router = Router();

  router.get(
    "/staff/admissions/classes/:id/checklist",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      await findClass(db, id, staff.clientId);
      const [items, uploaded] = await Promise.all([
        checklistOf(db, id),
        db
          .selectFrom("admissionDocuments")
          .innerJoin("admissionChecklist", "admissionChecklist.id", "admissionDocuments.itemId")
          .select(["admissionDocuments.itemId", (eb) => eb.fn.countAll<string | number>().as("count")])
          .where("admissionChecklist.classId", "=", id)
          .groupBy("admissionDocuments.itemId")
          .execute(),
      ]);
      const counts = new Map(uploaded.map((row) => [row.itemId, Number(row.count)]));
      const data = items.map(({ translations, ...item }) => ({
        ...item,
        translations: translationsOf(translations, ["name"]),
        classId: id,
        documents: counts.get(item.id) ?? 0,
      }));
      res.json({ data, count: data.length });
    }),
  );

  router.post(
    "/staff/admissions/classes/:id/checklist",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const { name, translations } = parseOr400(itemInput, readTranslatableParams(req));
      const created = await db.transaction().execute(async (trx) => {
        const found = await findClass(trx, id, staff.clientId);
        await refuseTwinItem(trx, id, name);
        const last = await trx
          .selectFrom("admissionChecklist")
          .select((eb) => eb.fn.max("position").as("position"))
          .where("classId", "=", id)
          .executeTakeFirst();
        const now = new Date().toISOString();
        const row = await trx
          .insertInto("admissionChecklist")
          .values({
            clientId: staff.clientId,
            classId: id,
            name,
            position: Number(last?.position ?? 0) + 1,
            ...storedTranslations(translations),
            createdAt: now,
            updatedAt: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await audit(trx, staff, {
          action: "create",
          subjectKind: "admissionChecklistItem",
          subjectId: row.id,
          note: `${found.name} ${found.yearLabel}: ${name}`,
        });
        return { ...row, found };
      });
      res
        .status(201)
        .json({ message: `${name} added to ${created.found.name} ${created.found.yearLabel}`, data: { id: created.id } });
    }),
  );

  router.post(
    "/staff/admissions/checklist/:id",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const { name, translations } = parseOr400(itemInput, readTranslatableParams(req));
      await db.transaction().execute(async (trx) => {
        const item = await findItem(trx, id, staff.clientId);
        await refuseTwinItem(trx, item.classId, name, id);
        await trx
          .updateTable("admissionChecklist")
          .set({ name, ...storedTranslations(translations), updatedAt: new Date().toISOString() })
          .where("id", "=", id)
          .where("clientId", "=", staff.clientId)
          .execute();
        await audit(trx, staff, {
          action: "update",
          subjectKind: "admissionChecklistItem",
          subjectId: id,
          note: `${item.className}: ${item.name} → ${name}`,
        });
      });
      res.json({ message: `${name} saved` });
    }),
  );

  router.post(
    "/staff/admissions/checklist/:id/delete",
    staffRoute(db, "owner", async (req, res, staff) => {
      const { id } = parseOr400(idParam, req.params);
      const item = await db.transaction().execute(async (trx) => {
        const found = await findItem(trx, id, staff.clientId);
        const uploaded = await trx.selectFrom("admissionDocuments").select("id").where("itemId", "=", id).executeTakeFirst();
        if (uploaded) throw new HttpError(409, `Families have uploaded ${found.name}: it cannot be deleted`);
        await trx.deleteFrom("admissionChecklist").where("id", "=", id).where("clientId", "=", staff.clientId).execute();
        await audit(trx, staff, {
          action: "delete",
          subjectKind: "admissionChecklistItem",
          subjectId: id,
          note: `${found.className}: ${found.name}`,
        });
        return found;
      });
      res.json({ message: `${item.name} deleted` });
    }),
  );

  return router;
}
