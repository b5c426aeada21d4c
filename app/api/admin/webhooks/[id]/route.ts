import { adminJson } from "@/lib/admin/http";
import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { deleteWebhook, updateWebhookEvents } from "@/lib/data/webhooks";
import { webhookUpdateSchema } from "@/lib/validation/notifications";
import { webhookIdOf } from "@/lib/webhooks/admin";

// PATCH /api/admin/webhooks/{id} {events}: the events the endpoint receives.
export const PATCH = apiHandler({ admin: true, schema: webhookUpdateSchema }, async ({ params, body }) => {
  const webhook = await updateWebhookEvents(webhookIdOf(params), body.events);
  if (!webhook) throw notFound("Webhook");
  return adminJson({ webhook, message: "Webhook events saved" });
});

// DELETE /api/admin/webhooks/{id}: the endpoint and its delivery log; nothing more is sent to it.
export const DELETE = apiHandler({ admin: true }, async ({ params }) => {
  if (!(await deleteWebhook(webhookIdOf(params)))) throw notFound("Webhook");
  return adminJson({ success: true, message: "Webhook deleted" });
});
