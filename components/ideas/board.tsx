"use client";

import { useState } from "react";
import { IdeaCard, type IdeaSummary } from "@/components/ideas/idea-card";
import { MemberIdeasProvider } from "@/components/ideas/member-ideas";
import { useDebouncedJson } from "@/components/ideas/use-debounced-json";
import { Input } from "@/components/ui/input";
import { BOARD_SORT_LABELS, BOARD_SORTS, type BoardSort } from "@/lib/validation/ideas";
import { SUGGESTION_STATUS_LABELS, SUGGESTION_STATUSES, type SuggestionStatus } from "@/lib/validation/suggestion";
import { cn } from "@/lib/utils";

/**
 * /ideas's list: the page arrives rendered with the top ideas; other sorts, a status or a search
 * ask GET /api/ideas, so the page itself stays one cached document for everyone.
 */
export function Board({ initial }: { initial: IdeaSummary[] }) {
  const [sort, setSort] = useState<BoardSort>("top");
  const [status, setStatus] = useState<SuggestionStatus | "">("");
  const [q, setQ] = useState("");
  const isDefault = sort === "top" && !status && !q.trim();
  const params = new URLSearchParams({ sort, ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}) });
  const fetched = useDebouncedJson<{ items: IdeaSummary[] }>(isDefault ? null : `/api/ideas?${params}`, 200);
  const items = isDefault ? initial : (fetched?.items ?? initial);

  return (
    <MemberIdeasProvider ids={items.map((i) => i.id)}>
      <div className="mt-8 flex flex-wrap items-center gap-3">
        <div role="group" aria-label="Sort ideas" className="flex rounded-lg border p-1">
          {BOARD_SORTS.map((s) => (
            <button key={s} type="button" aria-pressed={sort === s} onClick={() => setSort(s)} className={cn("rounded-md px-3 py-1 text-sm", sort === s ? "bg-primary text-primary-foreground" : "hover:bg-accent")}>
              {BOARD_SORT_LABELS[s]}
            </button>
          ))}
        </div>
        <label className="sr-only" htmlFor="ideas-status">Status</label>
        <select id="ideas-status" value={status} onChange={(e) => setStatus(e.target.value as SuggestionStatus | "")} className="bg-background h-9 rounded-md border px-2 text-sm">
          <option value="">Every status</option>
          {SUGGESTION_STATUSES.map((s) => (
            <option key={s} value={s}>{SUGGESTION_STATUS_LABELS[s]}</option>
          ))}
        </select>
        <label className="sr-only" htmlFor="ideas-search">Search ideas</label>
        <Input id="ideas-search" type="search" placeholder="Search ideas" value={q} onChange={(e) => setQ(e.target.value)} className="max-w-xs flex-1" />
      </div>
      {items.length === 0 ? (
        <p className="text-muted-foreground mt-8">{isDefault ? "No ideas on the board yet. Send us one from the feedback section!" : "No ideas match."}</p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Ideas">
          {items.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} />
          ))}
        </ul>
      )}
    </MemberIdeasProvider>
  );
}
