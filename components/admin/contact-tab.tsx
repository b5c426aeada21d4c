"use client";

import { RotateCw, Trash2 } from "lucide-react";
import { useState } from "react";
import { DeliveryBadge, EmailConfirmedBadge } from "@/components/admin/badges";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { ExportButton, Pagination, SearchBox } from "@/components/admin/list-controls";
import { type ContactItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { useAdminList } from "@/components/admin/use-admin-list";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export function ContactTab() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const list = useAdminList<ContactItem>("/api/contact", { q, page });

  const remove = (id: string) =>
    list.act(`/api/admin/contact/${id}`, "DELETE", { success: "Contact message moved to the trash", failure: "Failed to delete contact message" });

  // The e-mail issue's outbox retry call (POST /api/admin/outbox/{id}/retry).
  const retry = (outboxId: string) =>
    list.act(`/api/admin/outbox/${outboxId}/retry`, "POST", { success: "E-mail queued again", failure: "Failed to send again" });

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2>Contact Forms</h2>
        </CardTitle>
        <ExportButton href={`/api/admin/export/contact${q ? `?q=${encodeURIComponent(q)}` : ""}`} />
      </CardHeader>
      <CardContent className="space-y-3">
        <SearchBox
          label="Search contact messages"
          value={q}
          onChange={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        {list.error && <p role="alert" className="text-sm text-destructive">Failed to load dashboard data</p>}
        {!list.loading && !list.error && list.data.items.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No contact messages found.</p>}
        <ul className="divide-y rounded-md border" aria-busy={list.loading}>
          {list.data.items.map((c) => (
            <li key={c.id} className="flex items-start gap-3 p-3" data-testid="contact-row">
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{c.name}</h3>
                  <span className="text-sm text-muted-foreground">{c.email}</span>
                  <EmailConfirmedBadge confirmed={c.emailConfirmed} />
                  <DeliveryBadge status={c.delivery?.status ?? null} />
                </div>
                <p className="text-sm font-medium">{c.subject}</p>
                <p className="text-sm whitespace-pre-wrap">{c.message}</p>
                {c.delivery?.status === "failed" && c.delivery.lastError && <p className="text-xs text-destructive">{c.delivery.lastError}</p>}
                <p className="text-xs text-muted-foreground"><DateTime value={c.createdAt} /></p>
              </div>
              <div className="flex flex-col gap-2">
                {c.delivery?.status === "failed" && (
                  <Button variant="outline" size="sm" onClick={() => retry(c.delivery!.id)}>
                    <RotateCw aria-hidden />
                    Send again
                  </Button>
                )}
                <ConfirmButton variant="outline" label={`Delete message from ${c.name}`} title="Delete this message?" description="The message moves to the trash, where you can restore it for 30 days." confirmLabel="Delete" onConfirm={() => remove(c.id)}>
                  <Trash2 aria-hidden />
                </ConfirmButton>
              </div>
            </li>
          ))}
        </ul>
        <Pagination page={page} pageSize={list.data.pageSize} total={list.data.total} estimated={list.data.totalEstimated} hasNext={list.loading ? undefined : Boolean(list.data.nextCursor)} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
