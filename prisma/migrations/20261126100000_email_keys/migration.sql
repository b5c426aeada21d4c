-- Feedback, suggestions and contact messages carry the sender's normalised address, as testers
-- and members do, so that a member finds everything sent from their mailbox. The application sets
-- it on insert, and the email-key-backfill job fills the rows older than this column (normalising in
-- TypeScript, so there is one normaliser). Null where there is no address.
-- No semicolons inside statements: Prisma's pg adapter splits the file on them.

-- AlterTable
ALTER TABLE "feedback" ADD COLUMN "emailKey" TEXT;
ALTER TABLE "feature_suggestions" ADD COLUMN "emailKey" TEXT;
ALTER TABLE "contact_messages" ADD COLUMN "emailKey" TEXT;

-- CreateIndex
CREATE INDEX "feedback_emailKey_idx" ON "feedback"("emailKey");
CREATE INDEX "feature_suggestions_emailKey_idx" ON "feature_suggestions"("emailKey");
CREATE INDEX "contact_messages_emailKey_idx" ON "contact_messages"("emailKey");

-- The backfill's work list: rows with an address and no key yet (old rows, or rows restored from
-- a trash filled before this column). Empty once the backfill has run, so it costs nothing later.
CREATE INDEX "feedback_emailKey_missing_idx" ON "feedback"(id) WHERE "emailKey" IS NULL AND email IS NOT NULL;
CREATE INDEX "feature_suggestions_emailKey_missing_idx" ON "feature_suggestions"(id) WHERE "emailKey" IS NULL AND email IS NOT NULL;
CREATE INDEX "contact_messages_emailKey_missing_idx" ON "contact_messages"(id) WHERE "emailKey" IS NULL;
