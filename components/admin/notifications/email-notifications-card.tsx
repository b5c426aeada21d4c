"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { FormMessage } from "@/components/admin/settings/form-message";
import { useFormAction } from "@/components/admin/settings/use-form-action";
import { adminKey } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { nativeSelectClass } from "@/components/ui/native-select";
import { EVENT_KINDS, EVENT_LABELS, NOTIFY_MODES, NOTIFY_MODE_LABELS, type EventKind, type NotifyMode } from "@/lib/validation/notifications";

type Settings = { modes: Record<EventKind, NotifyMode>; digestHour: number };

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Per kind of event: an instant e-mail, a line in the daily digest, or nothing; and the digest's hour. */
export function EmailNotificationsCard() {
  const query = useQuery({ queryKey: adminKey("notifications"), queryFn: () => adminFetch<Settings>("/api/admin/notifications") });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>E-mail notifications</h2>
        </CardTitle>
        <CardDescription>What you are told of, and when: at once, in one e-mail a day, or not at all. E-mails go to the site&apos;s contact address.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? <FormMessage message={{ kind: "error", text: "Could not load the notification settings" }} /> : null}
        {query.data ? <SettingsForm initial={query.data} /> : !query.isError && <p className="text-muted-foreground text-sm">Loading…</p>}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const [values, setValues] = useState<Settings>({ modes: initial.modes, digestHour: initial.digestHour });
  const { busy, message, run } = useFormAction();

  function save(event: React.FormEvent) {
    event.preventDefault();
    void run(async () => {
      const saved = await adminFetch<Settings & { message: string }>("/api/admin/notifications", { method: "PUT", body: values });
      setValues({ modes: saved.modes, digestHour: saved.digestHour });
      return saved.message;
    }, "Could not save the notification settings");
  }

  return (
    <form onSubmit={save} className="space-y-4">
      <ul className="divide-y rounded-md border">
        {EVENT_KINDS.map((kind) => (
          <li key={kind} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <Label htmlFor={`notify-${kind}`}>{EVENT_LABELS[kind]}</Label>
            </div>
            <select
              id={`notify-${kind}`}
              className={`${nativeSelectClass} sm:w-44`}
              value={values.modes[kind]}
              onChange={(e) => setValues({ ...values, modes: { ...values.modes, [kind]: e.target.value as NotifyMode } })}
            >
              {NOTIFY_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {NOTIFY_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <div className="space-y-1">
        <Label htmlFor="notify-digest-hour">Daily digest at</Label>
        <select id="notify-digest-hour" className={`${nativeSelectClass} sm:w-44`} value={values.digestHour} onChange={(e) => setValues({ ...values, digestHour: Number(e.target.value) })}>
          {HOURS.map((h) => (
            <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00`}</option>
          ))}
        </select>
        <p className="text-muted-foreground text-xs">In the site&apos;s time zone. The digest lists everything since the last one; with nothing new, no e-mail is sent.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save notifications"}
        </Button>
        <FormMessage message={message} />
      </div>
    </form>
  );
}
