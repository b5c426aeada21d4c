"use client";

import { ArchiveRestore, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch } from "@/components/admin/api";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { DateTime } from "@/components/format/date-format";
import { AdminSubpageHeader } from "@/components/admin/subpage-header";
import { useInvalidateAdmin } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { countOf } from "@/lib/format/plural";

export type TrashLine = { batch: string; reason: "delete" | "reset"; deletedAt: string; purgeAt: string; label: string; counts: Record<string, number> };

/** Deleted and reset entries: restore one, erase one, or empty the trash. */
export function TrashScreen({ username, initial, keptDays }: { username: string; initial: TrashLine[]; keptDays: number }) {
  const [lines, setLines] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  // A restore changes every list and count the other screens hold.
  const invalidate = useInvalidateAdmin();

  async function act(batch: string | null, method: "POST" | "DELETE", path: string, success: string) {
    setBusy(batch ?? "all");
    try {
      await adminFetch(path, { method });
      setLines((current) => (batch ? current.filter((l) => l.batch !== batch) : []));
      void invalidate();
      toast.success(success);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Action failed");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminSubpageHeader title="Trash" username={username} />
      <main className="mx-auto max-w-3xl px-4 py-6">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
            <div className="space-y-1.5">
              <CardTitle>
                <h2>Deleted entries</h2>
              </CardTitle>
              <CardDescription>Deleted feedback, suggestions, contact messages, blog posts and changelog entries stay here {countOf(keptDays, "day")}, then they are erased for good.</CardDescription>
            </div>
            {lines.length > 0 ? (
              <ConfirmButton
                title="Empty the trash?"
                description="Everything in the trash is erased for good. It cannot be restored afterwards."
                confirmLabel="Empty trash"
                disabled={busy !== null}
                onConfirm={() => act(null, "DELETE", "/api/admin/trash", "Trash emptied")}
              >
                <Trash2 aria-hidden />
                Empty trash
              </ConfirmButton>
            ) : null}
          </CardHeader>
          <CardContent>
            {lines.length === 0 ? (
              <p className="text-sm text-muted-foreground">The trash is empty.</p>
            ) : (
              <ul className="divide-y">
                {lines.map((line) => (
                  <li key={line.batch} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="trash-line">
                    <div className="min-w-0">
                      <p className="break-words text-sm font-medium">{line.label}</p>
                      <p className="text-xs text-muted-foreground">
                        {line.reason === "reset" ? "Reset" : "Deleted"} <DateTime value={line.deletedAt} /> · erased{" "}
                        <DateTime value={line.purgeAt} />
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => act(line.batch, "POST", `/api/admin/trash/${line.batch}/restore`, "Restored")}>
                        <ArchiveRestore aria-hidden />
                        Restore
                      </Button>
                      <ConfirmButton
                        variant="outline"
                        title="Erase for good?"
                        description={`${line.label}. This cannot be undone.`}
                        confirmLabel="Erase"
                        disabled={busy !== null}
                        onConfirm={() => act(line.batch, "DELETE", `/api/admin/trash/${line.batch}`, "Erased for good")}
                      >
                        Erase
                      </ConfirmButton>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
