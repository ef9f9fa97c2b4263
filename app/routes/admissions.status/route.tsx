import { json, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CalendarButton } from "~/components/forms/CalendarButton";
import { TextField } from "~/components/forms/Field";
import { PublicForm } from "~/components/forms/PublicForm";
import { SubmitOverlay, useFormBusy } from "~/components/forms/SubmitOverlay";
import { usePublicForm } from "~/components/forms/use-public-form";
import { VisitTimes } from "~/components/forms/VisitTimes";
import { PageBanner } from "~/components/PageBanner";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { requestLang } from "~/i18n/catalogue.server";
import { formMessages } from "~/i18n/form-copy.server";
import type { FamilyRecordStatus } from "~/models/enrollment.server";
import { clientIn } from "~/services/school.server";
import { getTenant } from "~/services/tenant.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { isRejection } from "~/utils/forms";
import { formConstraint } from "~/utils/forms.server";
import { copyMeta } from "~/utils/meta";
import { useLocalPath } from "~/utils/root-data";
import type { VisitDay } from "~/utils/visits";
import { anyOpen } from "~/utils/visits";
import type { StatusAnswer } from "./answer";
import { CHANGE_FORM, PairFields, PairForm } from "./PairForm";
import { Application } from "./Application";
import { Documents } from "./Documents";
import { Fee } from "./Fee";
import { statusCopy, type StatusCopy } from "./words.server";

export { action } from "./action.server";

export const meta = copyMeta();

// A refused lookup's Retry-After reaches the page's own answer (a 429).
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

// The same for every visitor: the page stays shareable (no guard, README "Caching"). Its words in the
// page's language (README "Languages"); a record's own come with the action's answer.
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const [tenant, constraint] = await Promise.all([getTenant(request), formConstraint(FORM_SCHEMAS.statusLookup)]);
  const school = tenant.status === "found" ? clientIn(tenant.client, lang).clientName : FALLBACK_SCHOOL_NAME;
  return json({ constraint, copy: statusCopy(lang, school), formMessages: formMessages(lang, "status") });
}

type Found = Extract<StatusAnswer, { found: unknown }>;

export default function StatusPage() {
  const { constraint, copy } = useLoaderData<typeof loader>();
  const localPath = useLocalPath();
  const answer = useActionData<StatusAnswer>();
  const found = answer && "found" in answer ? answer : undefined;
  const failure = answer && "result" in answer ? answer : undefined;
  const rejected = answer && isRejection(answer) ? answer.rejected : undefined;
  const state = usePublicForm({ id: "status-lookup", name: "status-lookup", schema: FORM_SCHEMAS.statusLookup, constraint, failure });
  const { fields, invalid } = state;
  return (
    <>
      <PageBanner title={copy.page.title} lead={copy.lead} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-12">
        {found ? <Result answer={found} copy={copy} /> : null}
        <PublicForm
          state={state}
          name="status-lookup"
          action={localPath(STATUS_PATH)}
          rejected={rejected}
          labelledBy={{ "aria-label": copy.page.title }}
          className="grid gap-5"
          sending={copy.sending}
          frame="relative rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-900/5 md:p-8"
        >
          <TextField
            field={fields.reference}
            label={copy.labels.reference}
            hint={copy.referenceHint}
            autoComplete="off"
            autoFocus={invalid === "reference"}
          />
          <TextField
            field={fields.mobile}
            label={copy.labels.mobile}
            hint={copy.mobileHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            autoFocus={invalid === "mobile"}
          />
          <button
            type="submit"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand px-8 py-3 text-lg font-bold text-white shadow hover:brightness-90"
          >
            {copy.submit}
          </button>
        </PublicForm>
        <p className="text-slate-700">
          {copy.privacy.text}{" "}
          <Link to={localPath("/privacy")} className="font-semibold text-brand underline underline-offset-4">
            {copy.privacy.link}
          </Link>
          .
        </p>
      </div>
    </>
  );
}

/** Where every form of the page posts, in the page's language. */
const STATUS_PATH = "/admissions/status";

function Result({ answer, copy }: { answer: Found; copy: StatusCopy }) {
  const { found: record, words, notice, error } = answer;
  const { stage } = words;
  return (
    <section aria-labelledby="status-result" className="relative rounded-2xl border-l-4 border-green-700 bg-white p-6 shadow ring-1 ring-slate-900/5">
      {/* The words are announced; the forms below them are not part of the announcement. */}
      <div role="status" aria-labelledby="status-result">
        <h2 id="status-result" className="text-xl font-bold text-slate-900">
          {words.title}
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
      {record.kind === "visit" && words.visit ? <VisitDetails record={record} words={words.visit} copy={copy.visit} /> : null}
      <h3 className="mt-4 font-bold text-slate-900">{copy.nextTitle}</h3>
      <p className="mt-1 text-slate-800">{stage.next}</p>
      {record.kind === "visit" ? <VisitActions answer={answer} record={record} copy={copy.visit} /> : null}
      {record.kind === "enrollment" && words.application ? (
        <Application
          record={record}
          mobile={answer.mobile}
          confirmDecline={answer.confirmDecline}
          words={words.application}
          copy={copy.application}
          sending={copy.visit.sending}
        />
      ) : null}
      {answer.documents ? (
        <Documents
          reference={record.reference}
          mobile={answer.mobile}
          documents={answer.documents}
          error={answer.uploadError}
          copy={copy.documents}
        />
      ) : null}
      {answer.fee ? <Fee fee={answer.fee} reference={record.reference} mobile={answer.mobile} copy={copy.fee} /> : null}
    </section>
  );
}

type VisitRecord = Extract<FamilyRecordStatus, { kind: "visit" }>;

type VisitWords = NonNullable<Found["words"]["visit"]>;

function VisitDetails({ record, words, copy }: { record: VisitRecord; words: VisitWords; copy: StatusCopy["visit"] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-800 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{copy.when}</dt>
      <dd>{words.date}</dd>
      <dt className="font-semibold">{copy.time}</dt>
      <dd>{words.time}</dd>
      {record.visit.address ? (
        <>
          <dt className="font-semibold">{copy.where}</dt>
          <dd>{words.address}</dd>
        </>
      ) : null}
      <dt className="font-semibold">{copy.status}</dt>
      <dd>{words.status}</dd>
    </dl>
  );
}

/** The visit's plain forms: each carries the reference and the mobile, as the lookup found them. */
function VisitActions({ answer, record, copy }: { answer: Found; record: VisitRecord; copy: StatusCopy["visit"] }) {
  const { mobile, days, moveError, confirmCancel } = answer;
  const { visit, reference } = record;
  const busy = useFormBusy(CHANGE_FORM);
  const localPath = useLocalPath();
  if (visit.status === "cancelled" || visit.status === "noShow") {
    return (
      <Link to={localPath("/admissions/visit")} className="mt-4 inline-block font-semibold text-brand underline underline-offset-4">
        {copy.bookAnother}
      </Link>
    );
  }
  if (visit.status !== "booked") return null;
  return (
    <>
      <CalendarButton reference={reference} mobile={mobile} copy={copy} />
      {visit.changeable && confirmCancel ? (
        <section aria-labelledby="cancel-confirm" className="mt-6 rounded-xl border-2 border-red-700 p-4">
          <h3 id="cancel-confirm" className="text-lg font-bold text-slate-900">
            {copy.confirmTitle}
          </h3>
          <p className="mt-1 text-slate-800">{answer.words.visit?.confirmText}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <PairForm intent="cancel" reference={reference} mobile={mobile} label={copy.confirmYes} danger />
            <PairForm intent="show" reference={reference} mobile={mobile} label={copy.confirmNo} />
          </div>
        </section>
      ) : null}
      {visit.changeable && !confirmCancel ? (
        <>
          <section aria-labelledby="visit-move" className="mt-6">
            <h3 id="visit-move" className="text-lg font-bold text-slate-900">
              {copy.moveTitle}
            </h3>
            {anyOpen(days) ? (
              <MoveForm reference={reference} mobile={mobile} days={days} error={moveError} copy={copy} />
            ) : (
              <p className="mt-1 text-slate-800">{moveError ?? copy.noOtherTimes}</p>
            )}
          </section>
          <section aria-labelledby="visit-cancel" className="mt-6">
            <h3 id="visit-cancel" className="text-lg font-bold text-slate-900">
              {copy.cancelTitle}
            </h3>
            <div className="mt-2">
              <PairForm intent="cancel-ask" reference={reference} mobile={mobile} label={copy.cancelSubmit} danger />
            </div>
          </section>
        </>
      ) : null}
      <SubmitOverlay busy={busy} label={copy.sending} />
    </>
  );
}

function MoveForm({
  reference,
  mobile,
  days,
  error,
  copy,
}: {
  reference: string;
  mobile: string;
  days: VisitDay[];
  error?: string;
  copy: StatusCopy["visit"];
}) {
  const { times } = copy;
  // The numbers go into the page's words here ("%1" is -1 in the loader's sentence).
  const timesCopy = {
    legend: times.legend,
    full: times.full,
    placesLeft: (places: number) => (places === 1 ? times.onePlace : times.placesLeft.replace("-1", String(places))),
    minutes: (minutes: number) => times.minutes.replace("-1", String(minutes)),
  };
  return (
    <Form method="post" action={useLocalPath()(STATUS_PATH)} aria-labelledby="visit-move" className="mt-2 space-y-4">
      <PairFields intent="move" reference={reference} mobile={mobile} />
      <VisitTimes id="move-slot" name="slot" days={days} error={error} copy={timesCopy} />
      <button
        type="submit"
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand px-6 py-2 font-bold text-white shadow hover:brightness-90"
      >
        {copy.moveSubmit}
      </button>
    </Form>
  );
}
