import "server-only";
import { endOutboxAttempt } from "@/lib/data/outbox";
import type { EmailDeliveryData } from "@/lib/jobs/email-delivery";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { noteEmailFailing } from "@/lib/notifications/email-failing";

/**
 * pg-boss's dead letter for email-delivery: a message whose last try never finished (its worker
 * died mid-send, or the job itself failed) is marked failed, visibly, so that the admin can send it
 * again. A message that ended otherwise meanwhile is left as it is.
 */
export const emailUndeliveredJob = defineJob<EmailDeliveryData>({
  name: QUEUE.emailUndelivered,
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 60 },
  pollingIntervalSeconds: 5,
  async run(job) {
    await endOutboxAttempt(job.data.id, { status: "failed", lastError: "Gave up: the last try did not finish" });
    await noteEmailFailing("a message's last try did not finish (its worker stopped mid-send)");
  },
});
