import "server-only";
import { backfillEmailKeys } from "@/lib/data/email-keys";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

/**
 * Rows stored before feedback, suggestions and contact messages carried emailKey get it (at each
 * start, and hourly for rows a trash restore brings back without one; idempotent, in batches).
 */
export const emailKeyBackfillJob = defineJob({
  name: QUEUE.emailKeyBackfill,
  queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 900 },
  pollingIntervalSeconds: 5,
  cron: "20 * * * *",
  atStart: true,
  async run() {
    const keyed = await backfillEmailKeys();
    const total = keyed.feedback + keyed.feature_suggestions + keyed.contact_messages;
    if (total) logger.info(`[email-keys] keyed ${keyed.feedback} feedback entries, ${keyed.feature_suggestions} suggestions, ${keyed.contact_messages} contact messages`);
  },
});
