import { useId } from "react";
import { fill, type CarouselCopy } from "~/utils/carousel";
import { ArrowButton, PlayPauseButton } from "./controls";
import { HeroImage, type HeroSlide } from "./HeroImage";
import { SwipeHint } from "./SnapRow";
import { SlideTrack } from "./SlideTrack";
import { useSlideshow } from "./use-slideshow";

/** SPEC §2 "Home" 1 and §9: fade, loop, autoplay every 2000 ms, 700 ms transition, arrows, no dots. */
const HERO_INTERVAL_MS = 2000;
const HERO_TRANSITION_MS = 700;

/**
 * The hero's slideshow, rendered only after hydration (the server sends a SnapRow). The images
 * fade; the headline, tagline and ENROLL NOW link are the same on every slide, so the page renders
 * them once above the slideshow (one h1, one link) instead of once per slide. On a phone it keeps
 * the row's line under it (a swipe moves a slide here too): the row and the slideshow take the
 * same room, so nothing below moves when one replaces the other.
 */
export function HeroCarousel({ slides, className, copy }: { slides: HeroSlide[]; className: string; copy: CarouselCopy }) {
  const show = useSlideshow({ count: slides.length, intervalMs: HERO_INTERVAL_MS, loop: true });
  const hintId = useId();

  return (
    <>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label={copy.label}
        aria-describedby={slides.length > 1 ? hintId : undefined}
        className="relative isolate"
      >
        <SlideTrack fade index={show.index} transitionMs={show.reducedMotion ? 0 : HERO_TRANSITION_MS} onSwipe={show.go}>
          {slides.map((slide, index) => (
            <div key={slide.key} role="group" aria-roledescription="slide" aria-label={fill(copy.slideOf, index + 1, slides.length)}>
              <HeroImage slide={slide} index={index} className={className} />
            </div>
          ))}
        </SlideTrack>
        {show.hasPrevious ? (
          <ArrowButton
            direction="previous"
            onClick={() => show.go(-1)}
            label={copy.previous}
            className="absolute left-3 top-1/2 z-20 -translate-y-1/2"
          />
        ) : null}
        {show.hasNext ? (
          <ArrowButton direction="next" onClick={() => show.go(1)} label={copy.next} className="absolute right-3 top-1/2 z-20 -translate-y-1/2" />
        ) : null}
        {show.canPlay ? (
          <div className="absolute bottom-3 right-3 z-20">
            <PlayPauseButton playing={show.playing} onToggle={show.togglePlaying} copy={copy} />
          </div>
        ) : null}
      </div>
      <SwipeHint id={hintId} swipe={copy.swipe} count={slides.length} onDark />
    </>
  );
}
