-- Newsletter: topics, subscriptions, pending sign-ups, issues, deliveries (one idempotency key each), the welcome e-mail, seen provider webhook ids.

-- CreateTable
CREATE TABLE "newsletter_topics" (
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "newsletter_topics_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "newsletter_subscriptions" (
    "memberId" TEXT NOT NULL,
    "topicSlug" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscriptions_pkey" PRIMARY KEY ("memberId","topicSlug")
);

-- CreateTable
CREATE TABLE "newsletter_signups" (
    "emailKey" TEXT NOT NULL,
    "topics" TEXT[],
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "newsletter_signups_pkey" PRIMARY KEY ("emailKey")
);

-- CreateTable
CREATE TABLE "newsletter_issues" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "topics" TEXT[],
    "status" TEXT NOT NULL DEFAULT 'draft',
    "scheduledAt" TIMESTAMPTZ(3),
    "preparedAt" TIMESTAMPTZ(3),
    "finishedAt" TIMESTAMPTZ(3),
    "source" TEXT,
    "jobId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "newsletter_issues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_deliveries" (
    "id" TEXT NOT NULL,
    "issueId" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "batch" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "providerId" TEXT,
    "lastError" TEXT,
    "unsubscribedAt" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "newsletter_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "welcomeSubject" TEXT NOT NULL,
    "welcomeMarkdown" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "newsletter_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_webhook_messages" (
    "id" TEXT NOT NULL,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "provider_webhook_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "newsletter_subscriptions_topicSlug_memberId_idx" ON "newsletter_subscriptions"("topicSlug", "memberId");

-- CreateIndex
CREATE INDEX "newsletter_issues_createdAt_idx" ON "newsletter_issues"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_deliveries_idempotencyKey_key" ON "newsletter_deliveries"("idempotencyKey");

-- CreateIndex
CREATE INDEX "newsletter_deliveries_issueId_batch_idx" ON "newsletter_deliveries"("issueId", "batch");

-- CreateIndex
CREATE INDEX "newsletter_deliveries_providerId_idx" ON "newsletter_deliveries"("providerId");

-- CreateIndex
CREATE INDEX "newsletter_deliveries_memberId_idx" ON "newsletter_deliveries"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_deliveries_issueId_memberId_key" ON "newsletter_deliveries"("issueId", "memberId");

-- CreateIndex
CREATE INDEX "provider_webhook_messages_receivedAt_idx" ON "provider_webhook_messages"("receivedAt");

-- AddForeignKey
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_topicSlug_fkey" FOREIGN KEY ("topicSlug") REFERENCES "newsletter_topics"("slug") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issueId_fkey" FOREIGN KEY ("issueId") REFERENCES "newsletter_issues"("id") ON DELETE CASCADE ON UPDATE CASCADE;


INSERT INTO "newsletter_topics" ("slug", "name", "description", "position") VALUES ('product-updates', 'Product updates', 'What changed in StepWise: new features and fixes from the changelog.', 0), ('blog', 'Blog', 'New posts from the StepWise blog.', 1);
