"use client";

import { useState } from "react";
import Link from "next/link";
import { memberCall } from "@/components/ideas/member-ideas";
import { VoteByEmail } from "@/components/ideas/vote-by-email";
import { Button } from "@/components/ui/button";
import type { IdeaSummary } from "@/components/ideas/idea-card";
import { useDebouncedJson } from "@/components/ideas/use-debounced-json";

const MIN_CHARS = 3;

/** Up to five public ideas like the suggestion being typed (GET /api/ideas/similar), each with "Vote for this instead". */
export function SimilarIdeas({ text }: { text: string }) {
  const q = text.trim();
  const found = useDebouncedJson<{ items: IdeaSummary[] }>(q.length < MIN_CHARS ? null : `/api/ideas/similar?q=${encodeURIComponent(q)}`);
  const shown = q.length < MIN_CHARS ? [] : (found?.items ?? []);
  if (shown.length === 0) return null;
  return (
    <section aria-label="Similar ideas" className="bg-muted/40 rounded-lg border p-3" data-testid="similar-ideas">
      <p className="text-sm font-medium">Already suggested? Add your vote instead:</p>
      <ul className="mt-2 space-y-2">
        {shown.map((idea) => (
          <SimilarIdea key={idea.id} idea={idea} />
        ))}
      </ul>
    </section>
  );
}

function SimilarIdea({ idea }: { idea: IdeaSummary }) {
  const [state, setState] = useState<"idle" | "busy" | "voted" | "ask">("idle");
  const [votes, setVotes] = useState(idea.votes);
  const vote = async () => {
    setState("busy");
    const answer = await memberCall<{ votes: number }>("POST", `/api/ideas/${idea.id}/vote`);
    if (answer.status === 401) return setState("ask");
    if (answer.data) setVotes(answer.data.votes);
    setState(answer.data ? "voted" : "idle");
  };
  return (
    <li className="bg-background rounded-md border p-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href={`/ideas/${idea.id}`} className="font-medium hover:underline" target="_blank">
          {idea.title}
        </Link>
        <span className="flex items-center gap-2">
          <span className="text-muted-foreground text-xs">{votes} {votes === 1 ? "vote" : "votes"}</span>
          <Button type="button" size="sm" variant="outline" onClick={vote} disabled={state === "busy" || state === "voted"}>
            {state === "voted" ? "Voted" : "Vote for this instead"}
          </Button>
        </span>
      </div>
      {state === "ask" ? <VoteByEmail ideaId={idea.id} /> : null}
    </li>
  );
}
