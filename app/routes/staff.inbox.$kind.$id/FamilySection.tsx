import { Link } from "@remix-run/react";
import { StatusBadge } from "~/components/staff/StatusBadge";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { KIND_LABELS, STAFF_TEXT, STATUS_LABELS } from "~/content/staff";
import type { RecordKind, RecordStatus } from "~/utils/staff";
import { submissionPath } from "./params";

type FamilyRow = { kind: RecordKind; id: string | number; reference: string; status: RecordStatus; childName: string; received: string };

/**
 * One family (DESIGN.md "Admissions": one mobile number at one school): its enquiries,
 * enrollments and visits together, newest first, each linked; this record marked as the current one.
 */
export function FamilySection({ rows, current }: { rows: FamilyRow[]; current: { kind: RecordKind; id: string | number } }) {
  return (
    <section aria-labelledby="family-title" className={S.panel}>
      <h2 id="family-title" className="text-xl font-bold text-slate-900">
        This family&apos;s records
      </h2>
      <p className="mt-1 text-slate-700">Everything with the same mobile number at this school, newest first.</p>
      <ol className="mt-4 divide-y divide-slate-200">
        {rows.map((row) => {
          const here = row.kind === current.kind && String(row.id) === String(current.id);
          const name = `${KIND_LABELS[row.kind]} ${row.reference || `#${row.id}`}`;
          return (
            <li key={`${row.kind}-${row.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
              {here ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {name} (this record)
                </span>
              ) : (
                <Link to={submissionPath(row)} className={S.link}>
                  {name}
                </Link>
              )}
              <StatusBadge status={row.status} label={STATUS_LABELS[row.status]} />
              <span className="text-slate-800">{row.childName || STAFF_TEXT.none}</span>
              <span className="text-slate-700">Received {row.received}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
