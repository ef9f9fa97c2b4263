import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { SelectField, TextareaField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { ColumnHeads } from "~/components/staff/ColumnHeads";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_TEXT } from "~/content/forms";
import { PROGRAM_NAMES } from "~/content/programs";
import { readProgram } from "~/utils/enrollment-values";
import { KIND_LABELS, STAFF_PAGES, STAFF_TEXT, STATUS_LABELS } from "~/content/staff";
import { getSubmission, type HistoryRow, type Submission } from "~/models/staffSubmissions.server";
import { notFound, refuse, requireStaff } from "~/services/staff.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { telHref } from "~/utils/phone";
import { SUBMISSION_STATUSES, type SubmissionStatus } from "~/utils/staff";
import { formatWhen } from "~/utils/when";
import { Contact } from "./Contact";
import { loadContact } from "./contact.server";
import { readSubmissionParams, submissionPath } from "./params";
import { ScrollPanel } from "~/components/staff/ScrollPanel";

export { action } from "./action.server";

export const meta = pageMeta(STAFF_PAGES.submission, { noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const target = readSubmissionParams(params);
  if (!target) throw notFound();
  const staff = await requireStaff(request);
  const found = await getSubmission(staff, target.kind, target.id);
  // Another school's row is the same 404 as a missing one.
  if (!found.ok) return refuse(request, found);
  const { submission, nextStatuses, history } = found.data.data;
  const contact = await loadContact(staff, target, request);
  return json({
    contact,
    submission: { ...submission, received: formatWhen(submission.createdAt) },
    nextStatuses,
    history: history.map((row) => ({ ...row, when: formatWhen(row.createdAt) })),
    constraint: await formConstraint(FORM_SCHEMAS.statusChange),
  });
}

export default function SubmissionPage() {
  const { submission, nextStatuses, history, contact } = useLoaderData<typeof loader>();
  const kind = KIND_LABELS[submission.kind];
  return (
    <div className="mt-8 space-y-8">
      <div>
        <p>
          <Link to="/staff/inbox" className={S.link}>
            Back to the inbox
          </Link>
        </p>
        <h1 className={`${S.h1} mt-4`}>
          {kind} {submission.reference}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-800">
          <StatusBadge status={submission.status} label={STATUS_LABELS[submission.status]} />
          <span>Received {submission.received}</span>
        </p>
      </div>

      <section aria-labelledby="submission-details" className={S.panel}>
        <h2 id="submission-details" className="text-xl font-bold text-slate-900">
          Details
        </h2>
        <Details submission={submission} />
      </section>

      <section aria-labelledby="status-title" className={`${S.panel} relative`}>
        <h2 id="status-title" className="text-xl font-bold text-slate-900">
          Status and note
        </h2>
        <p className="mt-1 text-slate-700">The note is private: only the school&apos;s staff see it, in the history below.</p>
        {/* Remounted after each change: an empty form with the new choices. */}
        <StatusForm
          key={`${submission.status}-${history.length}`}
          current={submission.status}
          next={nextStatuses}
          path={submissionPath(submission)}
        />
      </section>

      <Contact contact={contact} path={submissionPath(submission)} />

      <History rows={history} />
    </div>
  );
}

function StatusForm({ current, next, path }: { current: SubmissionStatus; next: SubmissionStatus[]; path: string }) {
  const { constraint } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const state = usePublicForm({ id: "status-form", name: "status", schema: FORM_SCHEMAS.statusChange, constraint, failure });
  const { fields, invalid } = state;
  const options = [
    ...next.map((status) => ({ value: status, label: `Move to ${STATUS_LABELS[status]}` })),
    { value: current, label: `Keep as ${STATUS_LABELS[current]} (add a note only)` },
  ];
  return (
    <PublicForm
      state={state}
      name="status"
      action={path}
      rejected={rejected}
      labelledBy={{ "aria-labelledby": "status-title" }}
      className="mt-4 grid gap-5"
      sending={STAFF_TEXT.sending}
    >
      <SelectField field={fields.status} label="New status" placeholder="Choose a status" options={options} autoFocus={invalid === "status"} />
      <TextareaField field={fields.note} label="Private note" optional={FORM_TEXT.optional} rows={3} autoFocus={invalid === "note"} />
      <div>
        <button type="submit" className={S.primary}>
          Save
        </button>
      </div>
    </PublicForm>
  );
}

function programName(value: string): string {
  const program = readProgram(value);
  return program ? PROGRAM_NAMES[program] : value || STAFF_TEXT.none;
}

function Details({ submission }: { submission: Submission }) {
  const rows: Array<[string, ReactNode]> =
    submission.kind === "enrollment"
      ? [
          ["Child's name", submission.childName],
          ["Child's age", submission.childAge ?? STAFF_TEXT.none],
          ["Gender", submission.gender],
          ["Parent's name", submission.parentName],
          ["Parent's contact number", <Phone key="phone" number={submission.parentContact} />],
          ["Address", submission.address],
          ["Additional information", submission.additionalInformation || STAFF_TEXT.none],
          ["Program", programName(submission.program)],
        ]
      : [
          ["Parent's name", submission.parentName],
          ["Mobile number", <Phone key="phone" number={submission.parentMobile} />],
          [
            "Email",
            <a key="email" href={`mailto:${submission.email}`} className={`${S.link} break-all`}>
              {submission.email}
            </a>,
          ],
          ["Child's name", submission.childName || STAFF_TEXT.none],
          ["Message", submission.message],
        ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="whitespace-pre-line break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Phone({ number }: { number: string }) {
  return (
    <a href={telHref(number)} className={S.link}>
      {number}
    </a>
  );
}

function History({ rows }: { rows: Array<HistoryRow & { when: string }> }) {
  return (
    <ScrollPanel labelledBy="history-title">
      <h2 id="history-title" className="text-xl font-bold text-slate-900">
        History
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-800">No changes yet.</p>
      ) : (
        <table className={`${S.table} mt-4`}>
          <caption className="sr-only">Status changes and notes, oldest first</caption>
          <ColumnHeads names={["When", "Who", "Change", "Note"]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${S.td} whitespace-nowrap`}>{row.when}</td>
                <td className={S.td}>{row.actorName}</td>
                <td className={S.td}>{change(row)}</td>
                <td className={`${S.td} whitespace-pre-line break-words`}>{row.note || STAFF_TEXT.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ScrollPanel>
  );
}

function label(status: string): string {
  const known = SUBMISSION_STATUSES.find((value) => value === status);
  return known ? STATUS_LABELS[known] : status;
}

function change(row: HistoryRow): string {
  if (row.fromStatus && row.toStatus && row.fromStatus !== row.toStatus) return `${label(row.fromStatus)} → ${label(row.toStatus)}`;
  return row.action === "note" ? "Note" : row.action;
}
