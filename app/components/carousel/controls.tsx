import type { CarouselCopy } from "~/utils/carousel";
/** Buttons shared by the carousels: previous/next arrows and the Pause/Play control (WCAG 2.2.2). */

type ArrowProps = { direction: "previous" | "next"; onClick: () => void; disabled?: boolean; label: string; className?: string };

export function ArrowButton({ direction, onClick, disabled = false, label, className = "" }: ArrowProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
        {direction === "previous" ? (
          <path d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.83 10l3.94 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z" />
        ) : (
          <path d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z" />
        )}
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  );
}

export function PlayPauseButton({ playing, onToggle, copy }: { playing: boolean; onToggle: () => void; copy: CarouselCopy }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-slate-100"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
        {playing ? <path d="M5.75 4h2.5v12h-2.5zM11.75 4h2.5v12h-2.5z" /> : <path d="M6 4.5v11l9-5.5-9-5.5Z" />}
      </svg>
      {playing ? copy.pause : copy.play}
      <span className="sr-only"> {copy.what}</span>
    </button>
  );
}
