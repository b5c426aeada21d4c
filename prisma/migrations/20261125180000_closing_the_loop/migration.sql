-- Issue 18 (parts 4 and 5): suggestion statuses and answers, the submitters' "E-mail me about
-- this" opt-in, the public roadmap fields, unsubscribes, and the changelog.

ALTER TYPE "OutboxStatus" ADD VALUE 'suppressed';

CREATE TYPE "SuggestionStatus" AS ENUM ('under_review', 'planned', 'in_progress', 'shipped', 'declined');

ALTER TABLE "feedback" ADD COLUMN "notifyOptIn" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "feature_suggestions"
  ADD COLUMN "status" "SuggestionStatus" NOT NULL DEFAULT 'under_review',
  ADD COLUMN "response" TEXT,
  ADD COLUMN "respondedAt" TIMESTAMPTZ(3),
  ADD COLUMN "notifyOptIn" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "isPublic" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "publicTitle" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "publicSummary" TEXT NOT NULL DEFAULT '',
  ADD COLUMN "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

CREATE INDEX "feature_suggestions_isPublic_status_idx" ON "feature_suggestions"("isPublic", "status");

ALTER TABLE "email_outbox" ADD COLUMN "suggestionId" TEXT;
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "feature_suggestions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "email_suppressions" (
    "email" TEXT NOT NULL,
    "source" TEXT NOT NULL DEFAULT 'link',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_suppressions_pkey" PRIMARY KEY ("email")
);

CREATE TABLE "changelog_entries" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "status" "PostStatus" NOT NULL DEFAULT 'draft',
    "publishedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "changelog_entries_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "changelog_entries_status_date_idx" ON "changelog_entries"("status", "date");

CREATE TABLE "changelog_suggestions" (
    "entryId" TEXT NOT NULL,
    "suggestionId" TEXT NOT NULL,

    CONSTRAINT "changelog_suggestions_pkey" PRIMARY KEY ("entryId", "suggestionId")
);

CREATE INDEX "changelog_suggestions_suggestionId_idx" ON "changelog_suggestions"("suggestionId");

ALTER TABLE "changelog_suggestions" ADD CONSTRAINT "changelog_suggestions_entryId_fkey" FOREIGN KEY ("entryId") REFERENCES "changelog_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "changelog_suggestions" ADD CONSTRAINT "changelog_suggestions_suggestionId_fkey" FOREIGN KEY ("suggestionId") REFERENCES "feature_suggestions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
