import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SitePageFrame } from "@/components/site/page-frame";
import { getRoadmapEnabled } from "@/lib/changelog/queries";
import { listRoadmapItems } from "@/lib/data/suggestions";
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@/lib/validation/suggestion";
import { NOT_FOUND_METADATA } from "@/lib/site/not-found";

const METADATA: Metadata = {
  title: "Roadmap",
  description: "What we are building next, from the ideas our testers sent: under review, planned, in progress and shipped.",
  alternates: { canonical: "/roadmap" },
};

// While switched off the page is the site's 404, title included.
export async function generateMetadata(): Promise<Metadata> {
  return (await getRoadmapEnabled()) ? METADATA : NOT_FOUND_METADATA;
}

// The order of the columns: what is being built first, then what comes next, then the rest.
const GROUPS: { status: SuggestionStatus; hint: string }[] = [
  { status: "in_progress", hint: "Being built now." },
  { status: "planned", hint: "Coming next." },
  { status: "under_review", hint: "We are looking into these." },
  { status: "shipped", hint: "Done: see the changelog." },
  { status: "declined", hint: "Not for now, and why." },
];

// /roadmap: the suggestions the admin made public, by status. Only the admin-written title and
// summary are shown: never the submitter's text or address. Static; admin edits revalidate it.
export default async function RoadmapPage() {
  if (!(await getRoadmapEnabled())) notFound();
  const items = await listRoadmapItems();
  const groups = GROUPS.map((g) => ({ ...g, items: items.filter((i) => i.status === g.status) })).filter((g) => g.items.length > 0);
  return (
    <SitePageFrame>
      <div className="max-w-3xl">
        <h1 className="font-heading font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
          Roadmap
        </h1>
        <p className="text-muted-foreground mt-3 text-lg">What we are building next, shaped by the ideas you send us.</p>
        <p className="mt-3">
          <Link href="/ideas" className="font-medium underline underline-offset-4">
            Vote for the ideas you want on the idea board
          </Link>
        </p>
      </div>
      {groups.length === 0 ? (
        <p className="text-muted-foreground mt-10">Nothing on the roadmap yet. Send us an idea from the feedback section!</p>
      ) : (
        <div className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {groups.map((group) => (
            <section key={group.status} aria-labelledby={`roadmap-${group.status}`} className="bg-muted/30 rounded-xl border p-4" data-testid={`roadmap-${group.status}`}>
              <h2 id={`roadmap-${group.status}`} className="flex items-center justify-between gap-2 text-lg font-semibold">
                {SUGGESTION_STATUS_LABELS[group.status]}
                <span className="text-muted-foreground bg-background rounded-full border px-2 py-0.5 text-xs font-medium">{group.items.length}</span>
              </h2>
              <p className="text-muted-foreground text-sm">{group.hint}</p>
              <ul className="mt-4 space-y-3">
                {group.items.map((item) => (
                  <li key={item.id} id={item.id} className="bg-card rounded-lg border p-4 shadow-xs">
                    <div className="flex items-start justify-between gap-3">
                      <h3 className="font-medium">
                        <Link href={`/ideas/${item.id}`} className="hover:underline">{item.publicTitle}</Link>
                      </h3>
                      <span className="text-muted-foreground shrink-0 text-xs font-medium whitespace-nowrap" data-testid={`roadmap-votes-${item.id}`}>
                        {item.voteCount} {item.voteCount === 1 ? "vote" : "votes"}
                      </span>
                    </div>
                    {item.publicSummary ? <p className="text-muted-foreground mt-1 text-sm whitespace-pre-line">{item.publicSummary}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </SitePageFrame>
  );
}
