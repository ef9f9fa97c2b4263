import { describe, expect, it } from "vitest";
import { toYouTubeVideo } from "~/utils/video";

const toYouTubeEmbedUrl = (url: string) => toYouTubeVideo(url)?.embedUrl ?? null;

// SPEC §2 "Video Gallery": watch and short video URLs are converted to embeddable form; the site
// adds youtu.be and embed links, extra parameters, and a plain link (null) for anything else.

const ID = "yCjJyiqpAuU";
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe("YouTube links become the privacy-enhanced embed URL", () => {
  it("converts a watch URL", () => {
    expect(toYouTubeEmbedUrl(`https://www.youtube.com/watch?v=${ID}`)).toBe(EMBED);
    expect(toYouTubeEmbedUrl(`https://youtube.com/watch?v=${ID}`)).toBe(EMBED);
    expect(toYouTubeEmbedUrl(`https://m.youtube.com/watch?v=${ID}`)).toBe(EMBED);
  });

  it("converts a shorts URL", () => {
    expect(toYouTubeEmbedUrl(`https://www.youtube.com/shorts/${ID}`)).toBe(EMBED);
    expect(toYouTubeEmbedUrl(`https://youtube.com/shorts/${ID}?feature=share`)).toBe(EMBED);
  });

  it("converts a youtu.be short link", () => {
    expect(toYouTubeEmbedUrl(`https://youtu.be/${ID}`)).toBe(EMBED);
    expect(toYouTubeEmbedUrl(`https://youtu.be/${ID}?si=AbCdEfGh12345678`)).toBe(EMBED);
  });

  it("moves an embed URL to the no-cookie host", () => {
    expect(toYouTubeEmbedUrl(`https://www.youtube.com/embed/${ID}`)).toBe(EMBED);
    expect(toYouTubeEmbedUrl(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`)).toBe(EMBED);
  });

  it("drops extra parameters (playlist, index, tracking) but keeps the start time", () => {
    expect(toYouTubeEmbedUrl(`https://www.youtube.com/watch?feature=youtu.be&v=${ID}&list=PL123&index=4`)).toBe(EMBED);
    expect(toYouTubeEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=90s`)).toBe(`${EMBED}?start=90`);
    expect(toYouTubeEmbedUrl(`https://youtu.be/${ID}?t=1m5s`)).toBe(`${EMBED}?start=65`);
    expect(toYouTubeEmbedUrl(`https://www.youtube.com/embed/${ID}?start=42&autoplay=1`)).toBe(`${EMBED}?start=42`);
    expect(toYouTubeEmbedUrl(`  https://youtu.be/${ID}  `)).toBe(EMBED);
  });

  it("gives the watch page for visitors without JavaScript", () => {
    expect(toYouTubeVideo(`https://youtu.be/${ID}?t=30`)?.watchUrl).toBe(`https://www.youtube.com/watch?v=${ID}&t=30s`);
    expect(toYouTubeVideo(`https://www.youtube.com/shorts/${ID}`)?.id).toBe(ID);
  });

  it("answers null for anything that is not a YouTube video", () => {
    for (const url of [
      "https://vimeo.com/123456789",
      "https://www.youtube.com/",
      "https://www.youtube.com/watch?v=",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/channel/UC1234567890",
      "https://youtu.be/",
      `https://notyoutube.com/watch?v=${ID}`,
      `https://www.youtube.com.evil.example/watch?v=${ID}`,
      `javascript:alert("https://youtu.be/${ID}")`,
      `ftp://youtu.be/${ID}`,
      "/demo/video.mp4",
      "",
      "not a url",
    ]) {
      expect(toYouTubeEmbedUrl(url), url).toBeNull();
    }
  });
});
