import { redirect } from "@remix-run/node";
import { getContact, recordContact, sendReply } from "~/models/staffMessages.server";
import { PRIVATE_HEADERS, readStaffForm, refuse, replyInvalid, replyRefused, type StaffContext } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { contactSchema, replySchema } from "~/utils/message-schemas";
import { smsHref, telHref, whatsAppHref } from "~/utils/phone";
import { redirectWithSuccess } from "~/utils/toast.server";
import type { ContactData } from "./Contact";

type Target = { kind: string; id: number };

/** "Contact the family"'s data: the family's phone and e-mail, the templates, the one chosen (`?template=`) filled for it. */
export async function loadContact(staff: StaffContext, target: Target, request: Request): Promise<ContactData> {
  const found = await getContact(staff, target.kind, target.id);
  if (!found.ok) return refuse(request, found);
  const { phone, email, templates } = found.data.data;
  const wanted = new URL(request.url).searchParams.get("template");
  const chosen = templates.find((template) => String(template.id) === wanted);
  return {
    phone,
    email,
    templates: templates.map((template) => ({ id: String(template.id), name: template.name })),
    chosen: chosen ? { id: String(chosen.id), name: chosen.name, subject: chosen.subject, body: chosen.body } : null,
    constraint: await formConstraint(FORM_SCHEMAS.reply),
  };
}

const CONTACT_INTENTS = ["whatsapp", "call", "sms", "reply"];

/**
 * The record's action for "Contact the family" (intent whatsapp, call, sms or reply), or null for
 * the page's other forms. A channel is recorded in the history first (README "Staff console"), then
 * the browser goes on to WhatsApp, the phone or the SMS app with the school's filled text (303).
 */
export async function contactAction(request: Request, staff: StaffContext, target: Target, path: string): Promise<Response | null> {
  // Read from a copy: the page's other forms read the request themselves.
  const peek = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = String(peek?.get("intent") ?? "");
  if (!CONTACT_INTENTS.includes(intent)) return null;

  if (intent === "reply") {
    const { submission } = await readStaffForm(request, replySchema);
    if (submission.status !== "success") return replyInvalid(submission.reply(), { intent, form: intent });
    const sent = await sendReply(staff, target.kind, target.id, submission.value);
    if (!sent.ok) return replyRefused(request, submission, sent, Object.keys(replySchema.shape), { intent, form: intent });
    return redirectWithSuccess(path, sent.data.message || "E-mail queued", { headers: PRIVATE_HEADERS });
  }

  const { submission } = await readStaffForm(request, contactSchema);
  if (submission.status !== "success") throw new Response("Bad Request", { status: 400, headers: PRIVATE_HEADERS });
  const { intent: channel, templateId } = submission.value;
  const recorded = await recordContact(staff, target.kind, target.id, { channel, templateId });
  if (!recorded.ok) return refuse(request, recorded);
  const { phone, text } = recorded.data.data;
  const url = channel === "whatsapp" ? whatsAppHref(phone, text) : channel === "sms" ? smsHref(phone, text) : telHref(phone);
  return redirect(url, { status: 303, headers: PRIVATE_HEADERS });
}
