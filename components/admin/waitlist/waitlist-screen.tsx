"use client";

import { Send, UserPlus } from "lucide-react";
import { useState } from "react";
import { ExportButton, FilterSelect, Pagination, SearchBox } from "@/components/admin/list-controls";
import { AdminSubpageHeader } from "@/components/admin/subpage-header";
import { useAdminList, type Page } from "@/components/admin/use-admin-list";
import { FlaggedReferralsCard } from "@/components/admin/waitlist/flagged-referrals-card";
import { InviteDialog } from "@/components/admin/waitlist/invite-dialog";
import { WaitlistSettingsCard } from "@/components/admin/waitlist/waitlist-settings-form";
import { WaitlistTable, type WaitlistItem } from "@/components/admin/waitlist/waitlist-table";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { WAITLIST_STATUSES, type WaitlistStatusFilter } from "@/lib/validation/waitlist-admin";

type Total = { total: number; estimated: boolean };
type Counts = Record<WaitlistStatusFilter, Total>;
const STATUS_LABELS: Record<WaitlistStatusFilter, string> = { waiting: "Waiting", invited: "Invited", tester: "Testers" };
const count = (t: Total | undefined) => (t ? `${t.estimated ? "about " : ""}${t.total.toLocaleString("en")}` : "…");

/** /admin/waitlist: the line in place order, its filters and export, invites, flagged referrals and settings. */
export function WaitlistScreen({ username, initialStatus }: { username: string; initialStatus: WaitlistStatusFilter }) {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState<WaitlistStatusFilter>(initialStatus);
  const [flagged, setFlagged] = useState(false);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [inviting, setInviting] = useState<"next" | "selected" | null>(null);
  const list = useAdminList<WaitlistItem>("/api/admin/waitlist", { q, status, flagged: flagged ? "yes" : "", page });
  const counts = (list.data as Page<WaitlistItem> & { counts?: Counts }).counts;
  const exportQuery = new URLSearchParams(Object.entries({ q, status, flagged: flagged ? "yes" : "" }).filter(([, v]) => v)).toString();
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
      setSelected(new Set());
    };

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminSubpageHeader title="Waitlist" username={username} />
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <Card>
          <CardContent className="flex flex-wrap items-end justify-between gap-4">
            <dl className="flex flex-wrap gap-x-8 gap-y-2">
              {WAITLIST_STATUSES.map((s) => (
                <div key={s}>
                  <dt className="text-sm text-muted-foreground">{STATUS_LABELS[s]}</dt>
                  <dd className="text-2xl font-semibold tabular-nums" data-testid={`waitlist-count-${s}`}>
                    {count(counts?.[s])}
                  </dd>
                </div>
              ))}
            </dl>
            <Button onClick={() => setInviting("next")} disabled={!counts?.waiting.total}>
              <UserPlus aria-hidden />
              Invite the next…
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>
              <h2>The line</h2>
            </CardTitle>
            <ExportButton href={`/api/admin/export/waitlist${exportQuery ? `?${exportQuery}` : ""}`} />
          </CardHeader>
          <CardContent className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <SearchBox label="Search the waitlist by e-mail" value={q} onChange={change(setQ)} />
              <FilterSelect label="Status" value={status} onChange={change((v: string) => setStatus(v as WaitlistStatusFilter))} options={WAITLIST_STATUSES.map((s): [string, string] => [s, STATUS_LABELS[s]])} />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={flagged} onChange={(e) => change(setFlagged)(e.target.checked)} className="size-4" />
                With flagged referrals only
              </label>
            </div>
            {selected.size > 0 && (
              <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-2 text-sm" role="region" aria-label="Selection">
                <span>{selected.size} selected</span>
                <Button size="sm" onClick={() => setInviting("selected")}>
                  <Send aria-hidden />
                  Invite selected
                </Button>
                <Button size="sm" variant="outline" onClick={() => setSelected(new Set())}>
                  Clear
                </Button>
              </div>
            )}
            {list.error && <p role="alert" className="text-sm text-destructive">Failed to load the waitlist</p>}
            {!list.loading && !list.error && list.data.items.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">Nobody here.</p>}
            {list.data.items.length > 0 && <WaitlistTable items={list.data.items} busy={list.loading} selected={selected} onSelect={setSelected} />}
            <Pagination page={page} pageSize={list.data.pageSize} total={list.data.total} estimated={list.data.totalEstimated} hasNext={list.loading ? undefined : Boolean(list.data.nextCursor)} onPage={setPage} />
          </CardContent>
        </Card>
        <FlaggedReferralsCard />
        <WaitlistSettingsCard />
      </main>
      {inviting && (
        <InviteDialog
          selected={inviting === "selected" ? [...selected] : null}
          onClose={() => setInviting(null)}
          onDone={() => {
            setSelected(new Set());
            void list.reload();
          }}
        />
      )}
    </div>
  );
}
