import type { LoaderFunctionArgs, SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/PageBanner";
import { CalendarButton } from "~/components/forms/CalendarButton";
import { ReferenceNote } from "~/components/forms/ReferenceNote";
import { useConfirmation } from "~/components/forms/use-confirmation";
import { useFormAnswer } from "~/components/forms/use-public-form";
import { CONTACT_INFO } from "~/content/programs";
import { FALLBACK_SCHOOL_NAME } from "~/content/site";
import { catalogue, requestLang } from "~/i18n/catalogue.server";
import { formMessages, formWords, providerMessage } from "~/i18n/form-copy.server";
import { clientIn } from "~/services/school.server";
import { loadVisitDays } from "~/services/visits.server";
import { getTenant } from "~/services/tenant.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { useFormGuard } from "~/utils/forms";
import { formConstraint, withFormGuard } from "~/utils/forms.server";
import { copyMeta } from "~/utils/meta";
import { phoneLabel, telHref } from "~/utils/phone";
import { useLocalPath, useRootData } from "~/utils/root-data";
import type { BookedVisit } from "~/utils/toast";
import { anyOpen, type VisitDay } from "~/utils/visits";
import { VisitForm } from "./VisitForm";

export { action } from "./action.server";

export const meta = copyMeta();

export async function loader({ request }: LoaderFunctionArgs) {
  const [tenant, constraint] = await Promise.all([getTenant(request, { signal: request.signal }), formConstraint(FORM_SCHEMAS.visit)]);
  const lang = requestLang(request);
  const found = tenant.status === "found";
  // The days and times in the page's language (i18n/when.server.ts).
  const times = found ? await loadVisitDays(tenant.client.clientId, request.signal, lang) : { days: [] };
  const name = found ? clientIn(tenant.client, lang).clientName : FALLBACK_SCHOOL_NAME;
  const copy = visitCopy(lang, name, times.days);
  // The form's guard makes the page this visitor's (utils/shared-page.ts); the places left change anyway.
  return withFormGuard({
    constraint,
    days: times.days,
    errors: times.error ? [providerMessage(lang, times.error)] : [],
    copy,
    formMessages: formMessages(lang, "visit"),
  });
}

/**
 * The page's words in its language (README "Languages"). The times' counts ("3 places left", "45
 * minutes") are said here for the numbers the times have, so the browser needs no catalogue.
 */
function visitCopy(lang: Parameters<typeof catalogue>[0], school: string, days: readonly VisitDay[]) {
  const words = catalogue(lang).visit;
  const times = days.flatMap((day) => day.times);
  const said = (numbers: number[], say: (count: number) => string) => Object.fromEntries([...new Set(numbers)].map((count) => [count, say(count)]));
  return {
    page: { title: words.page.title, description: words.page.description(school) },
    title: words.title,
    lead: words.lead,
    formTitle: words.formTitle,
    times: {
      legend: words.times.legend,
      full: words.times.full,
      placesLeft: said(
        times.map((time) => time.placesLeft),
        words.times.placesLeft,
      ),
      minutes: said(
        times.map((time) => time.lengthMinutes),
        words.times.minutes,
      ),
    },
    labels: words.labels,
    mobileHint: words.mobileHint,
    emailHint: words.emailHint,
    programPlaceholder: words.programPlaceholder,
    sourcePlaceholder: words.sourcePlaceholder,
    programs: catalogue(lang).enrollment.programs,
    submit: words.submit,
    sending: words.sending,
    bookedTitle: words.bookedTitle,
    when: words.when,
    time: words.time,
    where: words.where,
    calendar: words.calendar,
    calendarHint: words.calendarHint,
    noTimes: words.noTimes,
    noTimesCall: words.noTimesCall,
    noTimesWrite: words.noTimesWrite,
    noTimesPlease: words.noTimesPlease,
    noTimesLink: words.noTimesLink,
    noTimesEnd: words.noTimesEnd,
    loadFailed: words.loadFailed,
    form: formWords(lang, school),
  };
}

/** The page's words as its loader sends them. */
export type VisitCopy = SerializeFrom<typeof loader>["copy"];

/**
 * /admissions/visit (README "Visits"): the open times of the coming weeks and the booking form;
 * after a booking, once, its reference, time and place, "Add to calendar" and the status page.
 */
export default function BookVisitPage() {
  const { constraint, days, errors, copy } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const confirmation = useConfirmation("visit");
  const booked = failure ? undefined : confirmation;
  const guard = useFormGuard(failure?.guard);
  return (
    <>
      <PageBanner title={copy.title} lead={copy.lead} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-12">
        {booked?.reference && booked.visit ? <Booked reference={booked.reference} visit={booked.visit} copy={copy} /> : null}
        {anyOpen(days) ? (
          <section aria-labelledby="visit-form-title">
            <h2 id="visit-form-title" className="mb-4 text-2xl font-bold text-slate-900">
              {copy.formTitle}
            </h2>
            {/* A new key (after a success) is a new, empty form; a failure keeps the key and every value. */}
            <VisitForm key={guard?.idempotencyKey ?? "form"} constraint={constraint} failure={failure} rejected={rejected} days={days} copy={copy} />
          </section>
        ) : (
          <NoTimes failed={errors.length > 0} copy={copy} />
        )}
      </div>
    </>
  );
}

function Booked({ reference, visit, copy }: { reference: string; visit: BookedVisit; copy: VisitCopy }) {
  const referenceCopy = { ...copy.form.reference, sentence: (value: string) => copy.form.reference.sentence.replace("{0}", value) };
  return (
    <section aria-labelledby="visit-booked" role="status" className="rounded-2xl border-l-4 border-green-700 bg-green-50 p-6 text-green-950">
      <h2 id="visit-booked" className="text-2xl font-bold">
        {copy.bookedTitle}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{copy.when}</dt>
        {/* Said by the action in the page's language (action.server.ts). */}
        <dd>{visit.day ?? visit.date}</dd>
        <dt className="font-semibold">{copy.time}</dt>
        <dd>{visit.time ?? visit.startTime}</dd>
        {visit.address ? (
          <>
            <dt className="font-semibold">{copy.where}</dt>
            <dd>{visit.address}</dd>
          </>
        ) : null}
      </dl>
      <div className="mt-4">
        <ReferenceNote reference={reference} copy={referenceCopy} />
      </div>
      <CalendarButton reference={reference} mobile={visit.mobile} copy={copy} />
    </section>
  );
}

function NoTimes({ failed, copy }: { failed: boolean; copy: VisitCopy }) {
  const phone = useRootData()?.site.phones[0];
  return (
    <section aria-labelledby="visit-none" className="rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5">
      <h2 id="visit-none" className="text-xl font-bold text-slate-900">
        {failed ? copy.loadFailed : copy.noTimes}
      </h2>
      <p className="mt-2 text-lg text-slate-800">
        {phone ? (
          <>
            {copy.noTimesCall}{" "}
            <a href={telHref(phone)} className="whitespace-nowrap font-semibold text-brand underline underline-offset-4">
              {phoneLabel(phone)}
            </a>{" "}
            {copy.noTimesWrite}{" "}
          </>
        ) : (
          `${copy.noTimesPlease} `
        )}
        <Link to={useLocalPath()(`${CONTACT_INFO}#enquiry`)} className="font-semibold text-brand underline underline-offset-4">
          {copy.noTimesLink}
        </Link>{" "}
        {copy.noTimesEnd}
      </p>
    </section>
  );
}
