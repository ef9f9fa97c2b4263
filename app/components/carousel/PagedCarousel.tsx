import { useState, type ReactNode } from "react";
import { usePerView } from "~/utils/hooks";
import { chunk, fill, type CarouselCopy, type PerViewConfig } from "~/utils/carousel";
import { ArrowButton, PlayPauseButton } from "./controls";
import { SlideTrack } from "./SlideTrack";
import { useSlideshow } from "./use-slideshow";

const GRID_COLUMNS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
};

type Props<T> = {
  items: readonly T[];
  perView: PerViewConfig;
  /** The carousel's words: its name for assistive technology ("Class photos"), its buttons'. */
  copy: CarouselCopy;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
  /** Autoplay interval in ms (and wrap-around); absent for a manual carousel. */
  autoPlayMs?: number;
  transitionMs?: number;
};

/**
 * Several items per view on a SlideTrack, which shows one slide at a time: each slide is a page of
 * `perView` items from a width hook (utils/carousel.ts); previous/next move a page. Rendered only
 * after hydration; the server sends a SnapRow instead. No dot indicators. An autoplaying carousel
 * has a Pause/Play button, waits while hovered or focused, and starts paused under
 * prefers-reduced-motion.
 */
export function PagedCarousel<T>({ items, perView: config, copy, renderItem, itemKey, autoPlayMs, transitionMs = 500 }: Props<T>) {
  const perView = usePerView(config);
  const pages = chunk(items, perView);
  const show = useSlideshow({ count: pages.length, intervalMs: autoPlayMs, loop: autoPlayMs !== undefined, holdOnHover: true });

  // A new page size regroups the items: stay on the page that holds the first visible item.
  const [shownPerView, setShownPerView] = useState(perView);
  if (shownPerView !== perView) {
    setShownPerView(perView);
    show.setIndex(Math.floor((show.index * shownPerView) / perView));
  }

  return (
    <div role="region" aria-roledescription="carousel" aria-label={copy.label} className="relative" {...show.holdProps}>
      <div className="relative">
        <SlideTrack index={show.index} transitionMs={show.reducedMotion ? 0 : transitionMs} onSwipe={pages.length > 1 ? show.go : undefined}>
          {pages.map((group, pageIndex) => (
            <div
              key={group.map((item, index) => itemKey(item, pageIndex * perView + index)).join("|")}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(copy.slideOf, pageIndex + 1, pages.length)}
              className={`grid gap-4 px-2 py-2 sm:px-14 ${GRID_COLUMNS[perView] ?? "grid-cols-1"}`}
            >
              {group.map((item, index) => (
                <div key={itemKey(item, pageIndex * perView + index)}>{renderItem(item, pageIndex * perView + index)}</div>
              ))}
            </div>
          ))}
        </SlideTrack>
        <ArrowButton
          direction="previous"
          onClick={() => show.go(-1)}
          disabled={!show.hasPrevious}
          label={copy.previous}
          className="absolute left-1 top-1/2 z-10 -translate-y-1/2"
        />
        <ArrowButton
          direction="next"
          onClick={() => show.go(1)}
          disabled={!show.hasNext}
          label={copy.next}
          className="absolute right-1 top-1/2 z-10 -translate-y-1/2"
        />
      </div>
      {show.canPlay ? (
        <div className="mt-4 flex justify-center">
          <PlayPauseButton playing={show.playing} onToggle={show.togglePlaying} copy={copy} />
        </div>
      ) : null}
    </div>
  );
}
