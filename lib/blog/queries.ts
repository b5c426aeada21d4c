import "server-only";
import { cache } from "react";
import { BLOG_PAGE_SIZE } from "@/lib/config";
import { getPostBySlug, searchPublishedPosts } from "@/lib/data/blog";
import { getSiteContent } from "@/lib/data/site";
import { isBlogEnabled } from "@/lib/site/elements";

// One fetch per render, shared by generateMetadata, the page and the OG image (React cache()).
// The flag comes from the saved site content, never from env: revalidating the pages is enough
// for a saved toggle to take effect.
export const getBlogEnabled = cache(async () => isBlogEnabled(await getSiteContent()));
export const getPublicPost = cache((slug: string) => getPostBySlug(slug));

/** One page of a tag's archive (shared by its metadata and the page). */
export const getTagPage = cache((tag: string, page: number) =>
  searchPublishedPosts({ tag, skip: (page - 1) * BLOG_PAGE_SIZE, take: BLOG_PAGE_SIZE }),
);
/** One page of the author's posts (every published post: the one admin wrote them all). */
export const getAuthorPage = cache((page: number) => searchPublishedPosts({ skip: (page - 1) * BLOG_PAGE_SIZE, take: BLOG_PAGE_SIZE }));
