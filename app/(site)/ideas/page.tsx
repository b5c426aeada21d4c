import type { Metadata } from "next";
import { SuggestionForm } from "@/components/forms/suggestion-form";
import { Board } from "@/components/ideas/board";
import { SitePageFrame } from "@/components/site/page-frame";
import { listBoardIdeas } from "@/lib/data/ideas";

export const metadata: Metadata = {
  title: "Ideas",
  description: "Ideas for StepWise from the people who use it: vote for the ones you want, follow them until they ship.",
  alternates: { canonical: "/ideas" },
};

// /ideas: the public board, top ideas first. One cached document for every visitor: a vote
// revalidates it (lib/ideas/votes.ts), and each visitor's own votes load afterwards.
export default async function IdeasPage() {
  const ideas = await listBoardIdeas({ sort: "top" });
  return (
    <SitePageFrame>
      <div className="max-w-3xl">
        <h1 className="font-heading font-bold" style={{ fontSize: "var(--site-heading-size)" }}>
          Ideas
        </h1>
        <p className="text-muted-foreground mt-3 text-lg">Vote for the ideas you want most, and follow them until they ship.</p>
        <details className="bg-card mt-6 rounded-xl border p-4">
          <summary className="cursor-pointer font-medium">Suggest an idea</summary>
          <SuggestionForm />
        </details>
        <Board initial={ideas} />
      </div>
    </SitePageFrame>
  );
}
