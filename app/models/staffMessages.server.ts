import { z } from "zod";
import { TEMPLATE_KINDS } from "../../shared/message-templates";
import { id, text } from "./list.server";
import { changed, staffGet, staffPost, type StaffCaller } from "./staff.server";

/** `/staff/templates` and a record's `/contact` and `/reply` (README "Staff console": "Templates and contacting a family"). */

const template = z.object({ id, kind: z.enum(TEMPLATE_KINDS), name: z.string(), subject: z.string(), body: z.string() });
export type MessageTemplate = z.infer<typeof template>;

export type TemplateFields = { name: string; subject: string; body: string };

/** GET /staff/templates: the school's three, then its own. */
export function listTemplates(caller: StaffCaller) {
  return staffGet("/staff/templates", caller, z.object({ data: z.array(template) }));
}

/** POST /staff/templates: 400 names the field. */
export function addTemplate(caller: StaffCaller, fields: TemplateFields) {
  return staffPost("/staff/templates", caller, changed, fields);
}

/** POST /staff/templates/:id: another school's is the one 404. */
export function editTemplate(caller: StaffCaller, templateId: number, fields: TemplateFields) {
  return staffPost(`/staff/templates/${templateId}`, caller, changed, fields);
}

/** POST /staff/templates/:id/delete: 409 for the three every school keeps. */
export function deleteTemplate(caller: StaffCaller, templateId: number) {
  return staffPost(`/staff/templates/${templateId}/delete`, caller, changed);
}

/** GET /staff/submissions/:kind/:id/contact: the family's phone and e-mail, every template filled for it. */
export function getContact(caller: StaffCaller, kind: string, recordId: number) {
  return staffGet(
    `/staff/submissions/${kind}/${recordId}/contact`,
    caller,
    z.object({ data: z.object({ phone: text, email: text, templates: z.array(template) }) }),
  );
}

export type ContactChannel = "whatsapp" | "call" | "sms";

/** POST /staff/submissions/:kind/:id/contact: the history line; answers the phone and the filled text. */
export function recordContact(caller: StaffCaller, kind: string, recordId: number, contact: { channel: ContactChannel; templateId: string }) {
  return staffPost(
    `/staff/submissions/${kind}/${recordId}/contact`,
    caller,
    changed.extend({ data: z.object({ phone: z.string(), text: z.string() }) }),
    contact,
  );
}

/** POST /staff/submissions/:kind/:id/reply: queued to the family; 409 names `email` when it gave none. */
export function sendReply(caller: StaffCaller, kind: string, recordId: number, reply: { subject: string; body: string }) {
  return staffPost(`/staff/submissions/${kind}/${recordId}/reply`, caller, changed, reply);
}
