import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pager } from "~/components/staff/Pager";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { ColumnHeads } from "~/components/staff/ColumnHeads";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { InboxCards } from "~/components/staff/InboxCards";
import { KIND_LABELS, STAFF_PAGES, STAFF_TEXT, STATUS_LABELS, VIEW_LABELS } from "~/content/staff";
import { INBOX_BULK as BULK } from "~/content/staff-inbox";
import { listTemplates } from "~/models/staffMessages.server";
import { listSubmissions, prefersLanguage } from "~/models/staffSubmissions.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { pageMeta } from "~/utils/meta";
import { APPLICATION_STAGES, INBOX_VIEWS, readInboxFilters, readPage, RECORD_KINDS, SUBMISSION_STATUSES, withParams } from "~/utils/staff";
import { VISIT_STATUSES } from "~/utils/visits";
import { telHref } from "~/utils/phone";
import { formatWhen } from "~/utils/when";
import { ScrollPanel } from "~/components/staff/ScrollPanel";

export { action } from "./action.server";

export const meta = pageMeta(STAFF_PAGES.inbox, { noindex: true });

const PAGE_SIZE = 25;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readInboxFilters(params);
  const page = readPage(params);
  const staff = await requireStaff(request);
  const [list, templates] = await Promise.all([listSubmissions(staff, filters, { pageNo: page, pageSize: PAGE_SIZE }), listTemplates(staff)]);
  if (!list.ok) return refuse(request, list);
  const { data, count } = list.data;
  return json({
    filters,
    // The bulk actions' template choice; without the list the e-mail action is not offered.
    templates: templates.ok ? templates.data.data.map(({ id, name }) => ({ value: String(id), label: name })) : [],
    page,
    pages: Math.max(1, Math.ceil(count / PAGE_SIZE)),
    count,
    rows: data.map((row) => ({ ...row, received: formatWhen(row.createdAt), prefers: prefersLanguage(row.language) })),
  });
}

export default function Inbox() {
  const { filters, templates, page, pages, count, rows } = useLoaderData<typeof loader>();
  const filtered = filters.kind !== "all" || filters.status !== "" || filters.view !== "" || filters.q !== "";
  const caption = filtered ? "Matching submissions, newest first" : "Submissions, newest first";
  const exportHref = `/staff/inbox/export${withParams(filters, {})}`;
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.inbox.title}</h1>
        <p className={S.lead}>
          Enrollments, enquiries and booked visits, newest first. Open one to follow the family up, change its status or add a note.
        </p>
      </div>

      {/* A GET form: filters and search are part of the URL, with or without JavaScript. */}
      <Form
        method="get"
        action="/staff/inbox"
        role="search"
        aria-label="Filter the inbox"
        className={`${S.panel} grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] lg:items-start`}
      >
        <div>
          <label htmlFor="inbox-kind" className={S.label}>
            Kind
          </label>
          <select id="inbox-kind" name="kind" defaultValue={filters.kind} className={`${S.control} mt-1`}>
            <option value="all">All kinds</option>
            {RECORD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-status" className={S.label}>
            Status
          </label>
          <select id="inbox-status" name="status" defaultValue={filters.status} className={`${S.control} mt-1`}>
            <option value="">Any status</option>
            <optgroup label="Enrollments">
              {APPLICATION_STAGES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </optgroup>
            <optgroup label="Enquiries">
              {SUBMISSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </optgroup>
            <optgroup label="Visits">
              {VISIT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
        <div>
          <label htmlFor="inbox-view" className={S.label}>
            View
          </label>
          <select id="inbox-view" name="view" defaultValue={filters.view} className={`${S.control} mt-1`}>
            <option value="">Everything</option>
            {INBOX_VIEWS.map((view) => (
              <option key={view} value={view}>
                {VIEW_LABELS[view]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-q" className={S.label}>
            Search by reference, name, phone or e-mail
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            aria-describedby="inbox-q-hint"
            className={`${S.control} mt-1`}
          />
          <p id="inbox-q-hint" className="mt-1 text-sm text-slate-700">
            A reference as the parent reads it out (LOT-FK7DH or lotfk7dh), a child&apos;s or parent&apos;s name, a phone number or an e-mail.
          </p>
        </div>
        <div className="flex flex-wrap gap-3 lg:pt-7">
          <button type="submit" className={S.primary}>
            Show
          </button>
          {filtered ? (
            <Link to="/staff/inbox" className={S.secondary}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-slate-800" role="status">
          {count === 1 ? "1 submission" : `${count} submissions`}
          {filtered ? " match" : ""}.
        </p>
        {/* A download, not a page: the browser fetches it itself (reloadDocument). */}
        <Link to={exportHref} reloadDocument download className={S.secondary}>
          Export CSV
        </Link>
      </div>

      {rows.length > 0 ? (
        // One plain form around the list (README "Staff console": "Bulk actions"): the boxes checked
        // and the button pressed, with or without JavaScript; a full page load, so an export downloads.
        <Form method="post" action="/staff/inbox?index" reloadDocument className="space-y-6">
          <input type="hidden" name="back" value={`/staff/inbox${withParams(filters, { page })}`} />
          <BulkBar templates={templates} />
          {/* A phone gets cards, a wider screen the table (README "Staff console"). */}
          <InboxCards
            rows={rows}
            label={caption}
            copy={{ kinds: KIND_LABELS, statuses: STATUS_LABELS, none: STAFF_TEXT.none, select: BULK.select }}
          />
          <div className="hidden sm:block">
            <ScrollPanel labelledBy="inbox-table-title">
              <table className={S.table}>
                <caption id="inbox-table-title" className={S.caption}>
                  {caption}
                </caption>
                <ColumnHeads
                  names={[
                    <span key="select" className="sr-only">
                      {BULK.selectColumn}
                    </span>,
                    "Reference",
                    "Received",
                    "Kind",
                    "Child",
                    "Parent",
                    "Phone",
                    "Status",
                    "Follow up on",
                  ]}
                />
                <tbody>
                  {rows.map((row) => (
                    <tr key={`${row.kind}-${row.id}`}>
                      <td className={S.td}>
                        <input
                          type="checkbox"
                          name="record"
                          value={`${row.kind}:${row.id}`}
                          aria-label={`${BULK.select} ${row.reference || `#${row.id}`}`}
                          className="h-5 w-5"
                        />
                      </td>
                      <th scope="row" className={S.td}>
                        <Link to={`/staff/inbox/${row.kind}/${row.id}`} className={S.link}>
                          {row.reference || `#${row.id}`}
                        </Link>
                      </th>
                      <td className={`${S.td} whitespace-nowrap`}>{row.received}</td>
                      <td className={S.td}>{KIND_LABELS[row.kind]}</td>
                      <td className={S.td}>{row.childName || STAFF_TEXT.none}</td>
                      <td className={S.td}>
                        {row.parentName}
                        {row.prefers ? <span className="block text-sm text-slate-700">{row.prefers}</span> : null}
                      </td>
                      <td className={`${S.td} whitespace-nowrap`}>
                        <a href={telHref(row.phone)} className={S.link}>
                          {row.phone}
                        </a>
                      </td>
                      <td className={S.td}>
                        <StatusBadge status={row.status} label={STATUS_LABELS[row.status]} />
                      </td>
                      <td className={`${S.td} whitespace-nowrap`}>{row.followUpOn || STAFF_TEXT.none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollPanel>
          </div>
        </Form>
      ) : (
        <p className={`${S.panel} text-slate-800`}>{filtered ? "Nothing matches these filters." : "No enrollments, enquiries or visits yet."}</p>
      )}

      <Pager
        page={page}
        pages={pages}
        hrefFor={(to) => `/staff/inbox${withParams(filters, { page: to })}`}
        copy={{ label: "Inbox pages", previous: STAFF_TEXT.previous, next: STAFF_TEXT.next, page: STAFF_TEXT.page }}
      />
    </div>
  );
}

/** The bulk actions above the list: a template e-mail to the selected families, a stage, or their CSV. */
function BulkBar({ templates }: { templates: { value: string; label: string }[] }) {
  return (
    <fieldset className={`${S.panel} grid gap-4 md:grid-cols-[minmax(0,2fr)_auto] md:items-end`}>
      <legend className="px-1 font-bold text-slate-900">{BULK.legend}</legend>
      {templates.length > 0 ? (
        <>
          <div>
            <label htmlFor="bulk-template" className={S.label}>
              {BULK.template}
            </label>
            <select id="bulk-template" name="templateId" defaultValue="" aria-describedby="bulk-template-hint" className={`${S.control} mt-1`}>
              <option value="">{BULK.templatePlaceholder}</option>
              {templates.map((template) => (
                <option key={template.value} value={template.value}>
                  {template.label}
                </option>
              ))}
            </select>
            <p id="bulk-template-hint" className="mt-1 text-sm text-slate-700">
              {BULK.hint}
            </p>
          </div>
          <button type="submit" name="intent" value="email" className={S.primary}>
            {BULK.send}
          </button>
        </>
      ) : null}
      <div>
        <label htmlFor="bulk-stage" className={S.label}>
          {BULK.stage}
        </label>
        <select id="bulk-stage" name="status" defaultValue="" aria-describedby="bulk-stage-hint" className={`${S.control} mt-1`}>
          <option value="">{BULK.stagePlaceholder}</option>
          {APPLICATION_STAGES.filter((stage) => stage !== "offered").map((stage) => (
            <option key={stage} value={stage}>
              {STATUS_LABELS[stage]}
            </option>
          ))}
        </select>
        <p id="bulk-stage-hint" className="mt-1 text-sm text-slate-700">
          {BULK.stageHint}
        </p>
      </div>
      <button type="submit" name="intent" value="stage" className={S.primary}>
        {BULK.move}
      </button>
      <button type="submit" formAction="/staff/inbox/export" className={S.secondary}>
        {BULK.export}
      </button>
    </fieldset>
  );
}
