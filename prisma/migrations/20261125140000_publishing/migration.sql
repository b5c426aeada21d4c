-- Issue 19: the visual editor's server-side draft, shareable preview links and scheduled jobs.

CREATE TABLE "site_drafts" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "changes" JSONB NOT NULL,
    "baseRevisionId" INTEGER,
    "updatedBy" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "site_drafts_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "preview_links" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "postId" TEXT,
    "createdBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    CONSTRAINT "preview_links_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "preview_links_kind_postId_idx" ON "preview_links"("kind", "postId");

CREATE TABLE "scheduled_jobs" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "runAt" TIMESTAMPTZ(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "runs" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "ranAt" TIMESTAMPTZ(3),
    "lastError" TEXT,
    "createdBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "scheduled_jobs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "scheduled_jobs_status_runAt_idx" ON "scheduled_jobs"("status", "runAt");
-- One pending job per kind and target: scheduling again moves the time.
CREATE UNIQUE INDEX "scheduled_jobs_pending_key" ON "scheduled_jobs"("kind", "target") WHERE "status" = 'pending';
