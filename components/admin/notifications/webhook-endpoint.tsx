"use client";

import { useState } from "react";
import { adminFetch } from "@/components/admin/api";
import { ConfirmButton } from "@/components/admin/confirm-button";
import { DeliveryLog } from "@/components/admin/notifications/delivery-log";
import { EventCheckboxes } from "@/components/admin/notifications/event-checkboxes";
import type { Endpoint } from "@/components/admin/notifications/types";
import { FormMessage } from "@/components/admin/settings/form-message";
import { useFormAction } from "@/components/admin/settings/use-form-action";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { WEBHOOK_FORMAT_BADGES, type EventKind } from "@/lib/validation/notifications";

/** One endpoint: its events (editable), "Send test", delete, and its delivery log. */
export function WebhookEndpoint({ endpoint, onChanged }: { endpoint: Endpoint; onChanged: () => void }) {
  const [events, setEvents] = useState<EventKind[]>(endpoint.events);
  const { busy, message, run } = useFormAction();
  const edited = events.join() !== endpoint.events.join();
  const path = `/api/admin/webhooks/${encodeURIComponent(endpoint.id)}`;
  const act = (work: () => Promise<{ message: string }>) => void run(async () => (await work()).message, "Something went wrong").then((ok) => ok && onChanged());

  return (
    <li className="space-y-3 p-4" data-testid="webhook-endpoint">
      <div className="space-y-1">
        <Badge variant="secondary">{WEBHOOK_FORMAT_BADGES[endpoint.format]}</Badge>
        <p className="font-mono text-sm break-all">{endpoint.url}</p>
      </div>
      <EventCheckboxes idPrefix={`hook-${endpoint.id}`} value={events} onChange={setEvents} error={edited && !events.length ? "Choose at least one event" : undefined} />
      <div className="flex flex-wrap items-center gap-2">
        {edited ? (
          <Button size="sm" disabled={busy || !events.length} onClick={() => act(() => adminFetch(path, { method: "PATCH", body: { events } }))}>
            Save events
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => act(() => adminFetch(`${path}/test`, { method: "POST" }))}>
          Send test
        </Button>
        <ConfirmButton
          title="Delete this webhook?"
          description={`Nothing more is sent to ${endpoint.url}, and its delivery log is deleted.`}
          confirmLabel="Delete webhook"
          label={`Delete webhook ${endpoint.url}`}
          disabled={busy}
          onConfirm={() => act(() => adminFetch(path, { method: "DELETE" }))}
        >
          Delete
        </ConfirmButton>
        <FormMessage message={message} />
      </div>
      <h3 className="text-sm font-medium">Delivery log</h3>
      <DeliveryLog deliveries={endpoint.deliveries} label={`Deliveries to ${endpoint.url}`} />
    </li>
  );
}
