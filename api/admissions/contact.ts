import { Router } from "express";
import { DateTime } from "luxon";
import { z } from "zod";
import { fillTemplate } from "../../shared/message-templates.js";
import { audit } from "../audit.js";
import type { Db } from "../db.js";
import { text } from "../fields.js";
import { HttpError, parseOr400, readParams } from "../http.js";
import { idParam, staffRoute } from "../staff/access.js";
import { queueFamilyMail } from "./family-mail.js";
import { type FamilyRecordKind, recordFirstResponse } from "./first-response.js";
import { findTemplate, schoolTemplates } from "./templates.js";

// Answering a family from its record (README "Staff console": "Templates and contacting a
// family"): a WhatsApp, call or SMS link opened, or an e-mail reply sent through the outbox. Each is
// a line of the record's history (auditLog: who, when, the channel; the template's name or the
// mail's subject as its note) and may be the record's first response.

const kindAndId = idParam.extend({
  kind: z.enum(["enrollment", "enquiry", "visit"], {
    errorMap: () => ({ message: "kind must be enrollment, enquiry or visit" }),
  }),
});

/** A visit's time as a parent reads it, in the school's own calendar: "Tuesday 2 December at 10:30 AM". */
function visitWords(visit: { date: string; startTime: string }): string {
  return DateTime.fromISO(`${visit.date}T${visit.startTime}`, { zone: "utc", locale: "en-US" }).toFormat(
    "cccc d LLLL 'at' h:mm a",
  );
}

/** What the templates and the links need of a family record, or the 404 a missing one (or another school's) gets. */
export async function findRecord(db: Db, kind: FamilyRecordKind, id: number, clientId: number) {
  if (kind === "visit") {
    const visit = await db
      .selectFrom("visits")
      .select(["reference", "parentName", "childName", "parentMobile as phone", "email", "date", "startTime"])
      .where("id", "=", id)
      .where("clientId", "=", clientId)
      .executeTakeFirst();
    if (!visit) throw new HttpError(404, "No such visit");
    return { ...visit, visit: visitWords(visit) };
  }
  const row =
    kind === "enrollment"
      ? await db
          .selectFrom("enrollments")
          .select(["reference", "parentName", "childName", "parentContact as phone", "email"])
          .where("id", "=", id)
          .where("clientId", "=", clientId)
          .executeTakeFirst()
      : await db
          .selectFrom("enquiries")
          .select(["reference", "parentName", "childName", "parentMobile as phone", "email"])
          .where("id", "=", id)
          .where("clientId", "=", clientId)
          .executeTakeFirst();
  if (!row) throw new HttpError(404, `No such ${kind}`);
  // An enrollment's or enquiry's {visit} is the family's next booked visit (the same mobile at this
  // school: DESIGN.md "Admissions"), if it has one.
  const next = await db
    .selectFrom("visits")
    .select(["date", "startTime"])
    .where("clientId", "=", clientId)
    .where("parentMobile", "=", row.phone)
    .where("status", "=", "booked")
    .where("startsAt", ">=", new Date().toISOString())
    .orderBy("startsAt")
    .limit(1)
    .executeTakeFirst();
  return { ...row, visit: next ? visitWords(next) : undefined };
}

export async function schoolOf(db: Db, clientId: number) {
  return db.selectFrom("clients").selectAll().where("id", "=", clientId).executeTakeFirstOrThrow();
}

const CHANNEL_NAMES = { whatsapp: "WhatsApp", call: "Call", sms: "SMS" } as const;

const contactInput = z.object({
  channel: z.enum(["whatsapp", "call", "sms"], { errorMap: () => ({ message: "channel must be whatsapp, call or sms" }) }),
  // "" (a select's "no template") or absent: the link opens with no text.
  templateId: z
    .string()
    .regex(/^([1-9]\d{0,8})?$/, "templateId must be a positive whole number")
    .optional()
    .transform((value) => (value ? Number(value) : null)),
});

const replyInput = z.object({
  subject: text("Subject", { max: 200, required: "Subject is required", allowMarkup: true }),
  body: text("Message", { max: 5000, required: "Message is required", allowMarkup: true, multiline: true }),
});

export function contactRouter(db: Db): Router {
  const router = Router();

  // The record's contact details and every template filled for it: the console's "Contact the family".
  router.get(
    "/staff/submissions/:kind/:id/contact",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { kind, id } = parseOr400(kindAndId, req.params);
      const [record, school, templates] = await Promise.all([
        findRecord(db, kind, id, staff.clientId),
        schoolOf(db, staff.clientId),
        schoolTemplates(db, staff.clientId),
      ]);
      res.json({
        data: {
          phone: record.phone,
          email: record.email,
          templates: templates.map((template) => ({
            id: template.id,
            kind: template.kind,
            name: template.name,
            ...fillTemplate(template, record, school),
          })),
        },
      });
    }),
  );

  // A WhatsApp, call or SMS link the staff member is about to open: recorded first, then the site
  // sends the browser to it with the filled text.
  router.post(
    "/staff/submissions/:kind/:id/contact",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { kind, id } = parseOr400(kindAndId, req.params);
      const input = parseOr400(contactInput, readParams(req));
      const answer = await db.transaction().execute(async (trx) => {
        const record = await findRecord(trx, kind, id, staff.clientId);
        const template = input.templateId === null ? null : await findTemplate(trx, input.templateId, staff.clientId);
        const filled = template ? fillTemplate(template, record, await schoolOf(trx, staff.clientId)) : null;
        await audit(trx, staff, { action: input.channel, subjectKind: kind, subjectId: id, note: template?.name ?? "" });
        await recordFirstResponse(trx, kind, id, staff.clientId);
        return { channel: input.channel, phone: record.phone, text: filled?.body ?? "" };
      });
      res.json({ message: `${CHANNEL_NAMES[answer.channel]}: noted in the history`, data: answer });
    }),
  );

  // An e-mail reply to the family, through the outbox (a mail outage delays it, never loses it).
  router.post(
    "/staff/submissions/:kind/:id/reply",
    staffRoute(db, "staff", async (req, res, staff) => {
      const { kind, id } = parseOr400(kindAndId, req.params);
      const input = parseOr400(replyInput, readParams(req));
      await db.transaction().execute(async (trx) => {
        const record = await findRecord(trx, kind, id, staff.clientId);
        const queued = await queueFamilyMail(trx, await schoolOf(trx, staff.clientId), {
          to: record.email,
          subject: input.subject,
          paragraphs: input.body.split(/\n\s*\n/),
          source: { kind, id },
        });
        if (queued === null) throw new HttpError(409, "This family gave no e-mail address", "email");
        await audit(trx, staff, { action: "email", subjectKind: kind, subjectId: id, note: input.subject });
        await recordFirstResponse(trx, kind, id, staff.clientId);
      });
      res.json({ message: "E-mail queued: it is on its way to the family" });
    }),
  );

  return router;
}
