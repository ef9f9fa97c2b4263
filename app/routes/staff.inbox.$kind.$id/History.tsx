import { ColumnHeads } from "~/components/staff/ColumnHeads";
import { ScrollPanel } from "~/components/staff/ScrollPanel";
import { STAFF_STYLES as S } from "~/components/staff/styles";
import { STAFF_TEXT, STATUS_LABELS } from "~/content/staff";
import type { HistoryRow } from "~/models/staffSubmissions.server";
import { RECORD_STATUSES } from "~/utils/staff";

/** Who did what and when to this record, oldest first. */
export function History({ rows }: { rows: Array<HistoryRow & { when: string }> }) {
  return (
    <ScrollPanel labelledBy="history-title">
      <h2 id="history-title" className="text-xl font-bold text-slate-900">
        History
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-800">No changes yet.</p>
      ) : (
        <table className={`${S.table} mt-4`}>
          <caption className="sr-only">Status changes and notes, oldest first</caption>
          <ColumnHeads names={["When", "Who", "Change", "Note"]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${S.td} whitespace-nowrap`}>{row.when}</td>
                <td className={S.td}>{row.actorName}</td>
                <td className={S.td}>{change(row)}</td>
                <td className={`${S.td} whitespace-pre-line break-words`}>{row.note || STAFF_TEXT.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ScrollPanel>
  );
}

function label(status: string): string {
  const known = RECORD_STATUSES.find((value) => value === status);
  return known ? STATUS_LABELS[known] : status;
}

const ACTIONS: Record<string, string> = { note: "Note", followUp: "Follow-up", whatsapp: "WhatsApp", call: "Call", sms: "SMS", email: "E-mail" };

function change(row: HistoryRow): string {
  if (row.fromStatus && row.toStatus && row.fromStatus !== row.toStatus) return `${label(row.fromStatus)} → ${label(row.toStatus)}`;
  return ACTIONS[row.action] ?? row.action;
}
