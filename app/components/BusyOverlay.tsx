/** A spinner and a status message over what is busy (a form, the page), announced when it appears. */
export function BusyOverlay({ shown, label, cover, framed = false }: { shown: boolean; label: string; cover: string; framed?: boolean }) {
  return (
    <div aria-live="polite">
      {shown ? (
        <div className={`overlay-enter ${cover}`}>
          <p
            role="status"
            className={`flex items-center gap-3 rounded-lg bg-white px-6 py-4 text-lg font-semibold text-slate-900 shadow-lg${framed ? " ring-1 ring-slate-900/10" : ""}`}
          >
            <span
              aria-hidden="true"
              className="h-6 w-6 animate-spin rounded-full border-4 border-slate-300 border-t-brand motion-reduce:animate-none"
            />
            {label}
          </p>
        </div>
      ) : null}
    </div>
  );
}
