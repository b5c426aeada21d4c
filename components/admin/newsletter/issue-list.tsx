"use client";

import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import type { Failure, IssueItem } from "@/components/admin/newsletter/types";
import { DateTime } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";

const FIGURES = [
  ["recipients", "Recipients"],
  ["sent", "Sent"],
  ["delivered", "Delivered"],
  ["bounced", "Bounced"],
  ["complained", "Complained"],
  ["unsubscribed", "Unsubscribed"],
] as const;

/** The issues, newest first, each with its figures; "Failures" lists the addresses that bounced, complained or failed. */
export function IssueList({ issues }: { issues: IssueItem[] }) {
  const [open, setOpen] = useState<{ id: string; failures: Failure[] } | null>(null);
  async function toggle(id: string) {
    if (open?.id === id) return setOpen(null);
    const detail = await adminFetch<{ failures: Failure[] }>(`/api/admin/newsletter/${id}`);
    setOpen({ id, failures: detail.failures });
  }
  if (issues.length === 0) return <p className="text-muted-foreground py-6 text-center text-sm">No issues yet.</p>;
  return (
    <ul className="divide-y rounded-md border">
      {issues.map((issue) => (
        <li key={issue.id} className="grid gap-3 p-3" data-testid="issue-row">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-medium wrap-anywhere">{issue.subject}</h3>
              <p className="text-muted-foreground text-xs">
                <span data-testid="issue-status">{issue.status}</span> · {issue.topics.join(", ")} ·{" "}
                {issue.status === "waiting" ? (
                  "sends when its post or changelog entry is published"
                ) : issue.status === "scheduled" && issue.scheduledAt ? (
                  <>
                    due <DateTime value={issue.scheduledAt} />
                  </>
                ) : (
                  <DateTime value={issue.finishedAt ?? issue.createdAt} />
                )}
              </p>
            </div>
            {issue.stats && issue.stats.bounced + issue.stats.complained + issue.stats.failed > 0 ? (
              <Button variant="outline" size="sm" onClick={() => void toggle(issue.id)} aria-expanded={open?.id === issue.id}>
                Failures
              </Button>
            ) : null}
          </div>
          <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
            {FIGURES.map(([key, label]) => (
              <div key={key} className="bg-muted/40 rounded-md p-2">
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="font-semibold tabular-nums" data-testid={`issue-${key}`}>
                  {issue.stats?.[key] ?? 0}
                </dd>
              </div>
            ))}
          </dl>
          {open?.id === issue.id ? (
            <ul className="text-sm" data-testid="issue-failures">
              {open.failures.map((f) => (
                <li key={f.email} className="wrap-anywhere">
                  <span className="font-medium">{f.email}</span> · {f.status}
                  {f.lastError ? ` · ${f.lastError}` : ""}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
