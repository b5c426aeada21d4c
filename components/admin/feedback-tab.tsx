"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { EmailConfirmedBadge, PriorityBadge, StatusBadge, statusLabel } from "@/components/admin/badges";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { FeedbackDialog } from "@/components/admin/feedback-dialog";
import { ExportButton, FilterSelect, Pagination, SearchBox } from "@/components/admin/list-controls";
import { type FeedbackItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES } from "@/lib/config";

const any = (label: string): [string, string] => ["", label];

export function FeedbackTab() {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const [priority, setPriority] = useState("");
  const [sort, setSort] = useState("newest");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<FeedbackItem | null>(null);
  const filters = { q, status, priority, sort };
  const list = useAdminList<FeedbackItem>("/api/feedback", { ...filters, page });
  const exportQuery = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };

  const remove = (id: string) =>
    list.act(`/api/admin/feedback/${id}`, "DELETE", { success: "Feedback moved to the trash", failure: "Failed to delete feedback" });

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2>Feedback</h2>
        </CardTitle>
        <ExportButton href={`/api/admin/export/feedback${exportQuery ? `?${exportQuery}` : ""}`} />
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox label="Search feedback" value={q} onChange={change(setQ)} />
          <FilterSelect label="Status" value={status} onChange={change(setStatus)} options={[any("All statuses"), ...FEEDBACK_STATUSES.map((s): [string, string] => [s, statusLabel(s)])]} />
          <FilterSelect label="Priority" value={priority} onChange={change(setPriority)} options={[any("All priorities"), ...FEEDBACK_PRIORITIES.map((p): [string, string] => [p, statusLabel(p)])]} />
          <FilterSelect
            label="Sort"
            value={sort}
            onChange={change(setSort)}
            options={[["newest", "Newest first"], ["oldest", "Oldest first"], ["priority", "Highest priority"]]}
          />
        </div>
        {list.error && <p role="alert" className="text-sm text-destructive">Failed to load dashboard data</p>}
        {!list.loading && !list.error && list.data.items.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No feedback found.</p>}
        <ul className="divide-y rounded-md border" aria-busy={list.loading}>
          {list.data.items.map((entry) => (
            <li key={entry.id} className="flex items-start gap-3 p-3" data-testid="feedback-row">
              <button type="button" onClick={() => setOpen(entry)} className="min-w-0 flex-1 space-y-1 text-left hover:opacity-80 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{entry.email ?? "Anonymous"}</span>
                  <EmailConfirmedBadge confirmed={entry.emailConfirmed} />
                  <StatusBadge status={entry.status} />
                  <PriorityBadge priority={entry.priority} />
                  {entry.testerSlot && (
                    <span className="text-xs text-muted-foreground">
                      Tester #{entry.testerSlot} ({entry.testerStatus})
                    </span>
                  )}
                </div>
                <p className="line-clamp-2 text-sm">{entry.clarity}</p>
                {entry.response && <p className="line-clamp-1 text-sm text-muted-foreground">Response: {entry.response}</p>}
                <p className="text-xs text-muted-foreground"><DateTime value={entry.createdAt} /></p>
              </button>
              <ConfirmButton
                variant="outline"
                label={`Delete feedback from ${entry.email ?? "anonymous"}`}
                title="Delete this feedback?"
                description="The entry moves to the trash, where you can restore it for 30 days."
                confirmLabel="Delete"
                onConfirm={() => remove(entry.id)}
              >
                <Trash2 aria-hidden />
              </ConfirmButton>
            </li>
          ))}
        </ul>
        <Pagination page={page} pageSize={list.data.pageSize} total={list.data.total} estimated={list.data.totalEstimated} hasNext={list.loading ? undefined : Boolean(list.data.nextCursor)} onPage={setPage} />
      </CardContent>
      {open && (
        <FeedbackDialog
          entry={open}
          onClose={() => setOpen(null)}
          onSaved={() => void list.reload()}
        />
      )}
    </Card>
  );
}
