// srcset for staff-uploaded photos (README "Uploads"), shared by every public component that draws
// a school's image. An upload's URL names its largest stored width, `/uploads/<hash>/<width>.webp`;
// the smaller ones are the standard widths below it (the provider's list, api/uploads/images.ts).

const UPLOAD_WIDTHS = [320, 640, 960, 1280, 1920];
const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})\/([1-9]\d{0,3})\.webp$/;

export type ImageSources = { src: string; srcSet?: string; sizes?: string };

/**
 * `src`, and for an upload `srcSet` of every stored width and `sizes` (how wide the image is drawn:
 * the caller's, default the whole viewport). Any other URL (the demo's images, a URL typed by a
 * school) is drawn as it is.
 */
export function imageSources(url: string, sizes = "100vw"): ImageSources {
  const match = UPLOAD_URL.exec(url);
  if (!match) return { src: url };
  const [, hash, widest] = match;
  const largest = Number(widest);
  const widths = [...UPLOAD_WIDTHS.filter((width) => width < largest), largest];
  return {
    src: url,
    srcSet: widths.map((width) => `/uploads/${hash}/${width}.webp ${width}w`).join(", "),
    sizes,
  };
}
