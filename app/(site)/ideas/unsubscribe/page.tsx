import type { Metadata } from "next";
import Link from "next/link";
import { SitePageFrame } from "@/components/site/page-frame";
import { UnsubscribeButton } from "@/components/unsubscribe/unsubscribe-button";
import { findIdeaUnsubscribe } from "@/lib/data/idea-votes";
import { IDEA_LINK_INVALID, verifyIdeaUnsubscribeToken } from "@/lib/ideas/unsubscribe-links";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Idea e-mails", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /ideas/unsubscribe?token=…: an idea e-mail's footer link. Opening it changes nothing (link
// scanners open links); one button stops e-mails about this idea, the other about every idea.
export default async function IdeaUnsubscribePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const named = verifyIdeaUnsubscribeToken(token);
  const found = named ? await findIdeaUnsubscribe(named.memberId, named.ideaId) : null;
  return (
    <SitePageFrame>
      <div className="mx-auto max-w-xl py-8" data-testid="idea-unsubscribe">
        <h1 className="font-heading text-3xl font-bold">Idea e-mails</h1>
        {!named || !found ? (
          <p role="alert" className="text-muted-foreground mt-4 text-lg">
            {IDEA_LINK_INVALID}
          </p>
        ) : (
          <>
            <p className="text-muted-foreground mt-4 text-lg">
              Stop e-mails about {found.title ? <Link href={`/ideas/${named.ideaId}`} className="text-foreground font-medium underline-offset-4 hover:underline">&ldquo;{found.title}&rdquo;</Link> : "this idea"} to{" "}
              <span className="text-foreground font-medium break-all">{found.email}</span>? You will no longer follow it.
            </p>
            <UnsubscribeButton token={token} url="/api/ideas/unsubscribe" label="Stop e-mails about this idea" />
            {found.ideaUpdates ? (
              <section aria-labelledby="all-ideas" className="mt-10 border-t pt-6">
                <h2 id="all-ideas" className="text-lg font-semibold">Every idea</h2>
                <p className="text-muted-foreground mt-2">No e-mail about any idea you follow or voted for. Answers about your own suggestions still come.</p>
                <UnsubscribeButton token={token} url="/api/ideas/unsubscribe?scope=all" label="Stop all idea updates" variant="outline" />
              </section>
            ) : null}
          </>
        )}
      </div>
    </SitePageFrame>
  );
}
