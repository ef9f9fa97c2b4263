import { imageSources } from "~/utils/images";

export type HeroSlide = { key: string; src: string; alt: string };

/** One hero photo, in the slideshow or in the row without JavaScript; only the first loads at once. */
export function HeroImage({ slide, index, className }: { slide: HeroSlide; index: number; className: string }) {
  return (
    <img
      {...imageSources(slide.src)}
      alt={slide.alt}
      width={1600}
      height={700}
      loading={index === 0 ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
