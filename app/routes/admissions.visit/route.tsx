import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageBanner } from "~/components/PageBanner";
import { CalendarButton } from "~/components/forms/CalendarButton";
import { ReferenceNote } from "~/components/forms/ReferenceNote";
import { useConfirmation } from "~/components/forms/use-confirmation";
import { useFormAnswer } from "~/components/forms/use-public-form";
import { REFERENCE_TEXT } from "~/content/reference";
import { VISIT_TEXT } from "~/content/visits";
import { loadVisitDays } from "~/services/visits.server";
import { getTenant } from "~/services/tenant.server";
import { FORM_SCHEMAS } from "~/utils/form-schemas";
import { useFormGuard } from "~/utils/forms";
import { formConstraint, withFormGuard } from "~/utils/forms.server";
import { pageMeta } from "~/utils/meta";
import { phoneLabel, telHref } from "~/utils/phone";
import { useRootData } from "~/utils/root-data";
import type { BookedVisit } from "~/utils/toast";
import { anyOpen } from "~/utils/visits";
import { formatClock, formatDay } from "~/utils/when";
import { VISIT, VISIT_PAGE } from "./copy";
import { VisitForm } from "./VisitForm";

export { action } from "./action.server";

export const meta = pageMeta(VISIT_PAGE);

export async function loader({ request }: LoaderFunctionArgs) {
  const [tenant, constraint] = await Promise.all([getTenant(request, { signal: request.signal }), formConstraint(FORM_SCHEMAS.visit)]);
  const times = tenant.status === "found" ? await loadVisitDays(tenant.client.clientId, request.signal) : { days: [] };
  // The form's guard makes the page this visitor's (utils/shared-page.ts); the places left change anyway.
  return withFormGuard({ constraint, days: times.days, errors: times.error ? [times.error] : [] });
}

/**
 * /admissions/visit (README "Visits"): the open times of the coming weeks and the booking form;
 * after a booking, once, its reference, time and place, "Add to calendar" and the status page.
 */
export default function BookVisitPage() {
  const { constraint, days, errors } = useLoaderData<typeof loader>();
  const { failure, rejected } = useFormAnswer();
  const confirmation = useConfirmation("visit");
  const booked = failure ? undefined : confirmation;
  const guard = useFormGuard(failure?.guard);
  return (
    <>
      <PageBanner title={VISIT.title} lead={VISIT.lead} />
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-12">
        {booked?.reference && booked.visit ? <Booked reference={booked.reference} visit={booked.visit} /> : null}
        {anyOpen(days) ? (
          <section aria-labelledby="visit-form-title">
            <h2 id="visit-form-title" className="mb-4 text-2xl font-bold text-slate-900">
              {VISIT.formTitle}
            </h2>
            {/* A new key (after a success) is a new, empty form; a failure keeps the key and every value. */}
            <VisitForm key={guard?.idempotencyKey ?? "form"} constraint={constraint} failure={failure} rejected={rejected} days={days} />
          </section>
        ) : (
          <NoTimes failed={errors.length > 0} />
        )}
      </div>
    </>
  );
}

function Booked({ reference, visit }: { reference: string; visit: BookedVisit }) {
  return (
    <section aria-labelledby="visit-booked" role="status" className="rounded-2xl border-l-4 border-green-700 bg-green-50 p-6 text-green-950">
      <h2 id="visit-booked" className="text-2xl font-bold">
        {VISIT.bookedTitle}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
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
      </dl>
      <div className="mt-4">
        <ReferenceNote reference={reference} copy={REFERENCE_TEXT} />
      </div>
      <CalendarButton reference={reference} mobile={visit.mobile} copy={VISIT_TEXT} />
    </section>
  );
}

function NoTimes({ failed }: { failed: boolean }) {
  const phone = useRootData()?.site.phones[0];
  return (
    <section aria-labelledby="visit-none" className="rounded-2xl bg-white p-6 shadow ring-1 ring-slate-900/5">
      <h2 id="visit-none" className="text-xl font-bold text-slate-900">
        {failed ? VISIT.loadFailed : VISIT.noTimes}
      </h2>
      <p className="mt-2 text-lg text-slate-800">
        {phone ? (
          <>
            {VISIT.noTimesCall}{" "}
            <a href={telHref(phone)} className="whitespace-nowrap font-semibold text-brand underline underline-offset-4">
              {phoneLabel(phone)}
            </a>{" "}
            {VISIT.noTimesWrite}{" "}
          </>
        ) : (
          `${VISIT.noTimesPlease} `
        )}
        <Link to="/contact/info#enquiry" className="font-semibold text-brand underline underline-offset-4">
          {VISIT.noTimesLink}
        </Link>{" "}
        {VISIT.noTimesEnd}
      </p>
    </section>
  );
}
