import { imageSources } from "~/utils/images";

/**
 * An image below the fold: loaded when scrolled near and decoded off the main thread; an uploaded
 * photo comes with its srcset, `sizes` saying how wide it is drawn (default: up to half the page).
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  className,
  sizes = "(min-width: 768px) 50vw, 100vw",
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className: string;
  sizes?: string;
}) {
  return <img {...imageSources(src, sizes)} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />;
}
