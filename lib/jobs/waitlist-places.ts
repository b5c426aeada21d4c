import "server-only";
import { foldPlaceDeltas } from "@/lib/data/waitlist";
import { defineJob, QUEUE } from "@/lib/jobs/queue";
import { logger } from "@/lib/logger";

/**
 * Folds the waitlist's block-count deltas into the blocks, every minute, so a place's sum stays a
 * few hundred rows however many joins, invites and referrals came in (lib/waitlist/place.ts).
 * One statement: idempotent, and nothing is counted twice if two instances run it.
 */
export const waitlistPlacesJob = defineJob({
  name: QUEUE.waitlistPlaces,
  queue: { retryLimit: 0, expireInSeconds: 300 },
  pollingIntervalSeconds: 5,
  cron: "* * * * *",
  atStart: true,
  async run() {
    const folded = await foldPlaceDeltas();
    if (folded) logger.debug(`[waitlist] folded ${folded} place count changes`);
  },
});
