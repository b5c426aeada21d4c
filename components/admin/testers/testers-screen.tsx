"use client";

import { MailPlus, ShieldX } from "lucide-react";
import { useState } from "react";
import { EmailConfirmedBadge, TesterStatusBadge, testerStatusLabel } from "@/components/admin/badges";
import { ExportButton, FilterSelect, Pagination, SearchBox } from "@/components/admin/list-controls";
import { AdminSubpageHeader } from "@/components/admin/subpage-header";
import { ConfirmWindowForm } from "@/components/admin/testers/confirm-window-form";
import { RevocationsCard } from "@/components/admin/testers/revocations-card";
import { RevokeDialog } from "@/components/admin/testers/revoke-dialog";
import { type TesterItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { useAdminList, type Page } from "@/components/admin/use-admin-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { TESTER_STATUSES } from "@/lib/validation/admin";

type Program = { claimed: number; cap: number; open: boolean; deadline: string; confirmHours: number };

function When({ label, iso }: { label: string; iso: string | null }) {
  if (!iso) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {label} <DateTime value={iso} />
    </p>
  );
}

/** /admin/testers: the early-tester cohort (issue 18), its search and export, revoke and resend. */
export function TestersScreen({ username }: { username: string }) {
  const [q, setQ] = useState("");
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<TesterItem | null>(null);
  const list = useAdminList<TesterItem>("/api/admin/testers", { q, status, page });
  // The cohort call answers the programme's state beside the page.
  const program = (list.data as Page<TesterItem> & { program?: Program }).program;
  const exportQuery = new URLSearchParams(Object.entries({ q, status }).filter(([, v]) => v)).toString();
  const change = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const resend = (t: TesterItem) =>
    list.act(`/api/admin/testers/${t.id}/resend`, "POST", { success: `New confirmation link sent to ${t.email}`, failure: "Failed to send the link again" });

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminSubpageHeader title="Early Testers" username={username} />
      <main className="mx-auto max-w-6xl space-y-4 px-4 py-6">
        <Card>
          <CardContent className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="text-sm text-muted-foreground">Slots taken (by confirmed testers)</p>
              <p className="text-2xl font-semibold tabular-nums" data-testid="testers-taken">
                {program ? `${program.claimed} / ${program.cap}` : "…"}
              </p>
              {program && <p className="text-xs text-muted-foreground">{program.open ? "Programme open" : "Programme closed"}</p>}
            </div>
            {program && <ConfirmWindowForm key={program.confirmHours} hours={program.confirmHours} onSaved={list.reload} />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>
              <h2>Cohort</h2>
            </CardTitle>
            <ExportButton href={`/api/admin/export/testers${exportQuery ? `?${exportQuery}` : ""}`} />
          </CardHeader>
          <CardContent className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <SearchBox label="Search testers by e-mail or slot" value={q} onChange={change(setQ)} />
              <FilterSelect label="Status" value={status} onChange={change(setStatus)} options={[["", "All statuses"], ...TESTER_STATUSES.map((s): [string, string] => [s, testerStatusLabel(s)])]} />
            </div>
            {list.error && <p role="alert" className="text-sm text-destructive">Failed to load the testers</p>}
            {!list.loading && !list.error && list.data.items.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No testers found.</p>}
            <ul className="divide-y rounded-md border" aria-busy={list.loading}>
              {list.data.items.map((t) => (
                <li key={t.id} className="grid grid-cols-[3rem_minmax(0,1fr)] gap-2 p-3 sm:grid-cols-[4rem_minmax(0,1fr)_auto] sm:items-center" data-testid="tester-row">
                  <span className="font-heading text-lg font-semibold tabular-nums" aria-label={t.slot === null ? "No slot" : `Slot ${t.slot}`}>
                    {t.slot === null ? "–" : `#${t.slot}`}
                  </span>
                  <div className="min-w-0 space-y-0.5">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-medium">{t.email}</span>
                      <EmailConfirmedBadge confirmed={t.emailConfirmed} />
                      <TesterStatusBadge status={t.status} />
                      {t.status === "revoked" && <span className="text-xs text-muted-foreground">{t.holdsSlot ? "slot kept" : "slot freed"}</span>}
                    </div>
                    <When label="Requested" iso={t.reservedAt} />
                    {t.status === "reserved" && <When label="Link valid until" iso={t.expiresAt} />}
                    {t.status === "expired" && <When label="Expired" iso={t.expiresAt} />}
                    <When label="Confirmed" iso={t.confirmedAt} />
                    {t.revokedAt && (
                      <p className="text-xs text-muted-foreground">
                        Revoked <DateTime value={t.revokedAt} /> by {t.revokedBy}: {t.revokeReason}
                      </p>
                    )}
                  </div>
                  <div className="col-start-2 flex flex-wrap gap-2 sm:col-start-auto">
                    {t.status === "reserved" && (
                      <Button variant="outline" size="sm" onClick={() => void resend(t)}>
                        <MailPlus aria-hidden />
                        Resend link
                      </Button>
                    )}
                    {(t.status === "reserved" || t.status === "confirmed") && (
                      <Button variant="outline" size="sm" onClick={() => setRevoking(t)} aria-label={`Revoke tester ${t.slot === null ? t.email : `#${t.slot}`}`}>
                        <ShieldX aria-hidden />
                        Revoke
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={list.data.pageSize} total={list.data.total} hasNext={list.loading ? undefined : Boolean(list.data.nextCursor)} onPage={setPage} />
          </CardContent>
        </Card>
        <RevocationsCard />
      </main>
      {revoking && <RevokeDialog tester={revoking} onClose={() => setRevoking(null)} onDone={list.reload} />}
    </div>
  );
}
