import { useEffect, useRef, useState } from "react";
import Lightbox, { type GenericSlide } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import { createKeyRepeatLimiter } from "~/utils/key-repeat";
import { imageSources } from "~/utils/images";

/**
 * A gallery photo in yet-another-react-lightbox as a slide type of its own, so that its maximum zoom
 * is exactly 3 (SPEC §4, §9: zoom 0 to 300 %); for built-in image slides the library derives the
 * maximum from the picture's pixel size instead. It also lets the slide show SPEC §8's failure text.
 */
export interface GalleryPhotoSlide extends GenericSlide {
  type: "gallery-photo";
  src: string;
  alt: string;
}

declare module "yet-another-react-lightbox" {
  interface SlideTypes {
    "gallery-photo": GalleryPhotoSlide;
  }
}

/** The lightbox's own words (the library's labels), in the page's language. */
export type LightboxLabels = { viewer: string; photos: string; previous: string; next: string; close: string; zoomIn: string; zoomOut: string };

/** SPEC §9 lightbox settings. */
const LIGHTBOX = { maxZoom: 3, animationMs: 300, paddingPx: 10 } as const;

const ARROWS = new Set(["ArrowLeft", "ArrowRight"]);

/**
 * The lightbox of SPEC §2 "Photo Gallery": caption, previous/next wrapping around, zoom, close
 * (button, Escape or backdrop). Rendered only after hydration; without JavaScript the page's
 * ?photo=N viewer does the same job. Focus returns to the photo that opened it.
 */
export function PhotoLightbox({
  slides,
  index,
  onClose,
  failedText,
  labels,
}: {
  slides: readonly GalleryPhotoSlide[];
  /** SPEC §8's text for a photo that fails to load. */
  failedText: string;
  /** The viewer's names and buttons in the page's language (its loader's `copy`, README "Languages"). */
  labels: LightboxLabels;
  /** The photo to show, or null when closed. */
  index: number | null;
  onClose: () => void;
}) {
  const zoom = useRef(1);
  const open = index !== null;

  // SPEC §9 key repeat limit: an arrow keydown within 180 ms of the last accepted one is dropped
  // before it reaches the lightbox. Not while zoomed in, where the arrows pan the picture.
  useEffect(() => {
    if (!open) return;
    const accept = createKeyRepeatLimiter();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!ARROWS.has(event.key) || zoom.current > 1) return;
      if (!accept(event.timeStamp)) {
        event.stopPropagation();
        event.preventDefault();
      }
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [open]);

  return (
    <Lightbox
      open={open}
      index={index ?? 0}
      close={onClose}
      slides={slides}
      plugins={[Captions, Zoom]}
      carousel={{ finite: false, padding: `${LIGHTBOX.paddingPx}px` }}
      animation={{ fade: LIGHTBOX.animationMs, swipe: LIGHTBOX.animationMs, zoom: LIGHTBOX.animationMs }}
      zoom={{ maxZoom: LIGHTBOX.maxZoom, supports: ["gallery-photo"], scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true, closeOnEscape: true }}
      captions={{ descriptionTextAlign: "center" }}
      labels={{
        Lightbox: labels.viewer,
        "Photo gallery": labels.photos,
        Previous: labels.previous,
        Next: labels.next,
        Close: labels.close,
        "Zoom in": labels.zoomIn,
        "Zoom out": labels.zoomOut,
      }}
      on={{
        zoom: ({ zoom: level }) => {
          zoom.current = level;
        },
        view: () => {
          zoom.current = 1;
        },
      }}
      render={{
        slide: ({ slide, rect }) =>
          slide.type === "gallery-photo" ? (
            <PhotoSlide key={slide.src} slide={slide} width={rect.width} height={rect.height} failedText={failedText} />
          ) : undefined,
      }}
    />
  );
}

function PhotoSlide({ slide, width, height, failedText }: { slide: GalleryPhotoSlide; width: number; height: number; failedText: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return <p className="rounded-lg bg-slate-800 px-6 py-4 text-center text-lg font-semibold text-white">{failedText}</p>;
  }
  return (
    <img
      {...imageSources(slide.src)}
      alt={slide.alt}
      draggable={false}
      onError={() => setFailed(true)}
      style={{ maxWidth: width, maxHeight: height }}
      className="block h-auto w-auto select-none object-contain"
    />
  );
}
