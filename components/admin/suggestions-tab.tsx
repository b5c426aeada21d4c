"use client";

import { Globe, Mail, Trash2 } from "lucide-react";
import { useState } from "react";
import { EmailConfirmedBadge, SuggestionStatusBadge } from "@/components/admin/badges";
import { BoardSettingsPanel } from "@/components/admin/board-settings";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { SuggestionDialog } from "@/components/admin/suggestion-dialog";
import { IdeaBoardChips } from "@/components/admin/idea-board-panel";
import { ExportButton, Pagination, SearchBox } from "@/components/admin/list-controls";
import { type SuggestionItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SUGGESTION_STATUS_LABELS } from "@/lib/validation/suggestion";
import { useInvalidateAdmin } from "@/components/query/queries";

export function SuggestionsTab() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<"newest" | "votes">("newest");
  const [open, setOpen] = useState<SuggestionItem | null>(null);
  const invalidate = useInvalidateAdmin();
  const list = useAdminList<SuggestionItem>("/api/feature-suggestions", { q, page, sort });

  const remove = (id: string) =>
    list.act(`/api/admin/feature-suggestions/${id}`, "DELETE", { success: "Feature request moved to the trash", failure: "Failed to delete feature request" });

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2>Feature Requests</h2>
        </CardTitle>
        <ExportButton href={`/api/admin/export/feature-suggestions${q ? `?q=${encodeURIComponent(q)}` : ""}`} />
      </CardHeader>
      <CardContent className="space-y-3">
        <BoardSettingsPanel />
        <SearchBox
          label="Search feature requests"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        <label className="flex items-center gap-2 text-sm">
          Sort
          <select
            className="h-9 rounded-md border border-input bg-background px-2 text-sm"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as "newest" | "votes");
              setPage(1);
            }}
          >
            <option value="newest">Newest first</option>
            <option value="votes">Most votes first</option>
          </select>
        </label>
        {list.error && <p role="alert" className="text-sm text-destructive">Failed to load dashboard data</p>}
        {!list.loading && !list.error && list.data.items.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No feature requests found.</p>}
        <ul className="divide-y rounded-md border" aria-busy={list.loading}>
          {list.data.items.map((s) => (
            <li key={s.id} className="flex items-start gap-3 p-3" data-testid="suggestion-row">
              <button type="button" onClick={() => setOpen(s)} className="min-w-0 flex-1 space-y-1 text-left hover:opacity-80 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{s.name}</h3>
                  <SuggestionStatusBadge status={s.status} label={SUGGESTION_STATUS_LABELS[s.status]} />
                  <span className="rounded-full border px-2 py-0.5 text-xs">{s.priority}</span>
                  <IdeaBoardChips item={s} />
                  {s.isPublic && (
                    <span className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs" title={`On the roadmap as "${s.publicTitle}"`}>
                      <Globe className="size-3" aria-hidden /> Public
                    </span>
                  )}
                </div>
                <p className="text-sm whitespace-pre-wrap">{s.description}</p>
                {s.useCase && <p className="text-sm text-muted-foreground">Use case: {s.useCase}</p>}
                {s.response && <p className="text-sm text-muted-foreground">Answer: {s.response}</p>}
                <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                  {s.email ?? "No e-mail"}
                  <EmailConfirmedBadge confirmed={s.emailConfirmed} />
                  {s.notifyOptIn && (
                    <span className="inline-flex items-center gap-1" title="Asked to be e-mailed about this">
                      <Mail className="size-3" aria-hidden />
                      <span>wants updates</span>
                    </span>
                  )}
                  · <DateTime value={s.createdAt} />
                </p>
              </button>
              <ConfirmButton variant="outline" label={`Delete feature request ${s.name}`} title="Delete this feature request?" description="The request moves to the trash, where you can restore it for 30 days." confirmLabel="Delete" onConfirm={() => remove(s.id)}>
                <Trash2 aria-hidden />
              </ConfirmButton>
            </li>
          ))}
        </ul>
        {open && <SuggestionDialog key={open.id} entry={open} onClose={() => setOpen(null)} onSaved={() => void invalidate()} />}
        <Pagination page={page} pageSize={list.data.pageSize} total={list.data.total} estimated={list.data.totalEstimated} hasNext={list.loading ? undefined : Boolean(list.data.nextCursor)} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
