import { useEffect, useState, type FocusEvent } from "react";
import { usePrefersReducedMotion } from "~/utils/hooks";

type Options = {
  count: number;
  /** Autoplay interval in ms; absent for a manual carousel. */
  intervalMs?: number;
  /** Previous/next (and autoplay) wrap around. */
  loop: boolean;
  /** Autoplay also waits while the pointer or the keyboard focus is on the carousel. */
  holdOnHover?: boolean;
};

/**
 * The state of a carousel: current slide, Pause/Play (WCAG 2.2.2), and reduced motion (it starts
 * paused then). Looping and autoplay are done here, with no cloned slides (react-responsive-carousel's
 * infinite loop, used before, rendered each photo and teacher twice for assistive technology).
 */
export function useSlideshow({ count, intervalMs, loop, holdOnHover = false }: Options) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(intervalMs !== undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const canPlay = intervalMs !== undefined && count > 1;
  const held = holdOnHover && (hovered || focused);
  const running = canPlay && playing && !held;
  const current = Math.min(index, Math.max(0, count - 1));

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  // One timeout per slide: a manual move restarts the wait, as the library's autoplay does.
  useEffect(() => {
    if (!running || intervalMs === undefined) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, current, count, intervalMs]);

  const go = (delta: number) => setIndex((value) => (loop ? (value + delta + count) % count : Math.min(count - 1, Math.max(0, value + delta))));

  const holdProps = holdOnHover
    ? {
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: (event: FocusEvent<HTMLElement>) => {
          if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
        },
      }
    : {};

  return {
    index: current,
    setIndex,
    go,
    hasPrevious: loop ? count > 1 : current > 0,
    hasNext: loop ? count > 1 : current < count - 1,
    canPlay,
    playing,
    togglePlaying: () => setPlaying((value) => !value),
    reducedMotion,
    holdProps,
  };
}
