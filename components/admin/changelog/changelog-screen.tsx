"use client";

import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/toast";
import { AdminHeader } from "@/components/admin/admin-header";
import { adminFetch } from "@/components/admin/api";
import { BackToDashboard } from "@/components/admin/back-to-dashboard";
import { EntryForm } from "@/components/admin/changelog/entry-form";
import type { ChangelogItem, ChangelogList } from "@/components/admin/changelog/types";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { newsletterState, PublishDialog, type PublishChoice, type PublishRequest } from "@/components/admin/changelog/publish-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { DateTime } from "@/components/format/date-format";
import { movesToTrash } from "@/components/admin/trash-note";
import { countOf } from "@/lib/format/plural";

/** /admin/changelog: the entries (drafts and published), the entry form, publish and delete. */
export function ChangelogScreen({ username }: { username: string }) {
  const [data, setData] = useState<ChangelogList | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<ChangelogItem | "new" | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [publishing, setPublishing] = useState<PublishRequest | null>(null);

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    let cancelled = false;
    adminFetch<ChangelogList>("/api/admin/changelog")
      .then((list) => !cancelled && (setData(list), setFailed(false)))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [version]);

  async function act(entry: ChangelogItem, action: "publish" | "unpublish" | "delete" | "unschedule") {
    setBusy(entry.id);
    try {
      if (action === "delete") {
        await adminFetch(`/api/admin/changelog/${entry.id}`, { method: "DELETE" });
        toast.success("Changelog entry moved to the trash");
      } else if (action === "publish") {
        // Nothing is sent before the admin has seen how many people it e-mails and said yes (the dialog).
        const { recipients } = await adminFetch<{ recipients: number }>(`/api/admin/changelog/${entry.id}/publish`);
        return setPublishing({ entry, recipients });
      } else if (action === "unschedule") {
        await adminFetch(`/api/admin/changelog/${entry.id}/schedule`, { method: "DELETE" });
        toast.success("Schedule cancelled");
      } else {
        await adminFetch(`/api/admin/changelog/${entry.id}/unpublish`, { method: "POST" });
        toast.success("Moved back to drafts");
      }
      load();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to update changelog entry");
    } finally {
      setBusy(null);
    }
  }

  async function publish({ entry, recipients }: PublishRequest, { at, newsletter }: PublishChoice) {
    setPublishing(null);
    setBusy(entry.id);
    try {
      if (at) {
        await adminFetch(`/api/admin/changelog/${entry.id}/schedule`, { method: "POST", body: { at, recipients, newsletter } });
        toast.success(newsletter ? "Scheduled, with its newsletter" : "Scheduled");
      } else {
        const result = await adminFetch<{ emailsQueued: number }>(`/api/admin/changelog/${entry.id}/publish?recipients=${recipients}${newsletter ? "&newsletter=1" : ""}`, { method: "POST" });
        toast.success(result.emailsQueued ? `Published; ${countOf(result.emailsQueued, "submitter")} e-mailed` : "Published");
      }
      load();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to publish the changelog entry");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="min-h-screen bg-muted/30">
      <AdminHeader title="Changelog" username={username}>
        <BackToDashboard />
        <Button asChild variant="outline" size="sm">
          <a href="/changelog" target="_blank" rel="noopener">
            <ExternalLink aria-hidden />
            View Changelog
          </a>
        </Button>
      </AdminHeader>
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        {failed && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            Failed to load the changelog
          </p>
        )}
        {editing !== null && data ? (
          <EntryForm
            key={editing === "new" ? "new" : editing.id}
            entry={editing === "new" ? null : editing}
            suggestions={data.suggestions}
            onDone={(saved) => {
              setEditing(null);
              if (saved) load();
            }}
          />
        ) : null}
        <Card>
          <CardHeader className="flex flex-row items-center justify-between gap-2">
            <CardTitle>
              <h2>Entries</h2>
            </CardTitle>
            <Button size="sm" onClick={() => setEditing("new")} disabled={!data}>
              <Plus aria-hidden />
              New Entry
            </Button>
          </CardHeader>
          <CardContent>
            {!data && !failed && <Skeleton className="h-32 w-full" />}
            {data && data.entries.length === 0 && <p className="py-6 text-center text-sm text-muted-foreground">No changelog entries yet.</p>}
            {data && data.entries.length > 0 && (
              <ul className="divide-y rounded-md border">
                {data.entries.map((entry) => (
                  <li key={entry.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start" data-testid="changelog-row">
                    <div className="min-w-0 flex-1 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-medium">{entry.title}</h3>
                        <span
                          data-testid="changelog-status"
                          className={
                            entry.status === "published"
                              ? "rounded-full border border-green-200 bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800"
                              : "rounded-full border border-gray-200 bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800"
                          }
                        >
                          {entry.status === "published" ? "Published" : "Draft"}
                        </span>
                      </div>
                      <p className="text-xs text-muted-foreground">
                        <DateTime value={entry.date} style="day" />
                        {entry.suggestions.length ? ` · ships ${entry.suggestions.map((s) => s.suggestion.name).join(", ")}` : ""}
                      </p>
                      {entry.schedule?.publishAt || entry.schedule?.newsletter ? (
                        <p className="text-xs text-muted-foreground" data-testid="changelog-schedule">
                          {entry.schedule.publishAt ? (
                            <>
                              Publishes <DateTime value={entry.schedule.publishAt} />
                            </>
                          ) : null}
                          {entry.schedule.publishAt && entry.schedule.newsletter ? " · " : ""}
                          {entry.schedule.newsletter ? `Newsletter ${newsletterState(entry.schedule.newsletter)}` : ""}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Button variant="outline" size="sm" onClick={() => setEditing(entry)} aria-label={`Edit ${entry.title}`}>
                        <Pencil aria-hidden />
                        Edit
                      </Button>
                      {entry.status === "published" ? (
                        <Button variant="outline" size="sm" disabled={busy === entry.id} onClick={() => act(entry, "unpublish")}>
                          Unpublish
                        </Button>
                      ) : (
                        <Button size="sm" disabled={busy === entry.id} onClick={() => act(entry, "publish")}>
                          {entry.schedule?.publishAt ? "Publish or move" : "Publish"}
                        </Button>
                      )}
                      {entry.status !== "published" && entry.schedule?.publishAt ? (
                        <Button variant="outline" size="sm" disabled={busy === entry.id} onClick={() => act(entry, "unschedule")}>
                          Cancel schedule
                        </Button>
                      ) : null}
                      <ConfirmButton variant="outline" label={`Delete ${entry.title}`} title="Delete this changelog entry?" description={`${movesToTrash("The entry")} Its suggestions keep their status.`} confirmLabel="Delete" onConfirm={() => act(entry, "delete")}>
                        <Trash2 aria-hidden />
                      </ConfirmButton>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <PublishDialog request={publishing} onClose={() => setPublishing(null)} onChoose={(choice) => publishing && void publish(publishing, choice)} />
      </main>
    </div>
  );
}
