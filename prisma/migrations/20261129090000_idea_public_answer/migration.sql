-- The idea board's public answer: the text, its version (each new or changed text e-mails the
-- idea's followers once, keyed by the version) and when it was last written.

-- AlterTable
ALTER TABLE "feature_suggestions" ADD COLUMN     "publicAnswer" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "publicAnswerAt" TIMESTAMPTZ(3),
ADD COLUMN     "publicAnswerVersion" INTEGER NOT NULL DEFAULT 0;
