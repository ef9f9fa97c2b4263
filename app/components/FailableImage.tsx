import type { ImgHTMLAttributes } from "react";
import { imageSources } from "~/utils/images";

/**
 * An image that shows SPEC §8's 'This image failed to load.' when it cannot load, also without
 * JavaScript: browsers (Chromium, Firefox, WebKit) draw an <img>'s ::before/::after only while the
 * image is broken, never once it has loaded. So the ::before covers the broken-image icon and alt
 * text, and the ::after prints the failure text from a data attribute, centred in the image's box.
 * Screen readers still get the alt text. (An onerror handler would need JavaScript, could miss an
 * error that happens before hydration, and <object> fallbacks are blocked by the CSP's object-src 'none'.)
 */
export function FailableImage({
  className = "",
  alt,
  failedText,
  src,
  sizes,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { alt: string; /** SPEC §8's text for an image that fails to load. */ failedText: string }) {
  return (
    <img
      alt={alt}
      {...props}
      {...(src ? imageSources(src, sizes) : {})}
      data-failed-text={failedText}
      className={`relative ${className} before:absolute before:inset-0 before:bg-slate-200 before:content-[''] after:absolute after:inset-0 after:flex after:items-center after:justify-center after:p-4 after:text-center after:text-base after:font-semibold after:text-slate-900 after:content-[attr(data-failed-text)]`}
    />
  );
}
