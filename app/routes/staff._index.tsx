import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { KIND_LABELS, STAFF_PAGES, STATUS_LABELS } from "~/content/staff";
import { TodaySection } from "~/components/staff/TodaySection";
import { getStaffSummary } from "~/models/staff.server";
import { refuse, requireStaff } from "~/services/staff.server";
import { pageMeta } from "~/utils/meta";
import { SUBMISSION_KINDS, SUBMISSION_STATUSES } from "~/utils/staff";
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

      <ScrollPanel labelledBy="summary-title">
        <table className={S.table}>
          <caption id="summary-title" className={S.caption}>
            Enrollments and enquiries by status
          </caption>
          <thead>
            <tr>
              <th scope="col" className={S.th}>
                Status
              </th>
              {SUBMISSION_KINDS.map((kind) => (
                <th key={kind} scope="col" className={`${S.th} text-right`}>
                  {KIND_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SUBMISSION_STATUSES.map((status) => (
              <tr key={status}>
                <th scope="row" className={`${S.td} font-semibold`}>
                  {STATUS_LABELS[status]}
                </th>
                {SUBMISSION_KINDS.map((kind) => (
                  <td key={kind} className={`${S.td} text-right`}>
                    <Link
                      to={inboxLink({ kind, status })}
                      className={S.link}
                      aria-label={`${summary[kind][status]} ${KIND_LABELS[kind]}: ${STATUS_LABELS[status]}`}
                    >
                      {summary[kind][status]}
                    </Link>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${S.td} font-semibold`}>
                Total
              </th>
              {SUBMISSION_KINDS.map((kind) => (
                <td key={kind} className={`${S.td} text-right font-semibold`}>
                  <Link to={inboxLink({ kind })} className={S.link} aria-label={`${summary[kind].total} ${KIND_LABELS[kind]}: all`}>
                    {summary[kind].total}
                  </Link>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollPanel>

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
