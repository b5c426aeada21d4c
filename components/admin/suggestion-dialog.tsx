"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch, RequestError } from "@/components/admin/api";
import { EmailConfirmedBadge, SuggestionStatusBadge } from "@/components/admin/badges";
import { IdeaBoardPanel } from "@/components/admin/idea-board-panel";
import { NotifySubmitter } from "@/components/admin/notify-submitter";
import { PrivateNote } from "@/components/admin/private-note";
import { type SuggestionItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { PUBLIC_ANSWER_MAX, PUBLIC_SUMMARY_MAX, PUBLIC_TITLE_MAX, SUGGESTION_RESPONSE_MAX, SUGGESTION_STATUS_LABELS, SUGGESTION_STATUSES, type SuggestionStatus } from "@/lib/validation/suggestion";

const selectClass = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

/** A feature request's status, answer, private note and public roadmap card; the switch decides whether the submitter hears of it. */
export function SuggestionDialog({ entry, onClose, onSaved }: { entry: SuggestionItem; onClose: () => void; onSaved: () => void }) {
  const [status, setStatus] = useState<SuggestionStatus>(entry.status);
  const [response, setResponse] = useState(entry.response ?? "");
  const [isPublic, setIsPublic] = useState(entry.isPublic);
  const [hidden, setHidden] = useState(entry.hidden);
  const [publicTitle, setPublicTitle] = useState(entry.publicTitle || entry.name);
  const [publicSummary, setPublicSummary] = useState(entry.publicSummary);
  const [publicAnswer, setPublicAnswer] = useState(entry.publicAnswer);
  const [adminNote, setAdminNote] = useState(entry.adminNote ?? "");
  const [notify, setNotify] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const result = await adminFetch<{ emailQueued: boolean }>(`/api/admin/feature-suggestions/${entry.id}`, {
        method: "PATCH",
        body: { status, response, adminNote, notify, isPublic, hidden, publicTitle, publicSummary, publicAnswer },
      });
      toast.success(result.emailQueued ? "Feature request saved and the submitter e-mailed" : "Feature request saved");
      onSaved();
      onClose();
    } catch (e) {
      if (e instanceof RequestError && e.fields) setErrors(e.fields);
      toast.error(e instanceof Error ? e.message : "Failed to save feature request");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Feature request</DialogTitle>
          <DialogDescription>
            {entry.email ?? "Anonymous"} <EmailConfirmedBadge confirmed={entry.emailConfirmed} /> · <DateTime value={entry.createdAt} /> · {entry.priority}
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <SuggestionStatusBadge status={entry.status} label={SUGGESTION_STATUS_LABELS[entry.status]} />
        </div>
        <dl className="space-y-2 rounded-md bg-muted/50 p-3">
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Name</dt>
            <dd className="text-sm font-medium">{entry.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-muted-foreground">Description</dt>
            <dd className="text-sm whitespace-pre-wrap">{entry.description}</dd>
          </div>
          {entry.useCase ? (
            <div>
              <dt className="text-xs font-medium text-muted-foreground">Use case</dt>
              <dd className="text-sm whitespace-pre-wrap">{entry.useCase}</dd>
            </div>
          ) : null}
        </dl>
        <div className="space-y-1">
          <Label htmlFor="sg-status">Status</Label>
          <select id="sg-status" className={selectClass} value={status} onChange={(e) => setStatus(e.target.value as SuggestionStatus)}>
            {SUGGESTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SUGGESTION_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="sg-response">Answer to the submitter</Label>
          <Textarea id="sg-response" rows={3} maxLength={SUGGESTION_RESPONSE_MAX} value={response} onChange={(e) => setResponse(e.target.value)} />
          {entry.respondedAt ? <p className="text-xs text-muted-foreground">Last answered <DateTime value={entry.respondedAt} /></p> : null}
        </div>
        <PrivateNote id="sg-note" value={adminNote} onChange={setAdminNote} />
        <NotifySubmitter email={entry.email} previewUrl={`/api/admin/feature-suggestions/${entry.id}/notice-preview`} changes={{ status, response }} notify={notify} onNotifyChange={setNotify} />
        {status === "shipped" ? <p className="text-xs text-muted-foreground">Shipped news goes out with the changelog entry that ships it.</p> : null}
        <fieldset className="space-y-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">Public roadmap</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />
            Show on /roadmap and /ideas (only the title and summary below, never the submitter&apos;s text or address)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
            Hidden (moderation: off the board and the roadmap, no votes)
          </label>
          <div className="space-y-1">
            <Label htmlFor="sg-public-title">Public title</Label>
            <Input id="sg-public-title" maxLength={PUBLIC_TITLE_MAX} value={publicTitle} onChange={(e) => setPublicTitle(e.target.value)} aria-invalid={errors.publicTitle ? true : undefined} aria-describedby={errors.publicTitle ? "sg-public-title-error" : undefined} />
            {errors.publicTitle ? (
              <p id="sg-public-title-error" className="text-sm text-destructive">
                {errors.publicTitle}
              </p>
            ) : null}
          </div>
          <div className="space-y-1">
            <Label htmlFor="sg-public-summary">Public summary</Label>
            <Textarea id="sg-public-summary" rows={2} maxLength={PUBLIC_SUMMARY_MAX} value={publicSummary} onChange={(e) => setPublicSummary(e.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="sg-public-answer">Official answer</Label>
            <Textarea id="sg-public-answer" rows={3} maxLength={PUBLIC_ANSWER_MAX} value={publicAnswer} onChange={(e) => setPublicAnswer(e.target.value)} aria-describedby="sg-public-answer-help" />
            <p id="sg-public-answer-help" className="text-xs text-muted-foreground">
              Public on /ideas. Followers are e-mailed each new or changed answer.
              {entry.publicAnswerAt ? <> Last written <DateTime value={entry.publicAnswerAt} />.</> : null}
            </p>
          </div>
        </fieldset>
        <IdeaBoardPanel entry={entry} onChanged={onSaved} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? "Saving..." : notify ? "Save and Send" : "Save"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
