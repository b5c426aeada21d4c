-- The response dialogs: the admin's private note, and what the submitter was last e-mailed (so a
-- save never sends the same status or answer twice). Adding columns with constant defaults
-- rewrites nothing in PostgreSQL 11+.
ALTER TABLE "feedback" ADD COLUMN "adminNote" TEXT NOT NULL DEFAULT '';
ALTER TABLE "feedback" ADD COLUMN "notifiedStatus" TEXT;
ALTER TABLE "feedback" ADD COLUMN "notifiedResponse" TEXT;
ALTER TABLE "feature_suggestions" ADD COLUMN "adminNote" TEXT NOT NULL DEFAULT '';
ALTER TABLE "feature_suggestions" ADD COLUMN "notifiedStatus" TEXT;
ALTER TABLE "feature_suggestions" ADD COLUMN "notifiedResponse" TEXT;

-- Entries whose submitter was e-mailed before these columns existed count as told of their current
-- status and answer: a later save with the switch on sends only what changes after.
UPDATE "feedback" f SET "notifiedStatus" = f."status"::text, "notifiedResponse" = f."response"
WHERE EXISTS (SELECT 1 FROM "email_outbox" o WHERE o."feedbackId" = f."id" AND o."kind" IN ('feedback_response', 'feedback_update'));
UPDATE "feature_suggestions" s SET "notifiedStatus" = s."status"::text, "notifiedResponse" = s."response"
WHERE EXISTS (SELECT 1 FROM "email_outbox" o WHERE o."suggestionId" = s."id" AND o."kind" = 'suggestion_update');
