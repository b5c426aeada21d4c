"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { type SuggestionItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";

/** A feature request's place on the idea board, in the admin list's row. */
export function IdeaBoardChips({ item }: { item: SuggestionItem }) {
  return (
    <>
      <span className="rounded-full border px-2 py-0.5 text-xs" data-testid="suggestion-votes">{item.voteCount} {item.voteCount === 1 ? "vote" : "votes"}</span>
      <span className="rounded-full border px-2 py-0.5 text-xs">{item.followers} {item.followers === 1 ? "follower" : "followers"}</span>
      {item.hidden ? <span className="rounded-full border px-2 py-0.5 text-xs">Hidden</span> : null}
      {item.mergedIntoId ? <span className="rounded-full border px-2 py-0.5 text-xs">Merged</span> : null}
    </>
  );
}

type Voter = { memberId: string; email: string; votedAt: string };
type PublicIdea = { id: string; title: string; votes: number };

/** The idea's voters (each vote removable) and the merge into another public idea. */
export function IdeaBoardPanel({ entry, onChanged }: { entry: SuggestionItem; onChanged: () => void }) {
  const voters = useQuery({ queryKey: ["idea-voters", entry.id], queryFn: () => adminFetch<{ voters: Voter[] }>(`/api/admin/feature-suggestions/${entry.id}/voters`) });
  const ideas = useQuery({ queryKey: ["idea-targets"], queryFn: () => adminFetch<{ items: PublicIdea[] }>("/api/ideas?sort=top") });
  const [into, setInto] = useState("");
  const [busy, setBusy] = useState(false);

  async function run(path: string, method: string, body: unknown, success: string) {
    setBusy(true);
    try {
      await adminFetch(path, { method, body });
      toast.success(success);
      await voters.refetch();
      onChanged();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed");
    } finally {
      setBusy(false);
    }
  }

  const targets = (ideas.data?.items ?? []).filter((i) => i.id !== entry.id);
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Idea board</legend>
      <p className="text-sm">
        {entry.voteCount} {entry.voteCount === 1 ? "vote" : "votes"} · {entry.followers} {entry.followers === 1 ? "follower" : "followers"}
      </p>
      <ul className="max-h-40 divide-y overflow-y-auto rounded-md border text-sm" aria-label="Voters">
        {(voters.data?.voters ?? []).map((v) => (
          <li key={v.memberId} className="flex items-center justify-between gap-2 px-2 py-1">
            <span className="min-w-0 truncate">{v.email} · <DateTime value={v.votedAt} /></span>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => run(`/api/admin/feature-suggestions/${entry.id}/votes/${v.memberId}`, "DELETE", undefined, "Vote removed")}>
              Remove vote
            </Button>
          </li>
        ))}
        {voters.data?.voters.length === 0 ? <li className="px-2 py-1 text-muted-foreground">No votes yet.</li> : null}
      </ul>
      {entry.mergedIntoId ? (
        <p className="text-sm text-muted-foreground">Merged into another idea: its page redirects there.</p>
      ) : (
        <div className="space-y-1">
          <Label htmlFor="sg-merge-into">Merge into</Label>
          <div className="flex gap-2">
            <select id="sg-merge-into" className="h-9 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-sm" value={into} onChange={(e) => setInto(e.target.value)}>
              <option value="">Choose a public idea</option>
              {targets.map((t) => (
                <option key={t.id} value={t.id}>{t.title} ({t.votes})</option>
              ))}
            </select>
            <Button variant="outline" disabled={!into || busy} onClick={() => run(`/api/admin/feature-suggestions/${entry.id}/merge`, "POST", { into }, "Ideas merged")}>
              Merge
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">Votes move without counting anyone twice; followers and the submitter follow it; this idea&apos;s submitter and voters are e-mailed once.</p>
        </div>
      )}
    </fieldset>
  );
}
