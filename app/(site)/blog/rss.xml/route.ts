import { getAuthor } from "@/lib/blog/author";
import { getBlogEnabled } from "@/lib/blog/queries";
import { absoluteUrl } from "@/lib/blog/structured-data";
import { postExcerpt } from "@/lib/blog/summary";
import { listPostsWithContent } from "@/lib/data/blog";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { escapeXml, feedNotFound, rssDocument, rssResponse } from "@/lib/rss";
import { text } from "@/lib/site/elements";

// Cached like the pages; post writes and site saves revalidate it.
export const dynamic = "force-static";
const FEED_ITEMS = 50;

const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", gif: "image/gif", svg: "image/svg+xml" };
const imageType = (url: string) => {
  const type = IMAGE_TYPES[/\.([a-z]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase() ?? ""];
  return type ? ` type="${type}"` : "";
};

// GET /blog/rss.xml: an RSS 2.0 feed of the published posts; 404 while the blog is off.
export async function GET() {
  if (!(await getBlogEnabled())) return feedNotFound();
  const [content, author, posts] = await Promise.all([getSiteContent(), getAuthor(), listPostsWithContent({ take: FEED_ITEMS })]);
  const siteName = text(content, "site-title");
  const items = posts.map((post) => {
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
