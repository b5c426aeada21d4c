import { describe, expect, it } from "vitest";
import { DEFAULT_ELEMENTS, DEFAULT_SITE_CONTENT } from "@/lib/site/elements";
import { siteLinks, watchLabel } from "@/lib/site/links";

const withElements = (elements: Record<string, string>) => ({ ...DEFAULT_SITE_CONTENT, elements: { ...DEFAULT_ELEMENTS, ...elements } });

describe("siteLinks", () => {
  it("has no embed and no social link when nothing is configured (never a bare linkedin.com)", () => {
    expect(siteLinks(DEFAULT_SITE_CONTENT, {})).toEqual({
      prototypeEmbedUrl: null,
      prototypeOpenUrl: null,
      videoEmbedUrl: null,
      videoPageUrl: null,
      documentationUrl: null,
      social: [],
    });
  });

  it("takes the environment's values as the defaults of the editor's settings, and the editor's over them", () => {
    const env = { PROTOTYPE_URL: "https://embed.figma.com/proto/env", VIDEO_URL: "https://player.vimeo.com/video/1", LINKEDIN_URL: "https://www.linkedin.com/company/env" };
    const fromEnv = siteLinks(DEFAULT_SITE_CONTENT, env);
    expect(fromEnv.prototypeEmbedUrl).toBe(env.PROTOTYPE_URL);
    expect(fromEnv.prototypeOpenUrl).toBe(env.PROTOTYPE_URL);
    expect(fromEnv.social).toEqual([{ label: "LinkedIn", href: env.LINKEDIN_URL }]);
    const edited = siteLinks(withElements({ "linkedin-url": "https://www.linkedin.com/company/edited", "facebook-url": "https://facebook.com/stepwise", "video-embed-url": " " }), env);
    expect(edited.social).toEqual([
      { label: "LinkedIn", href: "https://www.linkedin.com/company/edited" },
      { label: "Facebook", href: "https://facebook.com/stepwise" },
    ]);
    expect(edited.videoEmbedUrl).toBe(env.VIDEO_URL);
  });

  it("names the video's host on its button", () => {
    expect(watchLabel("https://vimeo.com/1")).toBe("Watch on Vimeo");
    expect(watchLabel("https://www.youtube.com/watch?v=1")).toBe("Watch on YouTube");
    expect(watchLabel("https://example.com/v")).toBe("Watch the video");
  });
});
