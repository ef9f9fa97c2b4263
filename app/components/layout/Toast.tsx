import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from "react";
import { CloseIcon } from "./icons";

/** SPEC §9: auto-close after 5000 ms; a drag over 80 % of the toast's width dismisses it. */
const TOAST_AUTO_CLOSE_MS = 5000;
const TOAST_DRAG_DISMISS_RATIO = 0.8;

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

/**
 * The toast as it lives in the browser; its words and colours come from the Toaster, which drew
 * them before this module loaded (one copy, in the root's chunk).
 */
export function Toast({
  box: boxStyle,
  closeLabel,
  children,
  onDismiss,
}: {
  box: string;
  closeLabel: string;
  children: ReactNode;
  onDismiss: () => void;
}) {
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

  const width = box.current?.offsetWidth ?? 1;
  return (
    <div
      ref={box}
      className={`toast-enter pointer-events-auto flex touch-pan-y select-none items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${boxStyle} ${
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
      {children}
      <button type="button" onClick={onDismiss} className="-m-1 rounded p-1 hover:bg-black/10">
        <CloseIcon className="h-4 w-4" />
        <span className="sr-only">{closeLabel}</span>
      </button>
    </div>
  );
}
