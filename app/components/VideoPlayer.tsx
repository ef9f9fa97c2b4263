import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { safeMediaUrl } from "~/utils/url";
import type { YouTubeVideo } from "~/utils/video";

/** A local poster: server.ts's CSP allows images from 'self' only, so no YouTube thumbnails. */
const POSTER = "/images/video-poster.svg";

/**
 * The player's words in the page's language, from its page's loader (README "Languages"); "%1" is
 * the video's title (utils/carousel.ts `fill`).
 */
export type VideoCopy = {
  untitled: string;
  watch: string;
  newTab: string;
  unavailable: string;
  frame: string;
  play: string;
  youTube: string;
};

/**
 * A YouTube video that loads only when wanted: a light local poster first. With
 * JavaScript, the poster is a button that swaps itself for the privacy-enhanced player (and starts
 * it); without, it is a link to the video on YouTube. A URL that is not a YouTube video gets a plain
 * link, never a broken frame.
 */
export function VideoPlayer({ video, url, title, copy }: { video: YouTubeVideo | null; url: string; title: string; copy: VideoCopy }) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const label = title || copy.untitled;

  if (!video) {
    // Only an http(s) or site link: a `javascript:` one would run in the school's page.
    const href = safeMediaUrl(url, "");
    return (
      <div className="flex aspect-video w-full items-center justify-center bg-slate-100 p-6 text-center">
        {href ? (
          <a href={href} rel="noopener noreferrer" target="_blank" className="font-semibold text-brand underline underline-offset-4">
            {copy.watch.replace("%1", () => label)}
            <span className="sr-only">{copy.newTab}</span>
          </a>
        ) : (
          <p className="text-slate-700">{copy.unavailable}</p>
        )}
      </div>
    );
  }

  if (playing) {
    return (
      <iframe
        src={`${video.embedUrl}${video.embedUrl.includes("?") ? "&" : "?"}autoplay=1`}
        title={copy.frame.replace("%1", () => label)}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="block aspect-video w-full border-0 bg-black"
      />
    );
  }

  const poster = (
    <>
      <img src={POSTER} alt="" width={1280} height={720} loading="lazy" decoding="async" className="block aspect-video w-full object-cover" />
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-700 text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-110">
          <svg viewBox="0 0 24 24" fill="currentColor" className="ml-1 h-8 w-8">
            <path d="M8 5.5v13l11-6.5-11-6.5Z" />
          </svg>
        </span>
      </span>
    </>
  );
  const className = "group relative block w-full overflow-hidden bg-slate-900";
  return hydrated ? (
    <button type="button" onClick={() => setPlaying(true)} className={className}>
      {poster}
      <span className="sr-only">{copy.play.replace("%1", () => label)}</span>
    </button>
  ) : (
    <a href={video.watchUrl} rel="noopener noreferrer" target="_blank" className={className}>
      {poster}
      <span className="sr-only">{copy.youTube.replace("%1", () => label)}</span>
    </a>
  );
}
