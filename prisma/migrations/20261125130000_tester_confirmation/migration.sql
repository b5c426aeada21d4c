-- Issue 18: an early-tester slot is reserved by a feedback entry and confirmed by e-mail. The slots
-- move from feedback."testerSlot" to their own table, with the reservation's history (expired,
-- revoked). No semicolons inside statements: Prisma's pg adapter splits the file on them.

CREATE TYPE "TesterStatus" AS ENUM ('reserved', 'confirmed', 'expired', 'revoked');

CREATE TABLE "testers" (
    "id" TEXT NOT NULL,
    "feedbackId" TEXT NOT NULL,
    "slot" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "status" "TesterStatus" NOT NULL DEFAULT 'reserved',
    "holdsSlot" BOOLEAN NOT NULL DEFAULT true,
    "tokenNonce" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "confirmedAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),
    "revokedBy" TEXT,
    "revokeReason" TEXT,
    CONSTRAINT "testers_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "testers_slot_positive" CHECK ("slot" >= 1)
);

CREATE UNIQUE INDEX "testers_feedbackId_key" ON "testers"("feedbackId");
CREATE INDEX "testers_createdAt_id_idx" ON "testers"("createdAt", "id");
-- One holder per slot and one slot per person, among the rows that hold a slot. A reservation past
-- its expiry still holds it until the next claim (under the advisory lock) marks it expired.
CREATE UNIQUE INDEX "testers_slot_held_key" ON "testers"("slot") WHERE "holdsSlot";
CREATE UNIQUE INDEX "testers_emailKey_held_key" ON "testers"("emailKey") WHERE "holdsSlot";

ALTER TABLE "testers" ADD CONSTRAINT "testers_feedbackId_fkey" FOREIGN KEY ("feedbackId") REFERENCES "feedback"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Slots claimed before confirmation links existed were given without one: they stay, confirmed.
INSERT INTO "testers" ("id", "feedbackId", "slot", "email", "emailKey", "status", "tokenNonce", "createdAt", "expiresAt", "confirmedAt")
SELECT gen_random_uuid()::text, "id", "testerSlot", "email", lower("email"), 'confirmed', replace(gen_random_uuid()::text, '-', ''), "createdAt", "createdAt", "createdAt"
FROM "feedback" WHERE "testerSlot" IS NOT NULL AND "email" IS NOT NULL;

DROP INDEX IF EXISTS "feedback_tester_email_key";
ALTER TABLE "feedback" DROP CONSTRAINT IF EXISTS "feedback_tester_slot_positive";
DROP INDEX IF EXISTS "feedback_testerSlot_key";
ALTER TABLE "feedback" DROP COLUMN "testerSlot";

ALTER TABLE "program_settings" ADD COLUMN "confirmHours" INTEGER;
