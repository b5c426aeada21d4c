import type { MetadataRoute } from "next";
import { getBlogEnabled } from "@/lib/blog/queries";
import { listPublishedPostUrls } from "@/lib/data/blog";
import { siteUrl } from "@/lib/env";
import { getChangelogEnabled, getRoadmapEnabled } from "@/lib/changelog/queries";

// The public pages, plus the blog and every published post while the blog is on. Cached;
// post writes and site saves revalidate it.
const PUBLIC_PAGES = ["/", "/privacy", "/terms", "/cookies"];

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_PAGES.map((path) => ({
    url: `${siteUrl}${path === "/" ? "" : path}`,
    changeFrequency: path === "/" ? "weekly" : "yearly",
    priority: path === "/" ? 1 : 0.3,
  }));
  // /roadmap and /changelog while their editor toggles are on.
  if (await getRoadmapEnabled()) pages.push({ url: `${siteUrl}/roadmap`, changeFrequency: "weekly", priority: 0.5 });
  if (await getChangelogEnabled()) pages.push({ url: `${siteUrl}/changelog`, changeFrequency: "weekly", priority: 0.5 });
  if (!(await getBlogEnabled())) return pages;
  const posts = await listPublishedPostUrls();
  return [
    ...pages,
    { url: `${siteUrl}/blog`, lastModified: posts[0]?.updatedAt, changeFrequency: "weekly", priority: 0.7 },
    ...posts.map((post) => ({
      url: `${siteUrl}/blog/${post.slug}`,
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
