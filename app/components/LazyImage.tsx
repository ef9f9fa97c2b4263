import { imageSources } from "~/utils/images";

// React 18 has no fetchPriority prop (it warns about the camel-case name) but passes a lower-case
// attribute through unchanged.
export const HIGH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/**
 * An image below the fold: loaded when scrolled near and decoded off the main thread; an uploaded
 * photo comes with its srcset, `sizes` saying how wide it is drawn (default: up to half the page).
 * `priority` is for the page's largest image in the first screen (its LCP): loaded at once, first.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  sizes = "(min-width: 768px) 50vw, 100vw",
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
  sizes?: string;
  priority?: boolean;
}) {
  return (
    <img
      {...imageSources(src, sizes)}
      {...(priority ? HIGH_PRIORITY : {})}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
