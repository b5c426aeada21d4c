import type { EventKind, WebhookFormat } from "@/lib/validation/notifications";

/** GET /api/admin/webhooks's items, as the browser receives them. */
export type Delivery = { id: string; kind: string; status: "pending" | "retrying" | "delivered" | "failed"; attempts: number; lastStatusCode: number | null; lastError: string | null; createdAt: string; updatedAt: string };
export type Endpoint = { id: string; url: string; events: EventKind[]; format: WebhookFormat; createdAt: string; deliveries: Delivery[] };
