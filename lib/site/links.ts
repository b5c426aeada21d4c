// The site's embeds and outside links: the editor's setting when saved, else the environment's,
// else none (the page shows a placeholder or leaves the link out). Pure: tested without a server.
import { text, type SiteContent } from "@/lib/site/elements";

export type LinkDefaults = {
  PROTOTYPE_URL?: string;
  PROTOTYPE_OPEN_URL?: string;
  VIDEO_URL?: string;
  VIDEO_PAGE_URL?: string;
  DOCUMENTATION_URL?: string;
  LINKEDIN_URL?: string;
  INSTAGRAM_URL?: string;
  FACEBOOK_URL?: string;
};

export type SocialLink = { label: string; href: string };
export type SiteLinks = {
  prototypeEmbedUrl: string | null;
  prototypeOpenUrl: string | null;
  videoEmbedUrl: string | null;
  videoPageUrl: string | null;
  documentationUrl: string | null;
  social: SocialLink[];
};

export function siteLinks(content: SiteContent, env: LinkDefaults): SiteLinks {
  const pick = (id: string, fallback: string | undefined) => text(content, id).trim() || fallback || null;
  const prototypeEmbedUrl = pick("prototype-embed-url", env.PROTOTYPE_URL);
  const videoEmbedUrl = pick("video-embed-url", env.VIDEO_URL);
  const social = [
    { label: "LinkedIn", href: pick("linkedin-url", env.LINKEDIN_URL) },
    { label: "Instagram", href: pick("instagram-url", env.INSTAGRAM_URL) },
    { label: "Facebook", href: pick("facebook-url", env.FACEBOOK_URL) },
  ].filter((l): l is SocialLink => l.href !== null);
  return {
    prototypeEmbedUrl,
    // Without a page of its own, the prototype opens its embed address in a new tab.
    prototypeOpenUrl: pick("prototype-open-url", env.PROTOTYPE_OPEN_URL) ?? prototypeEmbedUrl,
    videoEmbedUrl,
    videoPageUrl: pick("video-page-url", env.VIDEO_PAGE_URL),
    documentationUrl: pick("documentation-url", env.DOCUMENTATION_URL),
    social,
  };
}

/** "Watch on Vimeo" / "Watch on YouTube" where the page is there, else "Watch the video". */
export function watchLabel(pageUrl: string): string {
  const host = (() => {
    try {
      return new URL(pageUrl).hostname;
    } catch {
      return "";
    }
  })();
  if (/(^|\.)vimeo\.com$/.test(host)) return "Watch on Vimeo";
  if (/(^|\.)(youtube\.com|youtu\.be)$/.test(host)) return "Watch on YouTube";
  return "Watch the video";
}
