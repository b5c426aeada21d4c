import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Rss } from "lucide-react";
import { SitePageFrame } from "@/components/site/page-frame";
import { formatPostDate } from "@/lib/blog/format";
import { BlogMarkdown, MARKDOWN_PROSE_CLASSES } from "@/lib/blog/markdown";
import { getChangelogEnabled, getRoadmapEnabled } from "@/lib/changelog/queries";
import { listPublishedChangelog } from "@/lib/data/changelog";
import { NOT_FOUND_METADATA } from "@/lib/site/not-found";

const METADATA: Metadata = {
  title: "Changelog",
  description: "What shipped, when: new features and fixes, many of them ideas from our testers.",
  alternates: { canonical: "/changelog", types: { "application/rss+xml": [{ url: "/changelog/rss.xml", title: "Changelog RSS feed" }] } },
};

// While switched off the page is the site's 404, title included.
export async function generateMetadata(): Promise<Metadata> {
  return (await getChangelogEnabled()) ? METADATA : NOT_FOUND_METADATA;
}

// /changelog: the published entries, newest first, markdown rendered like blog posts. Static;
// admin edits and site saves revalidate it.
export default async function ChangelogPage() {
  if (!(await getChangelogEnabled())) notFound();
  const [entries, roadmap] = await Promise.all([listPublishedChangelog(), getRoadmapEnabled()]);
  return (
    <SitePageFrame>
      <div className="mx-auto max-w-3xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-heading font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
              Changelog
            </h1>
            <p className="text-muted-foreground mt-3 text-lg">What shipped, and when.</p>
          </div>
          <a href="/changelog/rss.xml" className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1.5 text-sm">
            <Rss className="size-4" aria-hidden /> RSS feed
          </a>
        </div>
        {entries.length === 0 ? <p className="text-muted-foreground mt-10">Nothing here yet: the first entry is on its way.</p> : null}
        <ol className="mt-10 space-y-12">
          {entries.map((entry) => (
            <li key={entry.id} id={entry.id} className="border-t pt-8" data-testid="changelog-entry">
              <article>
                <p className="text-muted-foreground text-sm">
                  <time dateTime={entry.date.toISOString().slice(0, 10)}>{formatPostDate(entry.date)}</time>
                </p>
                <h2 className="mt-1 text-2xl font-bold tracking-tight">{entry.title}</h2>
                <div className={`mt-4 leading-relaxed ${MARKDOWN_PROSE_CLASSES}`}>
                  <BlogMarkdown content={entry.body} nested />
                </div>
                {entry.shipped.length > 0 ? (
                  <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-muted-foreground">Ships:</span>
                    {entry.shipped.map((s) =>
                      roadmap ? (
                        <Link key={s.id} href={`/roadmap#${s.id}`} prefetch={false} className="bg-primary/10 hover:bg-primary/15 rounded-full px-2.5 py-0.5">
                          {s.publicTitle}
                        </Link>
                      ) : (
                        <span key={s.id} className="bg-primary/10 rounded-full px-2.5 py-0.5">
                          {s.publicTitle}
                        </span>
                      ),
                    )}
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      </div>
    </SitePageFrame>
  );
}
