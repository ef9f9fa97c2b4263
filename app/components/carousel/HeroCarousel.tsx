import { Carousel } from "react-responsive-carousel";
import { fill, type CarouselCopy } from "~/utils/carousel";
import { ArrowButton, PlayPauseButton } from "./controls";
import { HeroImage, type HeroSlide } from "./HeroImage";
import { useSlideshow } from "./use-slideshow";

/** SPEC §2 "Home" 1 and §9: fade, loop, autoplay every 2000 ms, 700 ms transition, arrows, no dots. */
const HERO_INTERVAL_MS = 2000;
const HERO_TRANSITION_MS = 700;

/**
 * The hero's slideshow, rendered only after hydration (the server sends a SnapRow). The images
 * fade; the headline, tagline and ENROLL NOW link are the same on every slide, so the page renders
 * them once above the slideshow (one h1, one link) instead of once per slide.
 */
export function HeroCarousel({ slides, className, copy }: { slides: HeroSlide[]; className: string; copy: CarouselCopy }) {
  const show = useSlideshow({ count: slides.length, intervalMs: HERO_INTERVAL_MS, loop: true });

  return (
    <div role="region" aria-roledescription="carousel" aria-label={copy.label} className="relative isolate">
      <Carousel
        animationHandler="fade"
        swipeable={false}
        selectedItem={show.index}
        onChange={(index) => show.setIndex(index)}
        autoPlay={false}
        infiniteLoop={false}
        transitionTime={show.reducedMotion ? 0 : HERO_TRANSITION_MS}
        showArrows
        showIndicators={false}
        showThumbs={false}
        showStatus={false}
        renderArrowPrev={() =>
          show.hasPrevious ? (
            <ArrowButton
              direction="previous"
              onClick={() => show.go(-1)}
              label={copy.previous}
              className="absolute left-3 top-1/2 z-20 -translate-y-1/2"
            />
          ) : null
        }
        renderArrowNext={() =>
          show.hasNext ? (
            <ArrowButton direction="next" onClick={() => show.go(1)} label={copy.next} className="absolute right-3 top-1/2 z-20 -translate-y-1/2" />
          ) : null
        }
        renderItem={(item, options) => <div aria-hidden={options?.isSelected ? undefined : true}>{item}</div>}
      >
        {slides.map((slide, index) => (
          <div key={slide.key} role="group" aria-roledescription="slide" aria-label={fill(copy.slideOf, index + 1, slides.length)}>
            <HeroImage slide={slide} index={index} className={className} />
          </div>
        ))}
      </Carousel>
      {show.canPlay ? (
        <div className="absolute bottom-3 right-3 z-20">
          <PlayPauseButton playing={show.playing} onToggle={show.togglePlaying} copy={copy} />
        </div>
      ) : null}
    </div>
  );
}
