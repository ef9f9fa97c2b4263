/** The video player's words (components/VideoPlayer.tsx): "%1" is the video's title. */
export const VIDEO_PLAYER = {
  untitled: "video",
  watch: "Watch the video: %1",
  newTab: " (opens in a new tab)",
  unavailable: "This video is not available.",
  frame: "Video: %1",
  play: "Play video: %1",
  youTube: "Watch on YouTube: %1 (opens in a new tab)",
};
