import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TextareaField, TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { Pager } from "~/components/staff/Pager";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { MODERATION_LABELS, STAFF_PAGES, STAFF_TEXT } from "~/content/staff";
import { listModeration, type ModeratedTestimonial } from "~/models/staffTestimonials.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { telHref } from "~/utils/phone";
import { MODERATION_STATUSES, readModerationFilter, readPage, withParams } from "~/utils/staff";
import { formatWhen } from "~/utils/when";

export { action } from "./action.server";

export const meta = pageMeta(STAFF_PAGES.testimonials, { noindex: true });

const PAGE_SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const status = readModerationFilter(params);
  const page = readPage(params);
  const staff = await requireStaff(request);
  const list = await listModeration(staff, status, { pageNo: page, pageSize: PAGE_SIZE });
  if (!list.ok) return refuse(request, list);
  return json({
    status,
    page,
    pages: Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)),
    count: list.data.count,
    rows: list.data.data.map((row) => ({ ...row, submitted: formatWhen(row.createdAt) })),
    constraint: await formConstraint(FORM_SCHEMAS.testimonialEdit),
  });
}

export default function Testimonials() {
  const { status, page, pages, count, rows } = useLoaderData<typeof loader>();
  const query = withParams({ status: status === "pending" ? "" : status, page }, {});
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.testimonials.title}</h1>
        <p className={S.lead}>
          A parent&apos;s testimonial shows on the Parent Testimonials page once it is approved. Fix a typo before approving it.
        </p>
      </div>
      <nav aria-label="Testimonials by status">
        <ul className="flex flex-wrap gap-2">
          {MODERATION_STATUSES.map((tab) => (
            <li key={tab}>
              <Link
                to={`/staff/testimonials${tab === "pending" ? "" : `?status=${tab}`}`}
                aria-current={tab === status ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full px-4 py-2 font-semibold ring-1 ring-slate-300 ${
                  tab === status ? "bg-brand text-white" : "bg-white text-slate-900 hover:bg-slate-100"
                }`}
              >
                {MODERATION_LABELS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-slate-800">{count === 1 ? "1 testimonial" : `${count} testimonials`}.</p>
      {rows.length === 0 ? (
        <p className={`${S.panel} text-slate-800`}>{status === "pending" ? "No testimonial waits for approval." : "No testimonials here."}</p>
      ) : (
        <ul className="grid gap-4">
          {rows.map((row) => (
            <li key={row.id}>
              <TestimonialCard row={row} action={`/staff/testimonials${query}`} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(to) => `/staff/testimonials${withParams({ status: status === "pending" ? "" : status }, { page: to })}`}
        copy={{ label: "Testimonial pages", previous: STAFF_TEXT.previous, next: STAFF_TEXT.next, page: STAFF_TEXT.page }}
      />
    </div>
  );
}

function TestimonialCard({ row, action }: { row: ModeratedTestimonial & { submitted: string }; action: string }) {
  const titleId = `testimonial-${row.id}`;
  const button = (intent: "approve" | "reject", label: string, className: string) => (
    <Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={row.id} />
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
  return (
    <article aria-labelledby={titleId} className={S.panel}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {row.title}
        </h2>
        <StatusBadge status={row.status} label={MODERATION_LABELS[row.status]} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Mobile{" "}
        <a href={telHref(row.mobile)} className={S.link}>
          {row.mobile}
        </a>{" "}
        · sent {row.submitted}
      </p>
      <p className="mt-3 whitespace-pre-line break-words text-slate-900">{row.description}</p>
      <div className="mt-4 flex flex-wrap items-start gap-3">
        {row.status !== "approved" ? button("approve", "Approve", S.primary) : null}
        {row.status !== "rejected" ? button("reject", "Reject", S.secondary) : null}
        <EditForm row={row} action={action} />
        <details className="group">
          <summary className={S.secondary}>Delete…</summary>
          <div className="mt-3 rounded-lg bg-red-50 p-4">
            <p className="text-red-900">Delete this testimonial for good? It cannot be undone.</p>
            <Form method="post" action={action} className="mt-3">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={row.id} />
              <button type="submit" className={S.danger}>
                Delete for good
              </button>
            </Form>
          </div>
        </details>
      </div>
    </article>
  );
}

function EditForm({ row, action }: { row: ModeratedTestimonial; action: string }) {
  const answer = useActionData<{ editing?: string }>();
  const { failure, rejected } = useFormAnswer();
  const mine = answer?.editing === String(row.id);
  const { constraint } = useLoaderData<typeof loader>();
  const state = usePublicForm({
    id: `edit-${row.id}`,
    name: `edit-${row.id}`,
    schema: FORM_SCHEMAS.testimonialEdit,
    constraint,
    failure: mine ? failure : undefined,
    defaultValue: { title: row.title, description: row.description },
  });
  const { fields, invalid } = state;
  return (
    <details open={mine || undefined} className="w-full sm:w-auto">
      <summary className={S.secondary}>Edit…</summary>
      <div className="relative mt-3">
        <PublicForm
          state={state}
          name={`edit-${row.id}`}
          action={action}
          rejected={mine ? rejected : undefined}
          labelledBy={{ "aria-label": `Edit the testimonial of ${row.title}` }}
          className="grid gap-4"
          sending={STAFF_TEXT.sending}
        >
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id" value={row.id} />
          <TextField field={fields.title} label="Name" autoFocus={invalid === "title"} />
          <TextareaField field={fields.description} label="Testimonial" rows={4} autoFocus={invalid === "description"} />
          <div>
            <button type="submit" className={S.primary}>
              Save changes
            </button>
          </div>
        </PublicForm>
      </div>
    </details>
  );
}
