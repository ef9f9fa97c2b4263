import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SelectField, TextareaField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { useFormAnswer, usePublicForm } from "~/components/forms/use-public-form";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { FORM_TEXT } from "~/content/forms";
import { PROGRAM_NAMES } from "~/content/programs";
import { STAFF_TEXT } from "~/content/staff";
import { VISIT_MARK_LABELS, VISIT_PAGES, VISIT_STATUS_LABELS } from "~/content/staff-visits";
import { listVisits, type Visit } from "~/models/staffVisits.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { readProgram } from "~/utils/enrollment-values";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { telHref } from "~/utils/phone";
import { addDays, dayInWords, readDate } from "~/utils/visits";

export { action } from "./action.server";

export const meta = pageMeta(VISIT_PAGES.visits, { noindex: true });

/** A week at a time: today and the six days after, then Earlier / Later by a week. */
const DAYS = 7;

export async function loader({ request }: LoaderFunctionArgs) {
  const from = readDate(new URL(request.url).searchParams.get("from"));
  const staff = await requireStaff(request);
  const list = await listVisits(staff, { from: from ?? undefined, days: DAYS });
  if (!list.ok) return refuse(request, list);
  const answer = list.data;
  const days = Array.from({ length: answer.days }, (_, index) => {
    const date = addDays(answer.from, index);
    return { date, words: dayInWords(date), visits: answer.data.filter((visit) => visit.date === date) };
  });
  return json({
    from: answer.from,
    today: answer.today,
    timeZone: answer.timeZone,
    days,
    count: answer.data.length,
    constraint: await formConstraint(FORM_SCHEMAS.visitMark),
  });
}

const visitsPath = (from: string, today: string) => (from === today ? "/staff/visits" : `/staff/visits?from=${from}`);

export default function VisitsPage() {
  const { from, today, timeZone, days, count } = useLoaderData<typeof loader>();
  const last = addDays(from, DAYS - 1);
  return (
    <div className="mt-8 space-y-6">
      <div>
        <h1 className={S.h1}>{VISIT_PAGES.visits.title}</h1>
        <p className={S.lead}>
          Families&apos; visits by day, in the school&apos;s time ({timeZone}). Mark each one attended, no-show or cancelled.{" "}
          <Link to="/staff/visits/slots" className={S.link}>
            Visit times and closed dates
          </Link>
        </p>
      </div>

      {/* A GET form and links: the days shown are part of the URL, with or without JavaScript. */}
      <nav aria-label="Days shown" className={`${S.panel} flex flex-wrap items-end gap-4`}>
        <Link to={visitsPath(addDays(from, -DAYS), today)} className={S.secondary}>
          Earlier
        </Link>
        <Form method="get" action="/staff/visits" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="visits-from" className={S.label}>
              From
            </label>
            <input id="visits-from" name="from" type="date" defaultValue={from} key={from} className={`${S.control} mt-1`} />
          </div>
          <button type="submit" className={S.primary}>
            Show
          </button>
        </Form>
        <Link to={visitsPath(addDays(from, DAYS), today)} className={S.secondary}>
          Later
        </Link>
        {from !== today ? (
          <Link to="/staff/visits" className={S.secondary}>
            Today
          </Link>
        ) : null}
      </nav>

      <p className="text-slate-800" role="status">
        {count === 1 ? "1 visit" : `${count} visits`} from {dayInWords(from)} to {dayInWords(last)}.
      </p>

      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className={S.panel}>
          <h2 id={`day-${day.date}`} className="text-xl font-bold text-slate-900">
            {day.date === today ? `Today, ${day.words}` : day.words}
          </h2>
          {day.visits.length === 0 ? (
            <p className="mt-2 text-slate-700">No visits.</p>
          ) : (
            <ol className="mt-2 divide-y divide-slate-200">
              {day.visits.map((visit) => (
                <VisitItem key={visit.id} visit={visit} from={from} today={today} />
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}

function programName(value: string): string {
  const program = readProgram(value);
  return program ? PROGRAM_NAMES[program] : value || STAFF_TEXT.none;
}

function VisitItem({ visit, from, today }: { visit: Visit; from: string; today: string }) {
  const titleId = `visit-${visit.id}-title`;
  return (
    <li id={`visit-${visit.id}`} className="py-4">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center gap-3">
          <h3 id={titleId} className="text-lg font-bold text-slate-900">
            {visit.startTime} · {visit.childName}
          </h3>
          <StatusBadge status={visit.status} label={VISIT_STATUS_LABELS[visit.status]} />
        </div>
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-900">Parent</dt>
          <dd className="text-slate-800">{visit.parentName}</dd>
          <dt className="font-semibold text-slate-900">Phone</dt>
          <dd>
            <a href={telHref(visit.parentMobile)} className={S.link}>
              {visit.parentMobile}
            </a>
          </dd>
          <dt className="font-semibold text-slate-900">Program</dt>
          <dd className="text-slate-800">{programName(visit.program)}</dd>
          <dt className="font-semibold text-slate-900">Length</dt>
          <dd className="text-slate-800">{visit.lengthMinutes} minutes</dd>
          <dt className="font-semibold text-slate-900">Family record</dt>
          <dd>
            <Link to={`/staff/inbox/visit/${visit.id}`} className={S.link}>
              {visit.reference}
              <span className="sr-only"> ({visit.childName})</span>
            </Link>
          </dd>
        </dl>
        {visit.nextStatuses.length > 0 ? (
          <MarkForm key={`${visit.id}-${visit.status}`} visit={visit} action={visitsPath(from, today)} />
        ) : (
          <p className="mt-3 text-sm text-slate-700">A cancelled visit can no longer be changed.</p>
        )}
      </article>
    </li>
  );
}

/** Attended, no-show or cancelled, with a private note; reopened with its errors when refused. */
function MarkForm({ visit, action }: { visit: Visit; action: string }) {
  const { constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<{ editing?: string }>();
  const { failure, rejected } = useFormAnswer();
  const key = `visit-${visit.id}`;
  const mine = answer?.editing === key;
  const state = usePublicForm({
    id: `mark-${visit.id}`,
    name: `mark-${visit.id}`,
    schema: FORM_SCHEMAS.visitMark,
    constraint,
    failure: mine ? failure : undefined,
  });
  const { fields, invalid } = state;
  const label = `Mark the visit of ${visit.childName} at ${visit.startTime}`;
  return (
    <details open={mine || undefined} className="mt-3">
      <summary className={S.secondary}>
        Mark…<span className="sr-only"> the visit of {visit.childName}</span>
      </summary>
      <div className="relative mt-3">
        <PublicForm
          state={state}
          name={`mark-${visit.id}`}
          action={action}
          rejected={mine ? rejected : undefined}
          labelledBy={{ "aria-label": label }}
          className="grid gap-4 md:grid-cols-[1fr_2fr]"
          sending={STAFF_TEXT.sending}
        >
          <input type="hidden" name="id" value={visit.id} />
          <SelectField
            field={fields.status}
            label="Mark as"
            placeholder="Choose one"
            options={visit.nextStatuses.map((status) => ({ value: status, label: VISIT_MARK_LABELS[status] }))}
            autoFocus={invalid === "status"}
          />
          <TextareaField
            field={fields.note}
            label="Private note"
            optional={FORM_TEXT.optional}
            hint="Only the school's staff see it, in the family record's history."
            rows={2}
            autoFocus={invalid === "note"}
          />
          <div className="md:col-span-2">
            <button type="submit" className={S.primary}>
              Save<span className="sr-only">: {label}</span>
            </button>
          </div>
        </PublicForm>
      </div>
    </details>
  );
}
