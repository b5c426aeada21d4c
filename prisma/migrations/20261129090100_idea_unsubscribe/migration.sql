-- One-click unsubscribe per idea: an idea update's List-Unsubscribe names that idea (the URL is kept
-- with the message), and a member's "stop e-mails about this idea" is remembered until they follow
-- it again.

-- AlterTable
ALTER TABLE "email_outbox" ADD COLUMN     "unsubscribeUrl" TEXT;

-- CreateTable
CREATE TABLE "idea_mutes" (
    "suggestionId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idea_mutes_pkey" PRIMARY KEY ("suggestionId","memberId")
);

-- CreateIndex
CREATE INDEX "idea_mutes_memberId_idx" ON "idea_mutes"("memberId");

-- AddForeignKey
ALTER TABLE "idea_mutes" ADD CONSTRAINT "idea_mutes_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "feature_suggestions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_mutes" ADD CONSTRAINT "idea_mutes_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;
