-- Shared analytics links: revocable, optionally behind a password (only its hash is stored).
CREATE TABLE "analytics_shares" (
    "id" TEXT NOT NULL,
    "label" TEXT NOT NULL DEFAULT '',
    "passwordHash" TEXT,
    "createdBy" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "analytics_shares_pkey" PRIMARY KEY ("id")
);
