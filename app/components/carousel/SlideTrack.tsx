import { Children, useRef, type ReactNode } from "react";

/**
 * The moving part of a carousel: one slide shown at a time, the others sliding (or fading) out.
 * Our own rather than react-responsive-carousel's: the state, looping, autoplay and controls were
 * already ours (use-slideshow.ts, controls.tsx), and the library with its prop-types and swipe
 * helper was 10 KB gzip of Home's JavaScript (README "JavaScript budgets"). A slide that is not
 * shown is hidden (visibility, after its transition): out of the tab order and of the
 * accessibility tree, where the library only set aria-hidden. A horizontal swipe on a touch screen
 * calls `onSwipe`; vertical scrolling stays the page's.
 */
export function SlideTrack({
  index,
  fade = false,
  transitionMs,
  onSwipe,
  children,
}: {
  index: number;
  /** Cross-fade in place instead of sliding sideways. */
  fade?: boolean;
  transitionMs: number;
  /** +1 for a swipe to the left (next), -1 to the right. */
  onSwipe?: (delta: 1 | -1) => void;
  children: ReactNode;
}) {
  const swipeStart = useRef<number | null>(null);
  const duration = { transitionDuration: `${transitionMs}ms` };
  return (
    <div
      className="relative overflow-hidden"
      style={onSwipe ? { touchAction: "pan-y" } : undefined}
      onPointerDown={onSwipe ? (event) => (swipeStart.current = event.pointerType === "mouse" ? null : event.clientX) : undefined}
      onPointerUp={
        onSwipe
          ? (event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (start !== null && Math.abs(event.clientX - start) > 40) onSwipe(event.clientX < start ? 1 : -1);
            }
          : undefined
      }
    >
      <ul
        className={fade ? "grid" : "flex transition-transform ease-in-out"}
        style={fade ? undefined : { ...duration, transform: `translateX(${-100 * index}%)` }}
      >
        {Children.map(children, (slide, at) => (
          <li
            className={`slide w-full shrink-0 transition-[opacity,visibility] ${at === index ? "selected visible z-[1]" : "invisible"} ${
              fade ? `[grid-area:1/1] ${at === index ? "opacity-100" : "opacity-0"}` : ""
            }`}
            style={duration}
          >
            {slide}
          </li>
        ))}
      </ul>
    </div>
  );
}
