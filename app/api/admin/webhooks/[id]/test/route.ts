import { adminJson } from "@/lib/admin/http";
import { notFound } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { sendTestDelivery } from "@/lib/notifications/dispatch";
import { webhookIdOf } from "@/lib/webhooks/admin";

// POST /api/admin/webhooks/{id}/test -> 202: queues a test event to the endpoint (see its log).
export const POST = apiHandler({ admin: true }, async ({ params }) => {
  if (!(await sendTestDelivery(webhookIdOf(params)))) throw notFound("Webhook");
  return adminJson({ success: true, message: "Test event queued: its result appears in the log" }, { status: 202 });
});
