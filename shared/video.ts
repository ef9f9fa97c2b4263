/**
 * YouTube links as a school's staff paste them (watch, shorts, youtu.be, embed; with tracking or
 * playlist parameters) turned into one embeddable form (SPEC §2 "Video Gallery": "watch or short
 * video URLs are converted to embeddable form", rules not shown). Players use the privacy-enhanced
 * youtube-nocookie.com host, the only video host server.ts's CSP allows in frames.
 */

export type YouTubeVideo = {
  id: string;
  /** https://www.youtube-nocookie.com/embed/ID, with ?start=S when the link had a start time. */
  embedUrl: string;
  /** https://www.youtube.com/watch?v=ID: where a visitor without JavaScript is sent. */
  watchUrl: string;
};

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/** "90", "90s", "1m30s", "1h2m3s" → seconds; anything else → 0. */
function startSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function idFrom(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be" || host === "www.youtu.be") return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === "watch") return url.searchParams.get("v");
  // /shorts/ID, /embed/ID, /live/ID, /v/ID
  if (segments.length >= 2 && ["shorts", "embed", "live", "v"].includes(segments[0] ?? "")) return segments[1] ?? null;
  return null;
}

/** The embeddable form of a YouTube link, or null when the URL is not a YouTube video (shown as a plain link). */
export function toYouTubeVideo(input: string): YouTubeVideo | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const id = idFrom(url);
  if (!id || !VIDEO_ID.test(id)) return null;
  const start = startSeconds(url.searchParams.get("t") ?? url.searchParams.get("start"));
  return {
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}${start > 0 ? `?start=${start}` : ""}`,
    watchUrl: `https://www.youtube.com/watch?v=${id}${start > 0 ? `&t=${start}s` : ""}`,
  };
}
