// RSS 2.0 documents for the site's feeds (blog, changelog).

export const escapeXml = (value: string) =>
  value
    // Characters XML 1.0 forbids are dropped.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export type RssChannel = { title: string; link: string; description: string; selfUrl: string; lastBuildDate?: Date | null; items: string[] };

/** The feed document around already-rendered <item> elements. */
export function rssDocument({ title, link, description, selfUrl, lastBuildDate, items }: RssChannel): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
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
