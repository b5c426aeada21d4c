import { changelogEntryHtml } from "@/lib/changelog/feed-html";
import { getChangelogEnabled } from "@/lib/changelog/queries";
import { listPublishedChangelog } from "@/lib/data/changelog";
import { getSiteContent } from "@/lib/data/site";
import { siteUrl } from "@/lib/env";
import { escapeXml, feedNotFound, rssDocument, rssResponse } from "@/lib/rss";
import { text } from "@/lib/site/elements";

// Cached like the pages; changelog writes and site saves revalidate it.
export const dynamic = "force-static";

// GET /changelog/rss.xml: an RSS 2.0 feed of the published changelog entries; 404 while it is off.
export async function GET() {
  if (!(await getChangelogEnabled())) return feedNotFound();
  const siteName = text(await getSiteContent(), "site-title");
  const entries = await listPublishedChangelog();
  const bodies = await Promise.all(entries.map((entry) => changelogEntryHtml(entry.body)));
  const items = entries.map((entry, i) => {
    const url = `${siteUrl}/changelog#${entry.id}`;
    return [
      "<item>",
      `<title>${escapeXml(entry.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="false">${escapeXml(`changelog-${entry.id}`)}</guid>`,
      `<description>${escapeXml(bodies[i] ?? "")}</description>`,
      `<pubDate>${entry.date.toUTCString()}</pubDate>`,
      "</item>",
    ].join("");
  });
  return rssResponse(
    rssDocument({
      title: `${siteName} Changelog`,
      link: `${siteUrl}/changelog`,
      description: `What shipped in ${siteName}`,
      selfUrl: `${siteUrl}/changelog/rss.xml`,
      lastBuildDate: entries[0]?.updatedAt,
      items,
    }),
  );
}
