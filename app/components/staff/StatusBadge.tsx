const TONES: Record<string, string> = {
  new: "bg-sky-100 text-sky-900 ring-sky-700/30",
  contacted: "bg-amber-100 text-amber-900 ring-amber-700/30",
  admitted: "bg-green-100 text-green-900 ring-green-700/30",
  declined: "bg-rose-100 text-rose-900 ring-rose-700/30",
  closed: "bg-slate-200 text-slate-900 ring-slate-700/30",
  received: "bg-sky-100 text-sky-900 ring-sky-700/30",
  visitBooked: "bg-amber-100 text-amber-900 ring-amber-700/30",
  visitAttended: "bg-amber-100 text-amber-900 ring-amber-700/30",
  documentsComplete: "bg-amber-100 text-amber-900 ring-amber-700/30",
  feePaid: "bg-amber-100 text-amber-900 ring-amber-700/30",
  offered: "bg-violet-100 text-violet-900 ring-violet-700/30",
  accepted: "bg-green-100 text-green-900 ring-green-700/30",
  enrolled: "bg-green-100 text-green-900 ring-green-700/30",
  waitlisted: "bg-violet-100 text-violet-900 ring-violet-700/30",
  withdrawn: "bg-slate-200 text-slate-900 ring-slate-700/30",
  pending: "bg-amber-100 text-amber-900 ring-amber-700/30",
  approved: "bg-green-100 text-green-900 ring-green-700/30",
  rejected: "bg-rose-100 text-rose-900 ring-rose-700/30",
  booked: "bg-sky-100 text-sky-900 ring-sky-700/30",
  attended: "bg-green-100 text-green-900 ring-green-700/30",
  noShow: "bg-amber-100 text-amber-900 ring-amber-700/30",
  cancelled: "bg-slate-200 text-slate-900 ring-slate-700/30",
};

/** A status as a small coloured label; the colour repeats the word, never replaces it. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${TONES[status] ?? TONES.closed}`}>
      {label}
    </span>
  );
}
