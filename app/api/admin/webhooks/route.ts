import { adminJson } from "@/lib/admin/http";
import { ApiError } from "@/lib/api/errors";
import { apiHandler } from "@/lib/api/handler";
import { countWebhooks, createWebhook, listWebhooks } from "@/lib/data/webhooks";
import { MAX_WEBHOOKS, webhookCreateSchema } from "@/lib/validation/notifications";
import { allowedWebhookUrl } from "@/lib/webhooks/admin";

export const dynamic = "force-dynamic";

// GET /api/admin/webhooks -> {items: [{id, url, events, format, createdAt, deliveries}]}: never a secret.
export const GET = apiHandler({ admin: true }, async () => adminJson({ items: await listWebhooks() }));

// POST /api/admin/webhooks {url, events, format} -> 201 {webhook, secret}: the secret (whsec_…)
// signs its JSON deliveries and is shown here only.
export const POST = apiHandler({ admin: true, schema: webhookCreateSchema }, async ({ body }) => {
  const url = await allowedWebhookUrl(body.url);
  if ((await countWebhooks()) >= MAX_WEBHOOKS) throw new ApiError("conflict", `At most ${MAX_WEBHOOKS} webhooks: delete one first`);
  const { webhook, secret } = await createWebhook({ url, events: body.events, format: body.format });
  return adminJson({ webhook, secret, message: "Webhook added. Copy its secret now: it is not shown again." }, { status: 201 });
});
