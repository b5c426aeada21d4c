-- The idea board (/ideas): votes (one per member and idea, counted in feature_suggestions.voteCount
-- in the vote's transaction), follows, status history, merges, hidden ideas, and votes waiting for
-- a visitor's sign-in link.

-- AlterTable
ALTER TABLE "feature_suggestions" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "mergedIntoId" TEXT,
ADD COLUMN     "voteCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "voteMilestone" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "members" ADD COLUMN     "followOnVote" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "ideaUpdates" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "idea_votes" (
    "suggestionId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idea_votes_pkey" PRIMARY KEY ("suggestionId","memberId")
);

-- CreateTable
CREATE TABLE "idea_follows" (
    "suggestionId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idea_follows_pkey" PRIMARY KEY ("suggestionId","memberId")
);

-- CreateTable
CREATE TABLE "idea_status_changes" (
    "id" TEXT NOT NULL,
    "suggestionId" TEXT NOT NULL,
    "status" "SuggestionStatus" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idea_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idea_pending_votes" (
    "tokenHash" TEXT NOT NULL,
    "suggestionId" TEXT NOT NULL,

    CONSTRAINT "idea_pending_votes_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE INDEX "idea_votes_memberId_idx" ON "idea_votes"("memberId");

-- CreateIndex
CREATE INDEX "idea_votes_createdAt_suggestionId_idx" ON "idea_votes"("createdAt", "suggestionId");

-- CreateIndex
CREATE INDEX "idea_follows_memberId_idx" ON "idea_follows"("memberId");

-- CreateIndex
CREATE INDEX "idea_status_changes_suggestionId_createdAt_idx" ON "idea_status_changes"("suggestionId", "createdAt");

-- CreateIndex
CREATE INDEX "idea_pending_votes_suggestionId_idx" ON "idea_pending_votes"("suggestionId");

-- AddForeignKey
ALTER TABLE "feature_suggestions" ADD CONSTRAINT "feature_suggestions_mergedIntoId_fkey" FOREIGN KEY ("mergedIntoId") REFERENCES "feature_suggestions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "feature_suggestions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_follows" ADD CONSTRAINT "idea_follows_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "feature_suggestions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_follows" ADD CONSTRAINT "idea_follows_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_status_changes" ADD CONSTRAINT "idea_status_changes_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "feature_suggestions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_pending_votes" ADD CONSTRAINT "idea_pending_votes_tokenHash_fkey" FOREIGN KEY ("tokenHash") REFERENCES "member_sign_in_links"("tokenHash") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_pending_votes" ADD CONSTRAINT "idea_pending_votes_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "feature_suggestions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The board lists public, visible, unmerged ideas by votes or by age: partial indexes, so a page of
-- the top or newest ideas is an index scan however many private suggestions there are.
CREATE INDEX "feature_suggestions_board_votes_idx" ON "feature_suggestions" ("voteCount" DESC, "id") WHERE "isPublic" AND NOT "hidden" AND "mergedIntoId" IS NULL;
CREATE INDEX "feature_suggestions_board_new_idx" ON "feature_suggestions" ("createdAt" DESC, "id") WHERE "isPublic" AND NOT "hidden" AND "mergedIntoId" IS NULL;

-- "Similar ideas" match the public title and summary by trigrams.
CREATE INDEX "feature_suggestions_board_trgm_idx" ON "feature_suggestions" USING gin (("publicTitle" || ' ' || "publicSummary") gin_trgm_ops) WHERE "isPublic" AND NOT "hidden" AND "mergedIntoId" IS NULL;

-- Ideas already public start their history with the status they have now.
INSERT INTO "idea_status_changes" ("id", "suggestionId", "status", "createdAt")
SELECT 'h' || "id", "id", "status", "updatedAt" FROM "feature_suggestions" WHERE "isPublic";
