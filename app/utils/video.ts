// The one rule for YouTube links, shared with the provider (shared/video.ts): the site converts a
// stored link for its players, the provider checks and converts a link staff send.
export { toYouTubeVideo, type YouTubeVideo } from "../../shared/video";
