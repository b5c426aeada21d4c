import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { checkWebhookUrl, WebhookAddressError } from "@/lib/webhooks/address";

/** A route's webhook id, or a 404 for one that cannot be an id. */
export function webhookIdOf(params: Record<string, string | string[] | undefined>): string {
  const id = typeof params.id === "string" ? params.id : "";
  if (!/^[a-z0-9]{1,40}$/.test(id)) throw notFound("Webhook");
  return id;
}

/** The URL as saved: a 400 naming the field when it is not http(s) or its host is not allowed. */
export async function allowedWebhookUrl(text: string): Promise<string> {
  try {
    return (await checkWebhookUrl(text, env.WEBHOOKS_ALLOW_PRIVATE)).toString();
  } catch (error) {
    if (error instanceof WebhookAddressError) throw new ApiError("bad_request", error.message, { url: error.message });
    throw error;
  }
}
