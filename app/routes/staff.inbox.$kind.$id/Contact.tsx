import { Form, Link } from "@remix-run/react";
import { TextareaField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormConstraint, FormFailure } from "~/utils/forms";
import { phoneLabel } from "~/utils/phone";
import { CONTACT_TEXT as T } from "./copy";

/** What the loader gives "Contact the family" (loadContact, ./contact.server.ts). */
export type ContactData = {
  phone: string;
  email: string;
  templates: Array<{ id: string; name: string }>;
  /** The template chosen (`?template=`), filled for this family. */
  chosen: { id: string; name: string; subject: string; body: string } | null;
  constraint: FormConstraint;
};

/**
 * "Contact the family" on a record (README "Staff console": "Templates and contacting a family").
 * A template is chosen with a GET form (the page again, `?template=<id>`); each channel is a POST
 * form that the action records and answers with a redirect to wa.me, tel: or sms:, so a plain
 * form does it without JavaScript, and with it the browser follows that redirect itself
 * (reloadDocument). The reply is an ordinary console form.
 */
export function Contact({ contact, path }: { contact: ContactData; path: string }) {
  const { chosen } = contact;
  const templateId = chosen?.id ?? "";
  return (
    <section aria-labelledby="contact-title" className={`${S.panel} relative`}>
      <h2 id="contact-title" className="text-xl font-bold text-slate-900">
        {T.title}
      </h2>
      <p className="mt-1 text-slate-700">{T.lead}</p>
      <Form method="get" action={path} preventScrollReset className="mt-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-64 flex-col gap-1.5">
          <label htmlFor="contact-template" className={S.label}>
            {T.template}
          </label>
          <select id="contact-template" name="template" defaultValue={templateId} className={S.control}>
            <option value="">{T.noTemplate}</option>
            {contact.templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={S.secondary}>
          {T.useTemplate}
        </button>
        <Link to="/staff/settings/templates" className={`${S.link} self-center`}>
          {T.templatesLink}
        </Link>
      </Form>
      {chosen ? (
        <p className="mt-4 whitespace-pre-line break-words rounded-lg bg-slate-100 p-4 text-slate-800" data-testid="contact-preview">
          {chosen.body}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Channel path={path} intent="whatsapp" label={T.whatsapp} templateId={templateId} primary />
        <Channel path={path} intent="call" label={`${T.call} ${phoneLabel(contact.phone)}`} templateId={templateId} />
        <Channel path={path} intent="sms" label={T.sms} templateId={templateId} />
      </div>
      <h3 id="reply-title" className="mt-8 text-lg font-bold text-slate-900">
        {T.replyTitle}
      </h3>
      {contact.email ? (
        <>
          <p className="mt-1 break-words text-slate-700">{T.replyLead(contact.email)}</p>
          {/* Remounted when another template is chosen: its words in the fields. */}
          <ReplyForm key={templateId} contact={contact} path={templateId ? `${path}?template=${templateId}` : path} />
        </>
      ) : (
        <p className="mt-1 text-slate-700">{T.noEmail}</p>
      )}
    </section>
  );
}

function Channel({
  path,
  intent,
  label,
  templateId,
  primary,
}: {
  path: string;
  intent: string;
  label: string;
  templateId: string;
  primary?: boolean;
}) {
  return (
    <Form method="post" action={path} reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="templateId" value={templateId} />
      <button type="submit" className={primary ? S.primary : S.secondary}>
        {label}
      </button>
    </Form>
  );
}

function ReplyForm({ contact, path }: { contact: ContactData; path: string }) {
  const { failure: answer, rejected } = useFormAnswer();
  // Only the reply's own answer: the page's other forms keep theirs.
  const failure = (answer as (FormFailure & { intent?: string }) | undefined)?.intent === "reply" ? answer : undefined;
  const state = usePublicForm({
    id: "reply-form",
    name: "reply",
    schema: FORM_SCHEMAS.reply,
    constraint: contact.constraint,
    failure,
    defaultValue: contact.chosen ? { subject: contact.chosen.subject, body: contact.chosen.body } : undefined,
  });
  const { fields, invalid } = state;
  return (
    <PublicForm
      state={state}
      name="reply"
      action={path}
      rejected={failure ? rejected : undefined}
      labelledBy={{ "aria-labelledby": "reply-title" }}
      className="mt-4 grid gap-5"
      sending={T.sending}
    >
      <input type="hidden" name="intent" value="reply" />
      <TextField field={fields.subject} label={T.subject} autoComplete="off" autoFocus={invalid === "subject"} />
      <TextareaField field={fields.body} label={T.body} rows={6} autoFocus={invalid === "body"} />
      <div>
        <button type="submit" className={S.primary}>
          {T.send}
        </button>
      </div>
    </PublicForm>
  );
}
