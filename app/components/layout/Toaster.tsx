import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { ToastKind, ToastView } from "~/utils/toast";
import { CloseIcon } from "./icons";

export type ToastItem = ToastView & { id: string };

/** SPEC §9: auto-close after 5000 ms; a drag over 80 % of the toast's width dismisses it. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOAST_DRAG_DISMISS_RATIO = 0.8;

const STYLES: Record<ToastKind, { box: string; label: string }> = {
  success: { box: "border-green-700 bg-green-50 text-green-900", label: "Success" },
  error: { box: "border-red-700 bg-red-50 text-red-900", label: "Error" },
  info: { box: "border-sky-700 bg-sky-50 text-sky-900", label: "Information" },
  warning: { box: "border-amber-700 bg-amber-50 text-amber-900", label: "Warning" },
};

/**
 * The toast area, top right (SPEC §2). The server renders the messages, so they show without
 * JavaScript; in the browser each one closes itself after 5 s, pauses while hovered, focused or
 * while the window is in the background, can be dragged away or closed with its button.
 * Without JavaScript nothing could close a toast floating over the page (on a phone it would
 * cover the menu button and the logo for good), so until hydration the area sits in the page's
 * flow, right below the header (root.tsx renders it there).
 */
export function Toaster({ toasts }: { toasts: ToastItem[] }) {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const visible = toasts.filter((toast) => !dismissed.has(toast.id));
  const dismiss = (id: string) => setDismissed((previous) => new Set(previous).add(id));
  const place = hydrated
    ? "pointer-events-none fixed right-4 top-4 z-[60] w-[min(24rem,calc(100vw-2rem))]"
    : `mx-auto w-full max-w-7xl px-4 ${visible.length > 0 ? "pt-4" : ""}`;
  return (
    <section aria-label="Notifications" className={place}>
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {visible.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </div>
    </section>
  );
}

function useWindowFocused(): boolean {
  const [focused, setFocused] = useState(true);
  useEffect(() => {
    // Only the events count: document.hasFocus() is false in some embedded and headless views.
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    window.addEventListener("focus", onFocus);
    window.addEventListener("blur", onBlur);
    return () => {
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("blur", onBlur);
    };
  }, []);
  return focused;
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const hydrated = useHydrated();
  const windowFocused = useWindowFocused();
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  const paused = hovered || focusWithin || !windowFocused || dragging;

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest("button"))) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragX(event.clientX - drag.current.startX);
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const width = box.current?.offsetWidth ?? 0;
    const distance = Math.abs(event.clientX - drag.current.startX);
    drag.current = null;
    setDragging(false);
    if (width > 0 && distance >= width * TOAST_DRAG_DISMISS_RATIO) onDismiss();
    else setDragX(0);
  };

  const style = STYLES[toast.type];
  const width = box.current?.offsetWidth ?? 1;
  return (
    <div
      ref={box}
      className={`toast-enter pointer-events-auto flex touch-pan-y select-none items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${style.box} ${
        dragX === 0 ? "transition-transform" : ""
      }`}
      style={dragX === 0 ? undefined : { transform: `translateX(${dragX}px)`, opacity: Math.max(0.2, 1 - Math.abs(dragX) / width) }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusWithin(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <p className="min-w-0 flex-1 text-sm">
        <span className="sr-only">{style.label}: </span>
        <span className="font-semibold">{toast.message}</span>
        {toast.description ? <span className="mt-1 block">{toast.description}</span> : null}
      </p>
      {hydrated ? (
        <button type="button" onClick={onDismiss} className="-m-1 rounded p-1 hover:bg-black/10">
          <CloseIcon className="h-4 w-4" />
          <span className="sr-only">Close notification</span>
        </button>
      ) : null}
    </div>
  );
}
