import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { FollowButton } from "@/components/ideas/follow-button";
import { IdeaCard, StatusLabel } from "@/components/ideas/idea-card";
import { MemberIdeasProvider } from "@/components/ideas/member-ideas";
import { VoteButton } from "@/components/ideas/vote-button";
import { SitePageFrame } from "@/components/site/page-frame";
import { formatSiteDate } from "@/lib/format/site-date";
import { getPublicIdea, similarIdeas } from "@/lib/data/ideas";
import { SUGGESTION_STATUS_LABELS } from "@/lib/validation/suggestion";

type Props = { params: Promise<{ id: string }> };

// Ideas render on their first request and stay cached until a vote or an admin edit revalidates them.
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await getPublicIdea((await params).id);
  if (found?.kind !== "idea") return { title: "Idea Not Found", robots: { index: false } };
  return { title: found.idea.title, description: found.idea.summary || undefined, alternates: { canonical: `/ideas/${found.idea.id}` } };
}

// /ideas/{id}: one public idea, its status history, votes, Vote and Follow, and similar ideas. A
// merged idea sends its visitors to the idea it went into.
export default async function IdeaPage({ params }: Props) {
  const found = await getPublicIdea((await params).id);
  if (!found) notFound();
  if (found.kind === "merged") permanentRedirect(`/ideas/${found.into}`);
  const { idea } = found;
  const similar = (await similarIdeas(idea.title, 6)).filter((s) => s.id !== idea.id).slice(0, 5);
  return (
    <SitePageFrame>
      <MemberIdeasProvider ids={[idea.id, ...similar.map((s) => s.id)]}>
        <article className="max-w-3xl">
          <Link href="/ideas" className="text-muted-foreground text-sm hover:underline">All ideas</Link>
          <div className="mt-4 flex items-start gap-4">
            <VoteButton ideaId={idea.id} votes={idea.votes} title={idea.title} />
            <div className="min-w-0 flex-1">
              <h1 className="font-heading text-3xl font-bold">{idea.title}</h1>
              <div className="mt-2"><StatusLabel status={idea.status} /></div>
            </div>
          </div>
          {idea.summary ? <p className="mt-6 text-lg whitespace-pre-line">{idea.summary}</p> : null}
          {idea.answer ? (
            <section aria-labelledby="idea-answer" className="bg-muted/40 border-primary/40 mt-6 rounded-xl border border-l-4 p-4" data-testid="idea-official-answer">
              <h2 id="idea-answer" className="font-semibold">Official answer</h2>
              <p className="mt-2 whitespace-pre-line">{idea.answer}</p>
              {idea.answeredAt ? <p className="text-muted-foreground mt-2 text-xs"><time dateTime={idea.answeredAt.toISOString()}>{formatSiteDate(idea.answeredAt, "day")}</time></p> : null}
            </section>
          ) : null}
          <div className="mt-6"><FollowButton ideaId={idea.id} /></div>
          {idea.history.length > 0 ? (
            <section aria-labelledby="idea-history" className="mt-10">
              <h2 id="idea-history" className="text-xl font-semibold">Status history</h2>
              <ol className="mt-3 space-y-1 text-sm">
                {idea.history.map((change) => (
                  <li key={change.at.toISOString()}>
                    <time dateTime={change.at.toISOString()} className="text-muted-foreground">{formatSiteDate(change.at, "day")}</time>: {SUGGESTION_STATUS_LABELS[change.status]}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          {similar.length > 0 ? (
            <section aria-labelledby="idea-similar" className="mt-10">
              <h2 id="idea-similar" className="text-xl font-semibold">Similar ideas</h2>
              <ul className="mt-3 space-y-3">
                {similar.map((s) => (
                  <IdeaCard key={s.id} idea={s} />
                ))}
              </ul>
            </section>
          ) : null}
        </article>
      </MemberIdeasProvider>
    </SitePageFrame>
  );
}
