-- The waitlist: confirmed members in a line once the tester slots are taken, their referrals
-- (flagged ones wait for review), the links that will make them join, and invites in batches.

-- CreateEnum
CREATE TYPE "WaitlistStatus" AS ENUM ('waiting', 'invited', 'tester');

-- CreateEnum
CREATE TYPE "ReferralState" AS ENUM ('counted', 'flagged', 'approved', 'rejected');

-- CreateTable
CREATE TABLE "waitlist_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "referralBoost" INTEGER NOT NULL DEFAULT 5,
    "leaderboard" BOOLEAN NOT NULL DEFAULT false,
    "inviteDays" INTEGER NOT NULL DEFAULT 7,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "waitlist_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waitlist_entries" (
    "memberId" TEXT NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "rank" BIGINT NOT NULL,
    "referrals" INTEGER NOT NULL DEFAULT 0,
    "code" TEXT NOT NULL,
    "status" "WaitlistStatus" NOT NULL DEFAULT 'waiting',
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "visitorHash" TEXT,
    "network" TEXT,

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("memberId")
);

-- CreateTable
CREATE TABLE "waitlist_referrals" (
    "id" TEXT NOT NULL,
    "referrerId" TEXT NOT NULL,
    "referredId" TEXT NOT NULL,
    "state" "ReferralState" NOT NULL,
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMPTZ(3),
    "reviewedBy" TEXT,

    CONSTRAINT "waitlist_referrals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waitlist_pending_joins" (
    "tokenHash" TEXT NOT NULL,
    "refCode" TEXT,
    "visitorHash" TEXT,
    "network" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "waitlist_pending_joins_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateTable
CREATE TABLE "waitlist_invites" (
    "id" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdBy" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "remindedAt" TIMESTAMPTZ(3),
    "acceptedAt" TIMESTAMPTZ(3),
    "expiredAt" TIMESTAMPTZ(3),

    CONSTRAINT "waitlist_invites_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_entries_seq_key" ON "waitlist_entries"("seq");
CREATE UNIQUE INDEX "waitlist_entries_code_key" ON "waitlist_entries"("code");
CREATE INDEX "waitlist_entries_status_joinedAt_idx" ON "waitlist_entries"("status", "joinedAt");
-- The place is a count of the waiting members ahead: an index-only scan of this partial index.
CREATE INDEX "waitlist_entries_waiting_rank_idx" ON "waitlist_entries"("rank", "seq") WHERE "status" = 'waiting';

CREATE UNIQUE INDEX "waitlist_referrals_referredId_key" ON "waitlist_referrals"("referredId");
CREATE INDEX "waitlist_referrals_referrerId_state_idx" ON "waitlist_referrals"("referrerId", "state");
CREATE INDEX "waitlist_referrals_state_createdAt_idx" ON "waitlist_referrals"("state", "createdAt");

CREATE UNIQUE INDEX "waitlist_invites_codeHash_key" ON "waitlist_invites"("codeHash");
CREATE INDEX "waitlist_invites_memberId_createdAt_idx" ON "waitlist_invites"("memberId", "createdAt");
CREATE INDEX "waitlist_invites_expiresAt_idx" ON "waitlist_invites"("expiresAt");

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "waitlist_referrals" ADD CONSTRAINT "waitlist_referrals_referrerId_fkey" FOREIGN KEY ("referrerId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "waitlist_referrals" ADD CONSTRAINT "waitlist_referrals_referredId_fkey" FOREIGN KEY ("referredId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "waitlist_invites" ADD CONSTRAINT "waitlist_invites_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "waitlist_invites" ADD CONSTRAINT "waitlist_invites_entry_fkey" FOREIGN KEY ("memberId") REFERENCES "waitlist_entries"("memberId") ON DELETE CASCADE ON UPDATE CASCADE;
