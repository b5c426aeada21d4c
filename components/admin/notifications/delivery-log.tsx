import type { Delivery } from "@/components/admin/notifications/types";
import { DateTime } from "@/components/format/date-format";
import { Badge } from "@/components/ui/badge";
import { EVENT_LABELS, type EventKind } from "@/lib/validation/notifications";

const STATUS = {
  pending: { label: "Sending", variant: "secondary" },
  retrying: { label: "Retrying", variant: "outline" },
  delivered: { label: "Delivered", variant: "default" },
  failed: { label: "Failed", variant: "destructive" },
} as const;

const eventLabel = (kind: string) => (kind === "test" ? "Test" : (EVENT_LABELS[kind as EventKind] ?? kind));
/** The error says it all (with its HTTP status when there was one); a success, its status. */
const result = (d: Delivery) => d.lastError ?? (d.lastStatusCode ? `HTTP ${d.lastStatusCode}` : "—");

/** An endpoint's latest deliveries: when, what, how it ended, after how many tries. */
export function DeliveryLog({ deliveries, label }: { deliveries: Delivery[]; label: string }) {
  if (!deliveries.length) return <p className="text-muted-foreground text-sm">Nothing sent yet. Use “Send test” to try the endpoint.</p>;
  return (
    <ul className="divide-y rounded-md border text-sm" aria-label={label}>
      {deliveries.map((d) => (
        <li key={d.id} className="grid gap-1 p-2 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="webhook-delivery">
          <div className="min-w-0">
            <p className="font-medium">{eventLabel(d.kind)}</p>
            <p className="text-muted-foreground break-words text-xs">
              <DateTime value={d.updatedAt} /> · {d.attempts} {d.attempts === 1 ? "try" : "tries"} · {result(d)}
            </p>
          </div>
          <Badge variant={STATUS[d.status].variant}>{STATUS[d.status].label}</Badge>
        </li>
      ))}
    </ul>
  );
}
