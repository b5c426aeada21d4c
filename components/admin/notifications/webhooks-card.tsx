"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { EventCheckboxes } from "@/components/admin/notifications/event-checkboxes";
import type { Endpoint } from "@/components/admin/notifications/types";
import { WebhookEndpoint } from "@/components/admin/notifications/webhook-endpoint";
import { FormMessage } from "@/components/admin/settings/form-message";
import { useFormAction } from "@/components/admin/settings/use-form-action";
import { adminKey } from "@/components/query/queries";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { nativeSelectClass } from "@/components/ui/native-select";
import { WEBHOOK_FORMAT_LABELS, WEBHOOK_FORMATS, WEBHOOK_URL_MAX, type EventKind, type WebhookFormat } from "@/lib/validation/notifications";

/** While a delivery is still being tried, the log is read again this often. */
const LOG_REFRESH_MS = 2000;
const inFlight = (items: Endpoint[] | undefined) => Boolean(items?.some((e) => e.deliveries.some((d) => d.status === "pending" || d.status === "retrying")));

/** Webhooks: add an endpoint (its signing secret shown once), and each endpoint with its log. */
export function WebhooksCard() {
  const query = useQuery({
    queryKey: adminKey("webhooks"),
    queryFn: async () => (await adminFetch<{ items: Endpoint[] }>("/api/admin/webhooks")).items,
    refetchInterval: (q) => (inFlight(q.state.data) ? LOG_REFRESH_MS : false),
  });
  const [url, setUrl] = useState("");
  const [format, setFormat] = useState<WebhookFormat>("json");
  const [events, setEvents] = useState<EventKind[]>(["feedback", "suggestion", "contact"]);
  const [secret, setSecret] = useState<string | null>(null);
  const { busy, message, fields, run } = useFormAction();
  const refresh = () => void query.refetch();

  function add(event: React.FormEvent) {
    event.preventDefault();
    setSecret(null);
    void run(async () => {
      const created = await adminFetch<{ secret: string; message: string }>("/api/admin/webhooks", { method: "POST", body: { url, events, format } });
      // Only JSON deliveries are signed: Slack and Discord have no use for the secret.
      if (format === "json") setSecret(created.secret);
      setUrl("");
      refresh();
      return format === "json" ? created.message : "Webhook added.";
    }, "Could not add the webhook");
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Webhooks</h2>
        </CardTitle>
        <CardDescription>
          Send events to Slack, Discord or any address that accepts JSON, signed per the Standard Webhooks spec. Failed deliveries are retried with increasing delays.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={add} className="space-y-4" noValidate>
          <div className="space-y-1">
            <Label htmlFor="webhook-url">Endpoint URL</Label>
            <Input id="webhook-url" type="url" inputMode="url" maxLength={WEBHOOK_URL_MAX} placeholder="https://hooks.slack.com/services/…" value={url} onChange={(e) => setUrl(e.target.value)} aria-invalid={Boolean(fields.url)} aria-describedby={fields.url ? "webhook-url-error" : undefined} />
            {fields.url ? (
              <p id="webhook-url-error" className="text-destructive text-xs">
                {fields.url}
              </p>
            ) : null}
          </div>
          <div className="space-y-1">
            <Label htmlFor="webhook-format">Format</Label>
            <select id="webhook-format" className={`${nativeSelectClass} sm:w-72`} value={format} onChange={(e) => setFormat(e.target.value as WebhookFormat)}>
              {WEBHOOK_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {WEBHOOK_FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          </div>
          <EventCheckboxes idPrefix="new-hook" value={events} onChange={setEvents} error={fields.events} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy || !url.trim() || !events.length}>
              {busy ? "Adding..." : "Add webhook"}
            </Button>
            <FormMessage message={message} />
          </div>
        </form>
        {secret ? (
          <div className="space-y-1 rounded-md border border-dashed p-3" data-testid="webhook-secret">
            <Label htmlFor="webhook-secret">Signing secret (shown once)</Label>
            <div className="flex gap-2">
              <Input id="webhook-secret" readOnly value={secret} className="font-mono text-xs" onFocus={(e) => e.target.select()} />
              <Button type="button" variant="outline" onClick={() => void navigator.clipboard?.writeText(secret)}>
                Copy
              </Button>
            </div>
            <p className="text-muted-foreground text-xs">Verify each delivery&apos;s webhook-signature header with it. It is not shown again.</p>
          </div>
        ) : null}
        {query.data?.length ? (
          <ul className="divide-y rounded-md border" aria-label="Webhook endpoints">
            {query.data.map((endpoint) => (
              <WebhookEndpoint key={`${endpoint.id}:${endpoint.events.join()}`} endpoint={endpoint} onChanged={refresh} />
            ))}
          </ul>
        ) : query.isSuccess ? (
          <p className="text-muted-foreground text-sm">No webhooks yet.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
