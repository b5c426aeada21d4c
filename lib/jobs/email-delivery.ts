import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { beginOutboxAttempt, endOutboxAttempt } from "@/lib/data/outbox";
import { suppressionBlocks } from "@/lib/data/suppressions";
import { env } from "@/lib/env";
import type { EmailProvider, SendResult } from "@/lib/email/provider";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";
import { noteEmailFailing } from "@/lib/notifications/email-failing";

export type EmailDeliveryData = { id: string };

/**
 * The longest a try waits on the provider's Retry-After before it ends (below the job's 60 s
 * expiry): pg-boss's backoff then adds its own delay before the next try.
 */
export const RETRY_AFTER_CAP_MS = 30_000;

/**
 * One outbox message per job. A try that fails and may succeed later throws, and pg-boss retries it
 * with exponential backoff and jitter; a try whose worker died is retried once it expires. The
 * provider gets the message's idempotency key every time, so a try that reached it before the
 * worker died is not delivered twice. A last try that never finished goes to email-undelivered.
 * When the provider says how long to wait (429 or 503 with Retry-After), the try waits that long
 * (up to RETRY_AFTER_CAP_MS) before it ends: pg-boss's retries have one delay rule per queue, and a
 * throttled account gains nothing from this worker sending the next message sooner.
 */
export const emailDeliveryJob = (provider: () => EmailProvider) =>
  defineJob<EmailDeliveryData>({
    name: QUEUE.emailDelivery,
    // Backoff: 2-4 s after the first failure, doubling up to 128-256 s before the eighth try.
    queue: { retryLimit: env.EMAIL_MAX_ATTEMPTS - 1, retryDelay: 2, retryBackoff: true, expireInSeconds: 60, deadLetter: QUEUE.emailUndelivered },
    // A visitor's confirmation goes out as its request commits (the queue's notification), while
    // they are still on the page; the poll finds the retries, 2-4 s apart at first, soon after due.
    pollingIntervalSeconds: 2,
    async run(job) {
      const message = await beginOutboxAttempt(job.data.id);
      if (!message) return;
      // Checked again just before sending: the recipient may have unsubscribed or bounced since it was queued.
      if (await suppressionBlocks(message.kind, message.to)) return endOutboxAttempt(message.id, { status: "suppressed" });
      const outcome: SendResult = await provider()
        .send(message, new Date())
        .catch((error: unknown) => ({ ok: false, retryable: true, error: error instanceof Error ? error.message : String(error), statusCode: null, retryAfterMs: null }));
      const tag = `[email] ${message.kind} ${message.id} try ${job.retryCount + 1}/${job.retryLimit + 1}`;
      if (outcome.ok) return endOutboxAttempt(message.id, { status: "sent", providerId: outcome.providerId, sentAt: new Date() });
      if (outcome.retryable && job.retryCount < job.retryLimit) {
        await endOutboxAttempt(message.id, { status: "queued", lastError: outcome.error });
        if (outcome.retryAfterMs) await sleep(Math.min(outcome.retryAfterMs, RETRY_AFTER_CAP_MS));
        throw new Error(`${tag} failed: ${outcome.error}`);
      }
      const reason = outcome.retryable ? `${outcome.error} (gave up after ${job.retryLimit + 1} tries)` : outcome.error;
      await endOutboxAttempt(message.id, { status: "failed", lastError: reason });
      logger.error(`${tag} failed for good: ${reason}`);
      await noteEmailFailing(`a "${message.kind}" message could not be sent: ${reason}`);
    },
  });
