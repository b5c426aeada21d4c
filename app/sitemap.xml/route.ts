import { getBlogEnabled } from "@/lib/blog/queries";
import { sitemapStats } from "@/lib/data/sitemap";
import { siteUrl } from "@/lib/env";
import { sitemapIndexXml, sitemapPages, xmlResponse, type SitemapUrl } from "@/lib/seo/sitemap";

// Cached like the pages; post writes, schedules and site saves revalidate it.
export const dynamic = "force-static";

const child = (name: string, lastmod: Date | null): SitemapUrl => ({ loc: `${siteUrl}/sitemaps/${name}`, lastmod });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

// GET /sitemap.xml: the index of one sitemap per content type (pages, posts, tags), each split at
// 50,000 URLs. Only counts and change times are read here.
export async function GET() {
  const stats = await sitemapStats();
  const blog = await getBlogEnabled();
  const sitemaps = [
    child("pages.xml", stats.siteChangedAt),
    ...(blog ? range(sitemapPages(stats.posts)).map((n) => child(`posts-${n}.xml`, stats.postsChangedAt)) : []),
    ...(blog ? range(sitemapPages(stats.tags)).map((n) => child(`tags-${n}.xml`, stats.postsChangedAt)) : []),
  ];
  return xmlResponse(sitemapIndexXml(sitemaps));
}
