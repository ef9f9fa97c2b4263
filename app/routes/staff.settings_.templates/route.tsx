import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { TextareaField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { STAFF_TEXT } from "~/content/staff";
import { listTemplates, type MessageTemplate } from "~/models/staffMessages.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import type { FormFailure } from "~/utils/forms";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { fillTemplate } from "../../../shared/message-templates";
import { EXAMPLE_FAMILY, TEMPLATES_PAGE, TEMPLATES_TEXT as T } from "./copy";

export { action } from "./action.server";

export const meta = pageMeta(TEMPLATES_PAGE, { noindex: true });

const PAGE = "/staff/settings/templates";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const templates = await listTemplates(staff);
  if (!templates.ok) return refuse(request, templates);
  const editing = new URL(request.url).searchParams.get("edit") ?? "";
  return json({
    templates: templates.data.data.map((template) => ({
      ...template,
      id: String(template.id),
      // The same filling a family's record gets, with an example family (README "Staff console").
      preview: fillTemplate(template, EXAMPLE_FAMILY, staff.client),
    })),
    editing,
    constraint: await formConstraint(FORM_SCHEMAS.template),
  });
}

export default function TemplatesPage() {
  const { templates, editing } = useLoaderData<typeof loader>();
  return (
    <div className="mt-8 space-y-6">
      <div>
        <p>
          <Link to="/staff/settings" className={S.link}>
            {T.back}
          </Link>
        </p>
        <h1 className={`${S.h1} mt-4`}>{TEMPLATES_PAGE.title}</h1>
        <p className={S.lead}>{T.lead}</p>
      </div>
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} editing={editing === template.id} />
      ))}
      <section aria-labelledby="add-title" className={`${S.panel} relative`}>
        <h2 id="add-title" className="text-xl font-bold text-slate-900">
          {T.add}
        </h2>
        <TemplateForm intent="add" labelledBy="add-title" />
      </section>
    </div>
  );
}

type Template = Omit<MessageTemplate, "id"> & { id: string; preview: { subject: string; body: string } };

function TemplateCard({ template, editing }: { template: Template; editing: boolean }) {
  const titleId = `template-${template.id}-title`;
  return (
    <section id={`template-${template.id}`} aria-labelledby={titleId} className={`${S.panel} relative`}>
      <h2 id={titleId} className="text-xl font-bold text-slate-900">
        {template.name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{template.kind === "free" ? T.own : T.builtIn}</p>
      {editing ? (
        <TemplateForm intent="edit" labelledBy={titleId} template={template} />
      ) : (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-semibold text-slate-900">{T.subject}</dt>
            <dd className="break-words text-slate-800">{template.subject}</dd>
            <dt className="font-semibold text-slate-900">{T.body}</dt>
            <dd className="whitespace-pre-line break-words text-slate-800">{template.body}</dd>
          </dl>
          <div className="mt-4 rounded-lg bg-slate-100 p-4">
            <h3 className="font-semibold text-slate-900">{T.previewTitle}</h3>
            <p className="mt-2 font-semibold text-slate-900" data-testid="preview-subject">
              {template.preview.subject}
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800" data-testid="preview-body">
              {template.preview.body}
            </p>
          </div>
          <div className="mt-4 flex flex-wrap items-start gap-3">
            <Link to={`${PAGE}?edit=${template.id}#template-${template.id}`} className={S.secondary} preventScrollReset>
              {T.edit}
              <span className="sr-only"> {template.name}</span>
            </Link>
            {template.kind === "free" ? (
              <details>
                <summary className={S.secondary}>
                  {T.delete}
                  <span className="sr-only"> {template.name}</span>
                </summary>
                <Form method="post" action={PAGE} className="mt-2">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={template.id} />
                  <button type="submit" className={S.danger}>
                    {T.deleteConfirm(template.name)}
                  </button>
                </Form>
              </details>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

function TemplateForm({ intent, labelledBy, template }: { intent: "add" | "edit"; labelledBy: string; template?: Template }) {
  const { constraint } = useLoaderData<typeof loader>();
  const { failure: answer, rejected } = useFormAnswer();
  // Only this form's own answer: the page's other form keeps its fields as they were.
  const failure = (answer as (FormFailure & { intent?: string }) | undefined)?.intent === intent ? answer : undefined;
  const state = usePublicForm({
    id: `template-form-${template?.id ?? "new"}`,
    name: `template-${intent}`,
    schema: FORM_SCHEMAS.template,
    constraint,
    failure,
    defaultValue: template ? { name: template.name, subject: template.subject, body: template.body } : undefined,
  });
  const { fields, invalid } = state;
  const action = template ? `${PAGE}?edit=${template.id}` : PAGE;
  return (
    <PublicForm
      state={state}
      name={`template-${intent}`}
      action={action}
      rejected={failure ? rejected : undefined}
      labelledBy={{ "aria-labelledby": labelledBy }}
      className="mt-4 grid gap-5"
      sending={STAFF_TEXT.sending}
    >
      <input type="hidden" name="intent" value={intent} />
      {template ? <input type="hidden" name="id" value={template.id} /> : null}
      <TextField field={fields.name} label="Name" autoComplete="off" autoFocus={invalid === "name"} />
      <TextField field={fields.subject} label={T.subject} autoComplete="off" autoFocus={invalid === "subject"} />
      <TextareaField field={fields.body} label={T.body} rows={5} autoFocus={invalid === "body"} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={S.primary}>
          {intent === "add" ? T.addButton : T.save}
        </button>
        {template ? (
          <Link to={PAGE} className={S.secondary}>
            {T.cancel}
          </Link>
        ) : null}
      </div>
    </PublicForm>
  );
}
