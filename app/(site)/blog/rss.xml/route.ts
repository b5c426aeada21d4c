import { getBlogEnabled } from "@/lib/blog/queries";
import { listPostsWithContent } from "@/lib/data/blog";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { escapeXml, feedNotFound, rssDocument, rssResponse } from "@/lib/rss";
import { text } from "@/lib/site/elements";

// Cached like the pages; post writes and site saves revalidate it.
export const dynamic = "force-static";
const FEED_ITEMS = 50;

// GET /blog/rss.xml: an RSS 2.0 feed of the published posts; 404 while the blog is off.
export async function GET() {
  if (!(await getBlogEnabled())) return feedNotFound();
  const siteName = text(await getSiteContent(), "site-title");
  const posts = await listPostsWithContent({ take: FEED_ITEMS });
  const items = posts.map((post) => {
    const url = `${siteUrl}/blog/${post.slug}`;
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<description>${escapeXml(post.excerpt)}</description>`,
      `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
      post.publishedAt ? `<pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      "</item>",
    ].join("");
  });
  return rssResponse(
    rssDocument({
      title: `${siteName} Blog`,
      link: `${siteUrl}/blog`,
      description: `Articles from ${siteName}`,
      selfUrl: `${siteUrl}/blog/rss.xml`,
      lastBuildDate: posts[0]?.publishedAt,
      items,
    }),
  );
}
