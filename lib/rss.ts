// RSS 2.0 documents for the site's feeds (blog, changelog).

import { escapeXml } from "@/lib/seo/xml";

export { escapeXml };

export type RssChannel = { title: string; link: string; description: string; selfUrl: string; lastBuildDate?: Date | null; items: string[] };

/** The feed document around already-rendered <item> elements. */
export function rssDocument({ title, link, description, selfUrl, lastBuildDate, items }: RssChannel): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel>
<title>${escapeXml(title)}</title>
<link>${escapeXml(link)}</link>
<description>${escapeXml(description)}</description>
<language>en</language>
<atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>
${lastBuildDate ? `<lastBuildDate>${lastBuildDate.toUTCString()}</lastBuildDate>` : ""}
${items.join("\n")}
</channel>
</rss>
`;
}

export const rssResponse = (xml: string) => new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
export const feedNotFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
