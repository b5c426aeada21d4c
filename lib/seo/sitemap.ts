// sitemaps.org XML: an index of child sitemaps, and the children's URL sets.
import { escapeXml } from "@/lib/seo/xml";

export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = { loc: string; lastmod?: Date | null };

const entry = (tag: string, { loc, lastmod }: SitemapUrl) =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</${tag}>`;

export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.map((s) => entry("sitemap", s)).join("\n")}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: SitemapUrl[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => entry("url", u)).join("\n")}\n</urlset>\n`;
}

/** How many child sitemaps a content type needs (none when it has no URL). */
export const sitemapPages = (count: number) => Math.ceil(count / SITEMAP_MAX_URLS);

/** "posts-2.xml" -> { type: "posts", page: 2 }; "pages.xml" -> { type: "pages", page: 1 }; else null. */
export function parseSitemapName(name: string): { type: "pages" | "posts" | "tags"; page: number } | null {
  if (name === "pages.xml") return { type: "pages", page: 1 };
  const match = /^(posts|tags)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { type: match[1] as "posts" | "tags", page: Number(match[2]) } : null;
}

export const xmlResponse = (xml: string) => new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
