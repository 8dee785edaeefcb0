import { describe, expect, it } from "vitest";
import { embedUrl } from "./VideoPlayer";

// 001 §2 video entries (a video url and a thumbnail url), 001 §3 Product videos (issue 16): a link
// to YouTube in any of its forms plays in the privacy-friendly embed; other files play in <video>.
describe("video embed address", () => {
  it("YouTube watch, short, embed and no-cookie embed links all play in the no-cookie embed", () => {
    for (const url of ["https://www.youtube.com/watch?v=Fo1dWe11Fo1d", "https://youtu.be/Fo1dWe11Fo1d", "https://www.youtube.com/embed/Fo1dWe11Fo1d", "https://www.youtube-nocookie.com/embed/Fo1dWe11Fo1d"]) {
      expect(embedUrl(url), url).toBe("https://www.youtube-nocookie.com/embed/Fo1dWe11Fo1d?autoplay=1&rel=0");
    }
  });

  it("Vimeo plays in its player; a video file is not embedded", () => {
    expect(embedUrl("https://vimeo.com/123456")).toBe("https://player.vimeo.com/video/123456?autoplay=1");
    expect(embedUrl("/videos/fold.mp4")).toBeNull();
  });
});
