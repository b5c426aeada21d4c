"use client";

import { useQuery } from "@tanstack/react-query";
import { adminFetch } from "@/components/admin/api";
import { useSettled } from "@/components/admin/use-admin-list";
import { adminKey } from "@/components/query/queries";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { MAIL_STATE_REASONS, notifyHint, type MailState } from "@/lib/admin/submitter-mail-state";

const PREVIEW_DEBOUNCE_MS = 300;

type Preview = { mail: MailState; askedForUpdates: boolean; email: { to: string; subject: string; text: string } | null };

/**
 * The response dialogs' "Notify the submitter" switch, off by default: it alone decides whether an
 * e-mail goes. Below it, why it cannot send, or the exact e-mail the save would send (the server
 * renders it from the dialog's current changes, and leaves out what was sent before).
 */
export function NotifySubmitter({
  email,
  previewUrl,
  changes,
  notify,
  onNotifyChange,
}: {
  email: string | null;
  previewUrl: string;
  changes: { status: string; response: string };
  notify: boolean;
  onNotifyChange: (on: boolean) => void;
}) {
  // The answer is asked about once typing pauses, not at every key.
  const asked = { status: changes.status, response: useSettled(changes.response, PREVIEW_DEBOUNCE_MS) };
  const { data } = useQuery({
    queryKey: adminKey("notice-preview", previewUrl, asked.status, asked.response),
    queryFn: () => adminFetch<Preview>(previewUrl, { method: "POST", body: asked }),
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
  const canSend = data?.mail === "ok";

  return (
    <div className="min-w-0 space-y-2 rounded-md border p-3" data-testid="notify-submitter">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="notify-submitter">Notify the submitter</Label>
        <Switch id="notify-submitter" checked={notify && canSend} disabled={!canSend} onCheckedChange={onNotifyChange} />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="notify-note">
        {!data ? "Checking the address..." : canSend && email ? notifyHint(email, data.askedForUpdates) : MAIL_STATE_REASONS[data.mail]}
      </p>
      {notify && canSend && !data.email ? (
        <p className="text-xs text-muted-foreground" data-testid="notify-preview">
          Nothing new to send: the submitter already has this status and answer.
        </p>
      ) : null}
      {notify && canSend && data.email ? (
        <figure className="space-y-1 rounded-md bg-muted/50 p-2 text-xs" aria-label="E-mail preview" data-testid="notify-preview">
          <figcaption className="font-medium [overflow-wrap:anywhere]">
            To {data.email.to} · {data.email.subject}
          </figcaption>
          {/* Long links (the unsubscribe address) wrap anywhere: the e-mail never widens the dialog. */}
          <pre tabIndex={0} className="max-h-56 overflow-auto font-sans whitespace-pre-wrap [overflow-wrap:anywhere]">
            {data.email.text}
          </pre>
        </figure>
      ) : null}
    </div>
  );
}
