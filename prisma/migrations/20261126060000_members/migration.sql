-- Members: one row per normalised e-mail address, created when a person first uses a sign-in
-- link sent to it. Sign-in links and member sessions store only the SHA-256 of their token.
-- No semicolons inside statements: Prisma's pg adapter splits the file on them.

-- CreateTable
CREATE TABLE "members" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_sign_in_links" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "member_sign_in_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_sessions" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "memberId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "member_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "members_emailKey_key" ON "members"("emailKey");

-- CreateIndex
CREATE UNIQUE INDEX "member_sign_in_links_tokenHash_key" ON "member_sign_in_links"("tokenHash");

-- CreateIndex
CREATE INDEX "member_sign_in_links_emailKey_idx" ON "member_sign_in_links"("emailKey");

-- CreateIndex
CREATE INDEX "member_sign_in_links_expiresAt_idx" ON "member_sign_in_links"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "member_sessions_tokenHash_key" ON "member_sessions"("tokenHash");

-- CreateIndex
CREATE INDEX "member_sessions_memberId_createdAt_idx" ON "member_sessions"("memberId", "createdAt");

-- AddForeignKey
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

