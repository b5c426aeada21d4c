"use client";

import { Trash2 } from "lucide-react";
import { useState } from "react";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { ExportButton, Pagination, SearchBox } from "@/components/admin/list-controls";
import { type SuggestionItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function SuggestionsTab({ onChanged, refreshToken }: { onChanged: () => void; refreshToken: number }) {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useAdminList<SuggestionItem>("/api/feature-suggestions", { q, page }, refreshToken);

  const remove = (id: string) =>
    list.act(`/api/admin/feature-suggestions/${id}`, "DELETE", { success: "Feature request deleted", failure: "Failed to delete feature request" }, onChanged);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2>Feature Requests</h2>
        </CardTitle>
        <ExportButton href={`/api/admin/export/feature-suggestions${q ? `?q=${encodeURIComponent(q)}` : ""}`} />
      </CardHeader>
      <CardContent className="space-y-3">
        <SearchBox
          label="Search feature requests"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        {list.error && <p role="alert" className="text-sm text-destructive">Failed to load dashboard data</p>}
        {!list.loading && !list.error && list.data.items.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No feature requests found.</p>}
        <ul className="divide-y rounded-md border" aria-busy={list.loading}>
          {list.data.items.map((s) => (
            <li key={s.id} className="flex items-start gap-3 p-3" data-testid="suggestion-row">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{s.name}</h3>
                  <span className="rounded-full border px-2 py-0.5 text-xs">{s.priority}</span>
                </div>
                <p className="text-sm whitespace-pre-wrap">{s.description}</p>
                {s.useCase && <p className="text-sm text-muted-foreground">Use case: {s.useCase}</p>}
                <p className="text-xs text-muted-foreground">
                  {s.email ?? "No e-mail"} · <DateTime value={s.createdAt} />
                </p>
              </div>
              <ConfirmButton variant="outline" label={`Delete feature request ${s.name}`} title="Delete this feature request?" description="The request is deleted permanently." confirmLabel="Delete" onConfirm={() => remove(s.id)}>
                <Trash2 aria-hidden />
              </ConfirmButton>
            </li>
          ))}
        </ul>
        <Pagination page={page} pageSize={list.data.pageSize} total={list.data.total} estimated={list.data.totalEstimated} hasNext={list.loading ? undefined : Boolean(list.data.nextCursor)} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
