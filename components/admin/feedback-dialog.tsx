"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { adminFetch } from "@/components/admin/api";
import { EmailConfirmedBadge, PriorityBadge, StatusBadge, statusLabel } from "@/components/admin/badges";
import { NotifySubmitter } from "@/components/admin/notify-submitter";
import { PrivateNote } from "@/components/admin/private-note";
import { type FeedbackItem } from "@/components/admin/types";
import { DateTime } from "@/components/format/date-format";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FEEDBACK_PRIORITIES, FEEDBACK_STATUSES } from "@/lib/config";
import { MAX_RESPONSE_LENGTH } from "@/lib/validation/admin";

const selectClass = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

function Answer({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm whitespace-pre-wrap">{value}</dd>
    </div>
  );
}

/** The response dialog: status, priority, response and a private note persist; the switch decides whether the submitter hears of it. */
export function FeedbackDialog({ entry, onClose, onSaved }: { entry: FeedbackItem; onClose: () => void; onSaved: () => void }) {
  const [status, setStatus] = useState(entry.status);
  const [priority, setPriority] = useState(entry.priority);
  const [response, setResponse] = useState(entry.response ?? "");
  const [adminNote, setAdminNote] = useState(entry.adminNote ?? "");
  const [notify, setNotify] = useState(false);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const result = await adminFetch<{ emailQueued: boolean }>(`/api/admin/feedback/${entry.id}`, {
        method: "PATCH",
        body: { status, priority, response, adminNote, notify },
      });
      toast.success(result.emailQueued ? "Response saved and e-mail queued" : "Response saved");
      onSaved();
      onClose();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : "Failed to save response");
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Respond to feedback</DialogTitle>
          <DialogDescription>
            {entry.email ?? "Anonymous"} <EmailConfirmedBadge confirmed={entry.emailConfirmed} /> · <DateTime value={entry.createdAt} />
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <StatusBadge status={entry.status} />
          <PriorityBadge priority={entry.priority} />
        </div>
        <dl className="space-y-2 rounded-md bg-muted/50 p-3">
          <Answer label="Clarity" value={entry.clarity} />
          <Answer label="Confusion" value={entry.confusion} />
          <Answer label="Improvements" value={entry.improvements} />
          <Answer label="Usage" value={entry.usage} />
          <Answer label="Additional" value={entry.additional} />
        </dl>
        <div className="grid grid-cols-2 gap-3">
          <div className="space-y-1">
            <Label htmlFor="fb-status">Status</Label>
            <select id="fb-status" className={selectClass} value={status} onChange={(e) => setStatus(e.target.value as FeedbackItem["status"])}>
              {FEEDBACK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="fb-priority">Priority</Label>
            <select id="fb-priority" className={selectClass} value={priority} onChange={(e) => setPriority(e.target.value as FeedbackItem["priority"])}>
              {FEEDBACK_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {statusLabel(p)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="fb-response">Response</Label>
          <Textarea id="fb-response" rows={4} maxLength={MAX_RESPONSE_LENGTH} value={response} onChange={(e) => setResponse(e.target.value)} />
        </div>
        <PrivateNote id="fb-note" value={adminNote} onChange={setAdminNote} />
        <NotifySubmitter email={entry.email} previewUrl={`/api/admin/feedback/${entry.id}/notice-preview`} changes={{ status, response }} notify={notify} onNotifyChange={setNotify} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} disabled={saving}>
            {saving ? "Saving..." : notify ? "Save and Send" : "Save Response"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
