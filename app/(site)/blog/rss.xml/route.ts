import { getAuthor } from "@/lib/blog/author";
import { getBlogEnabled } from "@/lib/blog/queries";
import { absoluteUrl } from "@/lib/blog/structured-data";
import { postExcerpt } from "@/lib/blog/summary";
import { listPostsWithContent } from "@/lib/data/blog";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { text } from "@/lib/site/elements";

// Cached like the pages; post writes and site saves revalidate it.
export const dynamic = "force-static";
const FEED_ITEMS = 50;

const escapeXml = (value: string) =>
  value
    // Characters XML 1.0 forbids are dropped.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif", svg: "image/svg+xml" };
const imageType = (url: string) => {
  const type = IMAGE_TYPES[/\.([a-z]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ""];
  return type ? ` type="${type}"` : "";
};

// GET /blog/rss.xml: an RSS 2.0 feed of the published posts; 404 while the blog is off.
export async function GET() {
  if (!(await getBlogEnabled())) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const [content, author, posts] = await Promise.all([getSiteContent(), getAuthor(), listPostsWithContent({ take: FEED_ITEMS })]);
  const siteName = text(content, "site-title");
  const items = posts
    .map((post) => {
      const url = `${siteUrl}/blog/${post.slug}`;
      return [
        "<item>",
        `<title>${escapeXml(post.title)}</title>`,
        `<link>${escapeXml(url)}</link>`,
        `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `<description>${escapeXml(postExcerpt(post))}</description>`,
        `<dc:creator>${escapeXml(author.name)}</dc:creator>`,
        // The cover as Media RSS content (no byte length needed, unlike <enclosure>).
        post.featuredImage ? `<media:content url="${escapeXml(absoluteUrl(post.featuredImage))}" medium="image"${imageType(post.featuredImage)}/>` : "",
        post.publishedAt ? `<pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
        ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
        "</item>",
      ].join("");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
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
