-- One job queue on PostgreSQL: pg-boss (its own schema, created by its start(), lib/jobs) replaces
-- the outbox's leases and the scheduled_jobs loop.

-- The outbox keeps what its screens show: the queue holds the leases and retry times now.
DROP INDEX "email_outbox_status_nextAttemptAt_idx";
ALTER TABLE "email_outbox" DROP COLUMN "lockedUntil", DROP COLUMN "nextAttemptAt";
CREATE INDEX "email_outbox_status_idx" ON "email_outbox"("status");
-- A message still waiting has no delivery job: it is shown as failed, and one click on the admin's
-- e-mail screen sends it (with its idempotency key, so never twice).
UPDATE "email_outbox" SET "status" = 'failed', "lastError" = 'Waiting when the app moved to its job queue: retry to send'
WHERE "status" IN ('queued', 'sending');

-- A pending schedule is one row pointing at its pg-boss job: done, cancelled and failed rows go.
-- The pending ones get their job when the queue starts (jobId null until then).
DELETE FROM "scheduled_jobs" WHERE "status" <> 'pending';
DROP INDEX "scheduled_jobs_status_runAt_idx";
DROP INDEX "scheduled_jobs_pending_key";
ALTER TABLE "scheduled_jobs" ADD COLUMN "jobId" UUID;
ALTER TABLE "scheduled_jobs" DROP COLUMN "status", DROP COLUMN "attempts", DROP COLUMN "runs",
  DROP COLUMN "lockedUntil", DROP COLUMN "ranAt", DROP COLUMN "lastError";
CREATE UNIQUE INDEX "scheduled_jobs_kind_target_key" ON "scheduled_jobs"("kind", "target");
