/** An image below the fold: loaded when scrolled near and decoded off the main thread. */
export function LazyImage({ src, alt, width, height, className }: { src: string; alt: string; width: number; height: number; className: string }) {
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />;
}
