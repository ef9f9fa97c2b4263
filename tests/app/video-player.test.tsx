import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VideoPlayer } from "~/components/VideoPlayer";
import { VIDEO_PLAYER } from "~/content/video";

// A school's video or event link that is not a YouTube video becomes a plain link; only an http(s)
// or site link may: a `javascript:` one would run in the school's page (the provider refuses them
// too, README "Provider").

describe("VideoPlayer's plain link", () => {
  it("links an http(s) address that is not a YouTube video", () => {
    const html = renderToString(<VideoPlayer video={null} url="https://vimeo.com/123" title="Annual day" copy={VIDEO_PLAYER} />);
    expect(html).toContain('href="https://vimeo.com/123"');
  });

  for (const url of ["javascript:alert(document.cookie)", " JavaScript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x"]) {
    it(`renders no link for ${url.trim().slice(0, 12)}…`, () => {
      const html = renderToString(<VideoPlayer video={null} url={url} title="Annual day" copy={VIDEO_PLAYER} />);
      expect(html).not.toContain("<a ");
      expect(html.toLowerCase()).not.toContain("javascript:");
      expect(html).toContain("This video is not available.");
    });
  }
});
