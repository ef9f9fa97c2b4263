import { Children, useId, type ReactNode } from "react";
import { fill } from "~/utils/carousel";

/**
 * The carousel without JavaScript (DESIGN.md "Progressive enhancement"): a row that scrolls
 * sideways and snaps, so every slide is reachable by touch, mouse wheel or keyboard (it is
 * focusable so keyboard users can scroll it). On a phone one item fills the row and nothing would
 * say that more follow, so a line under it gives the count and how to reach them; from md up the
 * next items show beside the first.
 */
export function SnapRow({
  label,
  swipe,
  children,
  className = "",
  onDark = false,
}: {
  label: string;
  /** The phone's line under the row, "%1 class photos: swipe sideways to see them all", in the page's language. */
  swipe: string;
  children: ReactNode;
  className?: string;
  /** The row sits on a dark background (the hero): the line under it is light. */
  onDark?: boolean;
}) {
  const hintId = useId();
  const count = Children.count(children);
  return (
    <>
      <div role="region" aria-label={label} aria-describedby={count > 1 ? hintId : undefined} tabIndex={0} className={`snap-row ${className}`}>
        {children}
      </div>
      <SwipeHint id={hintId} swipe={swipe} count={count} onDark={onDark} />
    </>
  );
}

/**
 * The phone's line under a row of `count` items (none for one). The hero's slideshow shows the
 * same line under it, so the page does not move when the row turns into the slideshow.
 */
export function SwipeHint({ id, swipe, count, onDark = false }: { id: string; swipe: string; count: number; onDark?: boolean }) {
  return count > 1 ? (
    <p id={id} className={`mt-2 px-4 text-center text-sm font-medium md:hidden ${onDark ? "text-slate-100" : "text-slate-700"}`}>
      {fill(swipe, count)}
    </p>
  ) : null;
}
