import { Router } from "express";
import { z } from "zod";
import { APPLICATION_STAGES, APPLICATION_STAGES_LIST, type ApplicationStage, NEXT_STAGES } from "../../shared/family-stages.js";
import { fillTemplate } from "../../shared/message-templates.js";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import { text } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import { staffRoute } from "../staff/access.js";
import { findRecord, schoolOf } from "./contact.js";
import { queueFamilyMail } from "./family-mail.js";
import { type FamilyRecordKind, recordFirstResponse } from "./first-response.js";
import { staffMove } from "./stages.js";
import { findTemplate } from "./templates.js";

// Several records at once from the inbox (README "Staff console": "Bulk actions"): one template
// e-mail to each of the selected families, each filled for its own record and queued in the outbox,
// each a line of its record's history and possibly its first response — all in one transaction, so
// a failure sends none of them. Several applications moved to one stage, all or none, each move
// audited and mailed as one made on its record.

/** At most a page of the inbox and a bit: a mistake stays small. */
export const MAX_SELECTED = 100;

const RECORD = /^(enrollment|enquiry|visit):([1-9]\d{0,8})$/;

/** The selected records, "enrollment:12,visit:3" (or the field repeated), each once, in the order given. */
export const selectedRecords = z
  .union([z.string(), z.array(z.string())], { required_error: "Select at least one record" })
  .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((part) => part.trim()).filter(Boolean))
  .refine((values) => values.length > 0, "Select at least one record")
  .refine((values) => values.length <= MAX_SELECTED, `Select at most ${MAX_SELECTED} records at a time`)
  .refine((values) => values.every((value) => RECORD.test(value)), "records must be kind:id, such as enrollment:12")
  .transform((values) =>
    [...new Set(values)].map((value) => {
      const [, kind = "", id = ""] = RECORD.exec(value) ?? [];
      return { kind: kind as FamilyRecordKind, id: Number(id) };
    }),
  );

const bulkEmailInput = z.object({
  records: selectedRecords,
  templateId: z
    .string({ required_error: "Choose a template" })
    .regex(/^[1-9]\d{0,8}$/, "Choose a template")
    .transform(Number),
});

/** The stages staff may move several applications to at once: all but "offered" (an offer is one family's). */
const BULK_STAGES = APPLICATION_STAGES_LIST.filter((stage) => stage !== "offered");

const label = (stage: ApplicationStage) => APPLICATION_STAGES[stage].label;

const bulkStageInput = z.object({
  records: selectedRecords,
  status: z.enum(BULK_STAGES as [ApplicationStage, ...ApplicationStage[]], {
    errorMap: () => ({ message: "Choose a stage" }),
  }),
  note: text("Note", { max: 2000, allowMarkup: true }),
});

export function bulkRouter(db: Db): Router {
  const router = Router();

  router.post(
    "/staff/submissions/bulk/stage",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(bulkStageInput, readParams(req));
      const others = input.records.filter((record) => record.kind !== "enrollment");
      if (others.length > 0)
        throw new HttpError(409, "Only enrollments move through stages: select enrollments alone", "records");
      // All or none: one application that cannot make the move keeps every other where it was.
      const moved = await db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom("enrollments")
          .select(["id", "reference", "status"])
          .where("clientId", "=", staff.clientId)
          .where(
            "id",
            "in",
            input.records.map((record) => record.id),
          )
          .execute();
        // Another school's record is refused like a missing one.
        if (rows.length !== input.records.length) throw new HttpError(404, "No such enrollment");
        const stuck = rows.filter((row) => row.status !== input.status && !NEXT_STAGES[row.status].includes(input.status));
        if (stuck.length > 0)
          throw new HttpError(
            409,
            `Not moved: ${stuck.map((row) => `${row.reference ?? `#${row.id}`} cannot go from "${label(row.status)}" to "${label(input.status)}"`).join("; ")}`,
            "records",
          );
        const moving = rows.filter((row) => row.status !== input.status);
        for (const row of moving) await staffMove(trx, staff, row.id, row.status, input.status, input.note);
        return moving.length;
      });
      const families = moved === 1 ? "1 application" : `${moved} applications`;
      res.json({ message: `${families} moved to "${label(input.status)}"`, data: { moved } });
    }),
  );

  router.post(
    "/staff/submissions/bulk/email",
    staffRoute(db, "staff", async (req, res, staff) => {
      const input = parseOr400(bulkEmailInput, readParams(req));
      const outcome = await db.transaction().execute(async (trx) => {
        const [template, school] = await Promise.all([
          findTemplate(trx, input.templateId, staff.clientId),
          schoolOf(trx, staff.clientId),
        ]);
        const sent: string[] = [];
        const noEmail: string[] = [];
        for (const { kind, id } of input.records) {
          // Another school's record is refused like a missing one: nothing of the selection is sent.
          const record = await findRecord(trx, kind, id, staff.clientId);
          const filled = fillTemplate(template, record, school);
          const queued = await queueFamilyMail(trx, school, {
            to: record.email,
            subject: filled.subject,
            paragraphs: filled.body.split(/\n\s*\n/),
            source: { kind, id },
          });
          if (queued === null) {
            noEmail.push(record.reference ?? `#${id}`);
            continue;
          }
          await audit(trx, staff, { action: "email", subjectKind: kind, subjectId: id, note: filled.subject });
          await recordFirstResponse(trx, kind, id, staff.clientId);
          sent.push(record.reference ?? `#${id}`);
        }
        return { sent, noEmail };
      });
      if (outcome.sent.length === 0) throw new HttpError(409, "None of the selected families gave an e-mail address", "records");
      const families = outcome.sent.length === 1 ? "1 family" : `${outcome.sent.length} families`;
      const skipped = outcome.noEmail.length === 0 ? "" : `; no e-mail address for ${outcome.noEmail.join(", ")}`;
      res.json({ message: `E-mail queued for ${families}${skipped}`, data: outcome });
    }),
  );

  return router;
}
