import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { TextareaField } from "~/components/forms/Field";
import { usePublicForm } from "~/components/forms/use-public-form";
import { IntentForm, useRefused } from "~/components/staff/PageForms";
import { Pager } from "~/components/staff/Pager";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { STAFF_TEXT } from "~/content/staff";
import { PAYMENT_FILTERS, PAYMENT_PAGES, PAYMENT_STATUS_LABELS, PAYMENT_TEXT as T, type PaymentFilter } from "~/content/staff-payments";
import { listPayments, type StaffPayment } from "~/models/staffPayments.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { formatRupees } from "~/utils/money";
import { telHref } from "~/utils/phone";
import { readPage, withParams } from "~/utils/staff";
import { formatWhen } from "~/utils/when";

export { action } from "./action.server";

export const meta = pageMeta(PAYMENT_PAGES.payments, { noindex: true });

const PAGE_SIZE = 20;

/** The payments waiting for staff unless another status is asked for (`?status=`). */
const readFilter = (params: URLSearchParams): PaymentFilter => PAYMENT_FILTERS.find((value) => value === params.get("status")) ?? "submitted";

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const status = readFilter(params);
  const page = readPage(params);
  const staff = await requireStaff(request);
  const [list, constraint] = await Promise.all([
    listPayments(staff, status === "all" ? undefined : status, { pageNo: page, pageSize: PAGE_SIZE }),
    formConstraint(FORM_SCHEMAS.paymentReject),
  ]);
  if (!list.ok) return refuse(request, list);
  return json({
    status,
    page,
    pages: Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)),
    count: list.data.count,
    // Worked out here, as the school reads them: the browser gets words, not a formatter.
    rows: list.data.data.map((row) => ({ ...row, amount: formatRupees(row.amountRupees), submitted: formatWhen(row.submittedAt) })),
    constraint,
  });
}

type Row = StaffPayment & { amount: string; submitted: string };

const query = (status: PaymentFilter, page: number) => withParams({ status: status === "submitted" ? "" : status }, { page });

export default function PaymentsPage() {
  const { status, page, pages, count, rows } = useLoaderData<typeof loader>();
  const action = `/staff/payments${query(status, page)}`;
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{PAYMENT_PAGES.payments.title}</h1>
        <p className={S.lead}>{T.lead}</p>
      </div>

      {/* A GET form: the status shown is part of the URL, with or without JavaScript. */}
      <Form method="get" action="/staff/payments" aria-label="Payments shown" className={`${S.panel} flex flex-wrap items-end gap-3`}>
        <div>
          <label htmlFor="payments-status" className={S.label}>
            {T.filterLabel}
          </label>
          <select id="payments-status" name="status" defaultValue={status} key={status} className={`${S.control} mt-1`}>
            {PAYMENT_FILTERS.map((value) => (
              <option key={value} value={value}>
                {T.filters[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={S.primary}>
          {T.filterSubmit}
        </button>
      </Form>

      <p className="text-slate-800" role="status">
        {T.filters[status]}: {T.count(count)}.
      </p>
      {rows.length === 0 ? (
        <p className={`${S.panel} text-slate-800`}>{status === "submitted" ? T.none.submitted : T.none.other}</p>
      ) : (
        <ul className="grid gap-4">
          {rows.map((row) => (
            <li key={row.id}>
              <PaymentCard row={row} action={action} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        pages={pages}
        hrefFor={(to) => `/staff/payments${query(status, to)}`}
        copy={{ label: T.pages, previous: STAFF_TEXT.previous, next: STAFF_TEXT.next, page: STAFF_TEXT.page }}
      />
    </div>
  );
}

function PaymentCard({ row, action }: { row: Row; action: string }) {
  const titleId = `payment-${row.id}-title`;
  const what = `${row.amount} for ${row.childName}, UTR ${row.utr}`;
  return (
    <article id={`payment-${row.id}`} aria-labelledby={titleId} className={S.panel}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {row.childName} · {row.amount}
        </h2>
        <StatusBadge status={row.status} label={PAYMENT_STATUS_LABELS[row.status]} />
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-900">{T.labels.reference}</dt>
        <dd>
          <Link to={`/staff/inbox/enrollment/${row.enrollmentId}`} className={S.link}>
            {row.reference}
            <span className="sr-only"> ({row.childName})</span>
          </Link>
        </dd>
        <dt className="font-semibold text-slate-900">{T.labels.parent}</dt>
        <dd className="text-slate-800">
          {row.parentName} ·{" "}
          <a href={telHref(row.parentMobile)} className={S.link}>
            {row.parentMobile}
          </a>
        </dd>
        <dt className="font-semibold text-slate-900">{T.labels.class}</dt>
        <dd className="text-slate-800">{[row.className, row.yearLabel].filter(Boolean).join(" ") || STAFF_TEXT.none}</dd>
        <dt className="font-semibold text-slate-900">{T.labels.amount}</dt>
        <dd className="text-slate-800">{row.amount}</dd>
        <dt className="font-semibold text-slate-900">{T.labels.utr}</dt>
        <dd className="font-mono text-lg tracking-wider text-slate-900">{row.utr}</dd>
        <dt className="font-semibold text-slate-900">{T.labels.submitted}</dt>
        <dd className="text-slate-800">{row.submitted}</dd>
        {row.status === "confirmed" ? (
          <>
            <dt className="font-semibold text-slate-900">{T.labels.receipt}</dt>
            <dd className="text-slate-800">{row.receiptNumber}</dd>
            <dt className="font-semibold text-slate-900">{T.labels.confirmedBy}</dt>
            <dd className="text-slate-800">{row.confirmedByName || STAFF_TEXT.none}</dd>
          </>
        ) : null}
        {row.status === "rejected" ? (
          <>
            <dt className="font-semibold text-slate-900">{T.labels.reason}</dt>
            <dd className="whitespace-pre-line break-words text-slate-800">{row.reason}</dd>
          </>
        ) : null}
      </dl>
      {row.status === "submitted" ? (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="id" value={row.id} />
            <button type="submit" className={S.primary}>
              {T.confirm}
              <span className="sr-only"> {what}</span>
            </button>
          </Form>
          <RejectForm row={row} what={what} action={action} />
        </div>
      ) : null}
    </article>
  );
}

/** The reason is required (it is mailed); a refusal reopens the form with its errors and the words typed. */
function RejectForm({ row, what, action }: { row: Row; what: string; action: string }) {
  const { constraint } = useLoaderData<typeof loader>();
  const key = `payment-${row.id}`;
  const { failure, rejected, mine } = useRefused(key);
  const state = usePublicForm({ id: `reject-${row.id}`, name: `reject-${row.id}`, schema: FORM_SCHEMAS.paymentReject, constraint, failure });
  const { fields, invalid } = state;
  return (
    <details open={mine || undefined} className="grow">
      <summary className={S.secondary}>
        {T.rejectOpen}
        <span className="sr-only"> {what}</span>
      </summary>
      <div className="relative mt-3">
        <IntentForm
          action={action}
          intent="reject"
          state={state}
          name={`reject-${row.id}`}
          rejected={rejected}
          labelledBy={{ "aria-label": `Reject ${what}` }}
          className="grid gap-4"
          sending={STAFF_TEXT.sending}
          submit={T.rejectSubmit}
          submitClassName=""
        >
          <input type="hidden" name="id" value={row.id} />
          <TextareaField field={fields.reason} label={T.rejectLabel} hint={T.rejectHint} rows={2} autoFocus={invalid === "reason"} />
        </IntentForm>
      </div>
    </details>
  );
}
