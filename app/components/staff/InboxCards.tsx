import { Link } from "@remix-run/react";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { telHref } from "~/utils/phone";
import type { RecordKind, RecordStatus } from "~/utils/staff";

type Card = {
  kind: RecordKind;
  id: string | number;
  reference: string;
  status: RecordStatus;
  childName: string;
  parentName: string;
  phone: string;
  received: string;
  /** "prefers Hindi", or null (English). */
  prefers: string | null;
};

/**
 * The inbox on a phone (under 640 px, README "Staff console"): one card per record with what an
 * admissions officer needs on the move — child, parent, the phone as a tap-to-call link, status,
 * reference and when it came — instead of a table to scroll sideways.
 */
export function InboxCards({
  rows,
  label,
  copy,
}: {
  rows: Card[];
  label: string;
  /** The console's words (app/content/staff.ts). */
  copy: { kinds: Record<RecordKind, string>; statuses: Record<RecordStatus, string>; none: string; select: string };
}) {
  return (
    <ul aria-label={label} className="grid gap-3 sm:hidden">
      {rows.map((row) => {
        const title = `inbox-card-${row.kind}-${row.id}`;
        return (
          <li key={`${row.kind}-${row.id}`}>
            <article aria-labelledby={title} className={`${S.panel} grid gap-2 p-4`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 id={title} className="text-lg font-bold text-slate-900">
                  {row.childName || copy.none}
                </h2>
                <StatusBadge status={row.status} label={copy.statuses[row.status]} />
              </div>
              <p className="text-slate-800">
                <span className="sr-only">Parent: </span>
                {row.parentName}
                {row.prefers ? <span className="text-sm text-slate-700"> ({row.prefers})</span> : null}
              </p>
              <p>
                <a href={telHref(row.phone)} className={S.link}>
                  {row.phone}
                </a>
              </p>
              <p className="flex flex-wrap gap-x-3 text-sm text-slate-700">
                <Link to={`/staff/inbox/${row.kind}/${row.id}`} className={S.link}>
                  {copy.kinds[row.kind]} {row.reference || `#${row.id}`}
                </Link>
                <span>Received {row.received}</span>
              </p>
              {/* The inbox's bulk actions (its form is around the cards). */}
              <label className="flex min-h-11 items-center gap-2 text-slate-900">
                <input type="checkbox" name="record" value={`${row.kind}:${row.id}`} className="h-5 w-5" />
                {copy.select} <span className="sr-only">{row.reference || `#${row.id}`}</span>
              </label>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
