import { getBlogEnabled } from "@/lib/blog/queries";
import { listPostsWithContent } from "@/lib/data/blog";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { text } from "@/lib/site/elements";
import { escapeXml } from "@/lib/seo/xml";

// Cached like the pages; post writes and site saves revalidate it.
export const dynamic = "force-static";
const FEED_ITEMS = 50;

// GET /blog/rss.xml: an RSS 2.0 feed of the published posts; 404 while the blog is off.
export async function GET() {
  if (!(await getBlogEnabled())) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const siteName = text(await getSiteContent(), "site-title");
  const posts = await listPostsWithContent({ take: FEED_ITEMS });
  const items = posts
    .map((post) => {
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
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(`${siteName} Blog`)}</title>
<link>${escapeXml(`${siteUrl}/blog`)}</link>
<description>${escapeXml(`Articles from ${siteName}`)}</description>
<language>en</language>
<atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
${posts[0]?.publishedAt ? `<lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>` : ""}
${items}
</channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
