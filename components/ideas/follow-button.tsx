"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { memberCall, useMemberIdeas } from "@/components/ideas/member-ideas";

/** Follow or stop following an idea (its news by e-mail); members only. */
export function FollowButton({ ideaId }: { ideaId: string }) {
  const member = useMemberIdeas();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const following = member.following.has(ideaId);

  const toggle = async () => {
    setBusy(true);
    const answer = await memberCall(following ? "DELETE" : "POST", `/api/ideas/${ideaId}/follow`);
    setBusy(false);
    if (answer.status === 401) return setNote("Sign in to follow ideas: vote, or use the link under Your account.");
    if (answer.data) member.mark("following", ideaId, !following);
  };

  return (
    <div>
      <Button type="button" variant="outline" onClick={toggle} disabled={busy} aria-pressed={following} data-testid={`follow-${ideaId}`}>
        {following ? "Following" : "Follow"}
      </Button>
      {note ? <p className="text-muted-foreground mt-2 text-sm" role="status">{note}</p> : null}
    </div>
  );
}
