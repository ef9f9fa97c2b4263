import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { KIND_LABELS, STAFF_PAGES, STATUS_LABELS } from "~/content/staff";
import { TodaySection } from "~/components/staff/TodaySection";
import { getStaffSummary } from "~/models/staff.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { pageMeta } from "~/utils/meta";
import { APPLICATION_STAGES, SUBMISSION_STATUSES, type RecordStatus, type SubmissionKind } from "~/utils/staff";
import { ScrollPanel } from "~/components/staff/ScrollPanel";
import type { loader as layoutLoader } from "./staff";

export const meta = pageMeta(STAFF_PAGES.overview, { noindex: true });

const TODAY_UNAVAILABLE = "Today's visits and follow-ups could not be loaded just now. Reload the page in a moment.";

// "Today" is the layout's (routes/staff.tsx): the console asks GET /staff/today once per page.
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const summary = await getStaffSummary(staff);
  if (!summary.ok) return refuse(request, summary);
  return json({ summary: summary.data.data });
}

const inboxLink = (params: Record<string, string>) => `/staff/inbox?${new URLSearchParams(params)}`;

export default function StaffOverview() {
  const { summary } = useLoaderData<typeof loader>();
  const day = useRouteLoaderData<typeof layoutLoader>("routes/staff")?.today;
  const pending = summary.testimonials.pending;
  return (
    <div className="mt-8 space-y-8">
      <div>
        <h1 className={S.h1}>{STAFF_PAGES.overview.title}</h1>
        <p className={S.lead}>Today first: visits, follow-ups due and families waiting for a reply. The counts link to each list.</p>
      </div>

      {day ? <TodaySection day={day} kinds={KIND_LABELS} /> : <p className="text-slate-800">{TODAY_UNAVAILABLE}</p>}

      <CountsTable
        id="summary-enrollments"
        caption="Enrollments by stage"
        kind="enrollment"
        statuses={APPLICATION_STAGES}
        counts={summary.enrollment}
      />
      <CountsTable id="summary-enquiries" caption="Enquiries by status" kind="enquiry" statuses={SUBMISSION_STATUSES} counts={summary.enquiry} />

      <section aria-labelledby="overview-testimonials" className={S.panel}>
        <h2 id="overview-testimonials" className="text-xl font-bold text-slate-900">
          Testimonials
        </h2>
        <p className="mt-2 text-slate-800">
          {pending === 1 ? "1 testimonial waits" : `${pending} testimonials wait`} for approval; {summary.testimonials.approved} approved,{" "}
          {summary.testimonials.rejected} rejected.
        </p>
        <p className="mt-4">
          <Link to="/staff/testimonials" className={S.link}>
            Review testimonials
          </Link>
        </p>
      </section>

      <section aria-labelledby="overview-newsletter" className={S.panel}>
        <h2 id="overview-newsletter" className="text-xl font-bold text-slate-900">
          Newsletter
        </h2>
        <p className="mt-2 text-slate-800">
          Parents sign up with the newsletter box at the foot of every page. The list holds everyone subscribed now, each with the unsubscribe link
          your e-mails must include.
        </p>
        <p className="mt-4">
          {/* A download, not a page: the browser fetches it itself (reloadDocument). */}
          <Link to="/staff/newsletter/export" reloadDocument download className={S.secondary}>
            Export newsletter list (CSV)
          </Link>
        </p>
      </section>
    </div>
  );
}

/** One kind's records counted per status, each count a link to that list of the inbox. */
function CountsTable<S extends RecordStatus>({
  id,
  caption,
  kind,
  statuses,
  counts,
}: {
  id: string;
  caption: string;
  kind: SubmissionKind;
  statuses: readonly S[];
  counts: Record<S | "total", number>;
}) {
  const kindLabel = KIND_LABELS[kind];
  return (
    <ScrollPanel labelledBy={id}>
      <table className={S.table}>
        <caption id={id} className={S.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={S.th}>
              Status
            </th>
            <th scope="col" className={`${S.th} text-right`}>
              {kindLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => (
            <tr key={status}>
              <th scope="row" className={`${S.td} font-semibold`}>
                {STATUS_LABELS[status]}
              </th>
              <td className={`${S.td} text-right`}>
                <Link to={inboxLink({ kind, status })} className={S.link} aria-label={`${counts[status]} ${kindLabel}: ${STATUS_LABELS[status]}`}>
                  {counts[status]}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${S.td} font-semibold`}>
              Total
            </th>
            <td className={`${S.td} text-right font-semibold`}>
              <Link to={inboxLink({ kind })} className={S.link} aria-label={`${counts.total} ${kindLabel}: all`}>
                {counts.total}
              </Link>
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollPanel>
  );
}
