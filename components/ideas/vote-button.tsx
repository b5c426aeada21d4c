"use client";

import { ChevronUp } from "lucide-react";
import { useState } from "react";
import { memberCall, useMemberIdeas } from "@/components/ideas/member-ideas";
import { VoteByEmail } from "@/components/ideas/vote-by-email";
import { cn } from "@/lib/utils";

type VoteAnswer = { votes: number; followed?: boolean };

/** The vote count and the button that casts or takes back the member's vote; asks a visitor for an address in place. */
export function VoteButton({ ideaId, votes: initial, title }: { ideaId: string; votes: number; title: string }) {
  const member = useMemberIdeas();
  // The member's own vote's answer, else the live count, else the page's.
  const [answered, setVotes] = useState<number | null>(null);
  const votes = answered ?? member.counts[ideaId] ?? initial;
  const [busy, setBusy] = useState(false);
  const [askAddress, setAskAddress] = useState(false);
  const voted = member.voted.has(ideaId);

  const toggle = async () => {
    setBusy(true);
    const answer = await memberCall<VoteAnswer>(voted ? "DELETE" : "POST", `/api/ideas/${ideaId}/vote`);
    setBusy(false);
    if (answer.status === 401) return setAskAddress(true);
    if (!answer.data) return;
    setVotes(answer.data.votes);
    member.mark("voted", ideaId, !voted);
    if (answer.data.followed) member.mark("following", ideaId, true);
  };

  return (
    <div>
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={voted}
        aria-label={`${voted ? "Take back your vote for" : "Vote for"} ${title} (${votes} ${votes === 1 ? "vote" : "votes"})`}
        data-testid={`vote-${ideaId}`}
        className={cn(
          "flex min-w-16 flex-col items-center rounded-lg border px-3 py-2 text-sm font-semibold transition-colors",
          voted ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
        )}
      >
        <ChevronUp className="size-4" aria-hidden />
        <span data-testid={`votes-${ideaId}`}>{votes}</span>
        <span className="text-xs font-normal">{voted ? "Voted" : "Vote"}</span>
      </button>
      {askAddress ? <VoteByEmail ideaId={ideaId} /> : null}
    </div>
  );
}
