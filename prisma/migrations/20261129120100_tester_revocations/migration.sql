-- A revocation belongs to the person (the normalised address), not to a feedback entry: it
-- survives the entry's deletion, a reset and a restore, until the admin lifts it. No semicolons
-- inside statements: Prisma's pg adapter splits the file on them.

CREATE TABLE "tester_revocations" (
    "emailKey" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "revokedBy" TEXT NOT NULL,
    "revokedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "tester_revocations_pkey" PRIMARY KEY ("emailKey")
);

-- The revocations made so far, one per address (the latest).
INSERT INTO "tester_revocations" ("emailKey", "reason", "revokedBy", "revokedAt")
SELECT DISTINCT ON ("emailKey") "emailKey", coalesce("revokeReason", 'Revoked'), coalesce("revokedBy", 'admin'), coalesce("revokedAt", now())
FROM "testers" WHERE "status" = 'revoked'
ORDER BY "emailKey", "revokedAt" DESC NULLS LAST;
