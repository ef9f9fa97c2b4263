import { Link } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import type { RecordKind } from "~/utils/staff";

type Day = {
  visitsToday: number;
  followUpsDue: number;
  overdue: number;
  waiting: number;
  visits: Array<{ id: string | number; reference: string; startTime: string; childName: string; parentName: string }>;
  waitingRecords: Array<{ kind: RecordKind; id: string | number; reference: string; parentName: string; ageHours: number }>;
  nextOnWaitlist: Array<{ id: string | number; reference: string; childName: string; className: string; yearLabel: string }>;
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const hours = (n: number) => (n < 1 ? "under an hour" : plural(n, "hour", "hours"));

/**
 * What the overview leads with (README "Staff console"): today's visits, follow-ups due, and the
 * records still waiting for a first reply with how long they have waited, each linked to its list
 * or record.
 */
export function TodaySection({ day, kinds }: { day: Day; kinds: Record<RecordKind, string> }) {
  return (
    <section aria-labelledby="today-title" className={S.panel}>
      <h2 id="today-title" className="text-xl font-bold text-slate-900">
        Today
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-900/10">
          <Link to="/staff/visits" className={S.link}>
            {plural(day.visitsToday, "visit today", "visits today")}
          </Link>
        </li>
        <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-900/10">
          <Link to="/staff/inbox?view=due" className={S.link}>
            {plural(day.followUpsDue, "follow-up due", "follow-ups due")}
          </Link>
          {day.overdue > 0 ? (
            <>
              {", "}
              <Link to="/staff/inbox?view=overdue" className={S.link}>
                {day.overdue} overdue
              </Link>
            </>
          ) : null}
        </li>
        <li className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-900/10">
          <Link to="/staff/inbox?view=waiting" className={S.link}>
            {plural(day.waiting, "record waits", "records wait")} for a first reply
          </Link>
        </li>
      </ul>

      {day.visits.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Visits today</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {day.visits.map((visit) => (
              <li key={visit.id} className="flex flex-wrap gap-x-4 py-2">
                <span className="font-semibold text-slate-900">{visit.startTime}</span>
                <Link to={`/staff/inbox/visit/${visit.id}`} className={S.link}>
                  {visit.childName} ({visit.parentName})
                </Link>
                <span className="text-slate-700">{visit.reference}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {day.nextOnWaitlist.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">A seat came free: next on the waitlist</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {day.nextOnWaitlist.map((record) => (
              <li key={record.id} className="flex flex-wrap gap-x-4 py-2">
                <Link to={`/staff/inbox/enrollment/${record.id}`} className={S.link}>
                  {record.childName} ({record.reference})
                </Link>
                <span className="text-slate-800">
                  {record.className} {record.yearLabel}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {day.waitingRecords.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Waiting for a first reply, longest first</h3>
          <ul className="mt-2 divide-y divide-slate-200">
            {day.waitingRecords.map((record) => (
              <li key={`${record.kind}-${record.id}`} className="flex flex-wrap gap-x-4 py-2">
                <Link to={`/staff/inbox/${record.kind}/${record.id}`} className={S.link}>
                  {kinds[record.kind]} {record.reference || `#${record.id}`}
                </Link>
                <span className="text-slate-800">{record.parentName}</span>
                <span className="text-slate-700">waiting {hours(record.ageHours)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
