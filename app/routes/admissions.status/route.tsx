import { json, type HeadersFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CalendarButton } from "~/components/forms/CalendarButton";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import { usePublicForm } from "~/components/forms/use-public-form";
import { VisitTimes } from "~/components/forms/VisitTimes";
import { PageBanner } from "~/components/PageBanner";
import { VISIT_TEXT } from "~/content/visits";
import type { FamilyRecordStatus } from "~/models/enrollment.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { isRejection } from "~/utils/forms";
import { formConstraint } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import type { VisitDay } from "~/utils/visits";
import { anyOpen } from "~/utils/visits";
import { formatClock, formatDay } from "~/utils/when";
import type { StatusAnswer } from "./answer";
import { STATUS_PAGE, VISIT_STATUS } from "./copy";
import { CHANGE_FORM, PairFields, PairForm } from "./PairForm";
import { Application } from "./Application";
import { Documents } from "./Documents";

export { action } from "./action.server";

export const meta = pageMeta({
  title: STATUS_PAGE.title,
  description: (school) => `Check the status of your enrollment, enquiry or visit at ${school} with its reference and your mobile number.`,
});

// A refused lookup's Retry-After reaches the page's own answer (a 429).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

// The same for every visitor: the page stays shareable (no guard, README "Caching").
export const loader = async () => json({ constraint: await formConstraint(FORM_SCHEMAS.statusLookup) });

type Found = Extract<StatusAnswer, { found: unknown }>;

export default function StatusPage() {
  const { constraint } = useLoaderData<typeof loader>();
  const answer = useActionData<StatusAnswer>();
  const found = answer && "found" in answer ? answer : undefined;
  const failure = answer && "result" in answer ? answer : undefined;
  const rejected = answer && isRejection(answer) ? answer.rejected : undefined;
  const state = usePublicForm({ id: "status-lookup", name: "status-lookup", schema: FORM_SCHEMAS.statusLookup, constraint, failure });
  const { fields, invalid } = state;
  return (
    <>
      <PageBanner title={STATUS_PAGE.title} lead={STATUS_PAGE.lead} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
        {found ? <Result answer={found} /> : null}
        <PublicForm
          state={state}
          name="status-lookup"
          action="/admissions/status"
          rejected={rejected}
          labelledBy={{ "aria-label": STATUS_PAGE.title }}
          className="grid gap-5"
          sending={STATUS_PAGE.sending}
          frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-8"
        >
          <TextField
            field={fields.reference}
            label={STATUS_PAGE.labels.reference}
            hint={STATUS_PAGE.referenceHint}
            autoComplete="off"
            autoFocus={invalid === "reference"}
          />
          <TextField
            field={fields.mobile}
            label={STATUS_PAGE.labels.mobile}
            hint={STATUS_PAGE.mobileHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            autoFocus={invalid === "mobile"}
          />
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90"
          >
            {STATUS_PAGE.submit}
          </button>
        </PublicForm>
        <p className="text-slate-700">
          How the school handles your details:{" "}
          <Link to="/privacy" className="font-semibold text-brand underline underline-offset-4">
            privacy notice
          </Link>
          .
        </p>
      </div>
    </>
  );
}

/** The stage in words and the next step (shared/family-stages.ts for enrollments and enquiries). */
function stageOf(record: FamilyRecordStatus) {
  if (record.kind === "visit") return VISIT_STATUS.stages[record.status];
  return record.kind === "enrollment" ? STATUS_PAGE.stages[record.status] : STATUS_PAGE.statuses[record.status];
}

function Result({ answer }: { answer: Found }) {
  const { found: record, notice, error } = answer;
  const stage = stageOf(record);
  return (
    <section aria-labelledby="status-result" className="relative rounded-2xl border-l-4 border-green-700 bg-white p-6 shadow ring-1 ring-slate-900/5">
      {/* The words are announced; the forms below them are not part of the announcement. */}
      <div role="status" aria-labelledby="status-result">
        <h2 id="status-result" className="text-xl font-bold text-slate-900">
          {STATUS_PAGE.resultTitle(record.reference)}
        </h2>
        {notice ? <p className="mt-2 rounded-lg bg-green-50 p-3 font-semibold text-green-950">{notice}</p> : null}
        <p className="mt-2 text-2xl font-bold text-brand">{stage.label}</p>
        <p className="mt-2 text-slate-800">{stage.text}</p>
      </div>
      {error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {record.kind === "visit" ? <VisitDetails record={record} /> : null}
      <h3 className="mt-4 font-bold text-slate-900">{STATUS_PAGE.nextTitle}</h3>
      <p className="mt-1 text-slate-800">{stage.next}</p>
      {record.kind === "visit" ? <VisitActions answer={answer} record={record} /> : null}
      {record.kind === "enrollment" ? <Application record={record} mobile={answer.mobile} confirmDecline={answer.confirmDecline} /> : null}
      {answer.documents ? (
        <Documents reference={record.reference} mobile={answer.mobile} documents={answer.documents} error={answer.uploadError} />
      ) : null}
    </section>
  );
}

type VisitRecord = Extract<FamilyRecordStatus, { kind: "visit" }>;

function VisitDetails({ record }: { record: VisitRecord }) {
  const { visit } = record;
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{VISIT_TEXT.when}</dt>
      <dd>{formatDay(visit.date)}</dd>
      <dt className="font-semibold">{VISIT_TEXT.time}</dt>
      <dd>{VISIT_TEXT.timeWithLength(formatClock(visit.startTime), visit.lengthMinutes)}</dd>
      {visit.address ? (
        <>
          <dt className="font-semibold">{VISIT_TEXT.where}</dt>
          <dd>{visit.address}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{VISIT_STATUS.status}</dt>
      <dd>{VISIT_STATUS.stages[visit.status].label}</dd>
    </dl>
  );
}

/** The visit's plain forms: each carries the reference and the mobile, as the lookup found them. */
function VisitActions({ answer, record }: { answer: Found; record: VisitRecord }) {
  const { mobile, days, moveError, confirmCancel } = answer;
  const { visit, reference } = record;
  const busy = useFormBusy(CHANGE_FORM);
  if (visit.status === "cancelled" || visit.status === "noShow") {
    return (
      <Link to="/admissions/visit" className="mt-4 inline-block font-semibold text-brand underline underline-offset-4">
        {VISIT_STATUS.bookAnother}
      </Link>
    );
  }
  if (visit.status !== "booked") return null;
  const when = `${formatDay(visit.date)}, ${formatClock(visit.startTime)}`;
  return (
    <>
      <CalendarButton reference={reference} mobile={mobile} copy={VISIT_TEXT} />
      {visit.changeable && confirmCancel ? (
        <section aria-labelledby="cancel-confirm" className="mt-6 rounded-xl border-2 border-red-700 p-4">
          <h3 id="cancel-confirm" className="text-lg font-bold text-slate-900">
            {VISIT_STATUS.confirmTitle}
          </h3>
          <p className="mt-1 text-slate-800">{VISIT_STATUS.confirmText(when)}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <PairForm intent="cancel" reference={reference} mobile={mobile} label={VISIT_STATUS.confirmYes} danger />
            <PairForm intent="show" reference={reference} mobile={mobile} label={VISIT_STATUS.confirmNo} />
          </div>
        </section>
      ) : null}
      {visit.changeable && !confirmCancel ? (
        <>
          <section aria-labelledby="visit-move" className="mt-6">
            <h3 id="visit-move" className="text-lg font-bold text-slate-900">
              {VISIT_STATUS.moveTitle}
            </h3>
            {anyOpen(days) ? (
              <MoveForm reference={reference} mobile={mobile} days={days} error={moveError} />
            ) : (
              <p className="mt-1 text-slate-800">{moveError ?? VISIT_STATUS.noOtherTimes}</p>
            )}
          </section>
          <section aria-labelledby="visit-cancel" className="mt-6">
            <h3 id="visit-cancel" className="text-lg font-bold text-slate-900">
              {VISIT_STATUS.cancelTitle}
            </h3>
            <div className="mt-2">
              <PairForm intent="cancel-ask" reference={reference} mobile={mobile} label={VISIT_STATUS.cancelSubmit} danger />
            </div>
          </section>
        </>
      ) : null}
      <SubmitOverlay busy={busy} label={VISIT_STATUS.sending} />
    </>
  );
}

function MoveForm({ reference, mobile, days, error }: { reference: string; mobile: string; days: VisitDay[]; error?: string }) {
  return (
    <Form method="post" action="/admissions/status" aria-labelledby="visit-move" className="mt-2 space-y-4">
      <PairFields intent="move" reference={reference} mobile={mobile} />
      <VisitTimes id="move-slot" name="slot" days={days} error={error} copy={VISIT_STATUS.times} />
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-2 font-bold text-white shadow hover:brightness-90"
      >
        {VISIT_STATUS.moveSubmit}
      </button>
    </Form>
  );
}
