import "server-only";
import type { DispatchData } from "@/lib/data/notifications";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { dispatchEvent } from "@/lib/notifications/dispatch";

/** An event's instant e-mail and webhook deliveries (lib/notifications/dispatch.ts); idempotent. */
export const notificationDispatchJob = defineJob<DispatchData>({
  name: QUEUE.notificationDispatch,
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  // A webhook fires as the submission commits (the queue's notification); the poll finds the
  // retries, 5 s apart at first, soon after due.
  pollingIntervalSeconds: 2,
  run: (job) => dispatchEvent(job.data.eventId),
});
