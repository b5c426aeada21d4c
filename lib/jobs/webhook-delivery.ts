import "server-only";
import { beginDeliveryAttempt, endDeliveryAttempt, type DeliveryData } from "@/lib/data/webhooks";
import { env } from "@/lib/env";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { signatureHeaders } from "@/lib/webhooks/body";
import { postWebhook } from "@/lib/webhooks/send";

/**
 * One webhook delivery per job. A try that fails (not 2xx, timeout, network) throws and pg-boss
 * retries it with exponential backoff; the last one marks it failed. An address refused by the
 * SSRF check is not retried. JSON bodies are signed per try (Standard Webhooks), with the
 * delivery's id as the message id, so that a receiver can drop a repeat.
 */
export const webhookDeliveryJob = defineJob<DeliveryData>({
  name: QUEUE.webhookDelivery,
  queue: { retryLimit: env.WEBHOOK_MAX_ATTEMPTS - 1, retryDelay: env.WEBHOOK_RETRY_DELAY_SECONDS, retryBackoff: true, expireInSeconds: 30 },
  // The first try goes as the event's dispatch commits (the queue's notification); the poll finds
  // the retries (WEBHOOK_RETRY_DELAY_SECONDS apart at first, 1 s in the tests) soon after due.
  pollingIntervalSeconds: 1,
  async run(job) {
    const delivery = await beginDeliveryAttempt(job.data.deliveryId);
    if (!delivery) return;
    const { webhook } = delivery;
    const headers = webhook.format === "json" ? signatureHeaders(webhook.secret, delivery.id, delivery.body, new Date()) : {};
    const outcome = await postWebhook(webhook.url, delivery.body, headers, env.WEBHOOKS_ALLOW_PRIVATE);
    if (outcome.ok) return void (await endDeliveryAttempt(delivery.id, { status: "delivered", statusCode: outcome.statusCode, error: null }));
    const last = !outcome.retryable || job.retryCount >= job.retryLimit;
    await endDeliveryAttempt(delivery.id, { status: last ? "failed" : "retrying", statusCode: outcome.statusCode, error: outcome.error });
    const tag = `[webhook] delivery ${delivery.id} try ${job.retryCount + 1}/${job.retryLimit + 1}`;
    if (!last) throw new Error(`${tag} failed: ${outcome.error}`);
    logger.warn(`${tag} failed for good: ${outcome.error}`);
  },
});
