import { getBlogEnabled } from "@/lib/blog/queries";
import { getChangelogEnabled, getRoadmapEnabled } from "@/lib/changelog/queries";
import { AUTHOR_PATH } from "@/lib/blog/author";
import { tagHref } from "@/lib/blog/urls";
import { sitemapPostPage, sitemapStats, sitemapTagPage } from "@/lib/data/sitemap";
import { siteUrl } from "@/lib/env";
import { parseSitemapName, SITEMAP_MAX_URLS, urlSetXml, xmlResponse, type SitemapUrl } from "@/lib/seo/sitemap";

// Each child is rendered on its first request and cached until a post write, a schedule's run or
// a site save revalidates it (never at build time: no database then).
export const dynamic = "force-static";
export const dynamicParams = true;
export function generateStaticParams(): { name: string }[] {
  return [];
}

const PUBLIC_PAGES = ["/", "/privacy", "/terms", "/cookies"];
const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

async function urls(type: "pages" | "posts" | "tags", page: number): Promise<SitemapUrl[] | null> {
  if (type === "pages") {
    const stats = await sitemapStats();
    const pages: SitemapUrl[] = PUBLIC_PAGES.map((path) => ({ loc: `${siteUrl}${path === "/" ? "" : path}`, lastmod: stats.siteChangedAt }));
    // /roadmap and /changelog while their editor toggles are on.
    if (await getRoadmapEnabled()) pages.push({ loc: `${siteUrl}/roadmap`, lastmod: stats.siteChangedAt });
    if (await getChangelogEnabled()) pages.push({ loc: `${siteUrl}/changelog`, lastmod: stats.siteChangedAt });
    return (await getBlogEnabled())
      ? [...pages, { loc: `${siteUrl}/blog`, lastmod: stats.postsChangedAt }, { loc: `${siteUrl}${AUTHOR_PATH}`, lastmod: stats.postsChangedAt }]
      : pages;
  }
  if (!(await getBlogEnabled())) return null;
  if (type === "posts") {
    const posts = await sitemapPostPage(page, SITEMAP_MAX_URLS);
    return posts.map((post) => ({ loc: `${siteUrl}/blog/${post.slug}`, lastmod: post.updatedAt }));
  }
  const tags = await sitemapTagPage(page, SITEMAP_MAX_URLS);
  return tags.map(({ tag, changed }) => ({ loc: `${siteUrl}${tagHref(tag)}`, lastmod: changed }));
}

// GET /sitemaps/{pages.xml | posts-N.xml | tags-N.xml}: one content type's URLs, one page of them.
export async function GET(_req: Request, { params }: { params: Promise<{ name: string }> }) {
  const parsed = parseSitemapName((await params).name);
  if (!parsed) return notFound();
  const list = await urls(parsed.type, parsed.page);
  if (!list || (parsed.page > 1 && list.length === 0)) return notFound();
  return xmlResponse(urlSetXml(list));
}
