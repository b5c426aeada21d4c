import "server-only";
import { cache } from "react";
import { getAuthorProfile } from "@/lib/data/admin";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { text } from "@/lib/site/elements";

export const AUTHOR_PATH = "/blog/author";

export const fallbackAuthorName = (siteName: string) => `${siteName} Team`;

export type Author = { name: string; bio: string; avatar: string | null; url: string };

/**
 * The author every post shows (article, card, RSS, JSON-LD, share image): the admin's display
 * name, or "{site title} Team" until one is set. Never the login name, which would give away
 * half of the admin's credentials. One query per render (React cache()).
 */
export const getAuthor = cache(async (): Promise<Author> => {
  const [profile, content] = await Promise.all([getAuthorProfile(), getSiteContent()]);
  return {
    name: profile?.displayName.trim() || fallbackAuthorName(text(content, "site-title")),
    bio: profile?.bio ?? "",
    avatar: profile?.avatar ?? null,
    url: `${siteUrl}${AUTHOR_PATH}`,
  };
});
