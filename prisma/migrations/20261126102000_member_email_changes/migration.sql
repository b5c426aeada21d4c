-- A member's address changes, confirmed on the new address by a single-use link (stored as its
-- token's SHA-256) before the address is replaced.
-- No semicolons inside statements: Prisma's pg adapter splits the file on them.

-- CreateTable
CREATE TABLE "member_email_changes" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "newEmail" TEXT NOT NULL,
    "newEmailKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "member_email_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "member_email_changes_tokenHash_key" ON "member_email_changes"("tokenHash");

-- CreateIndex
CREATE INDEX "member_email_changes_memberId_idx" ON "member_email_changes"("memberId");

-- CreateIndex
CREATE INDEX "member_email_changes_newEmailKey_idx" ON "member_email_changes"("newEmailKey");

-- AddForeignKey
ALTER TABLE "member_email_changes" ADD CONSTRAINT "member_email_changes_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;
