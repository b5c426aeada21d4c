-- Admin sessions that the server can revoke (issue 17): the JWT carries the row's id.
CREATE TABLE "admin_sessions" (
    "id" TEXT NOT NULL,
    "adminId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "address" VARCHAR(64) NOT NULL,
    "userAgent" VARCHAR(512) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "admin_sessions_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "admin_sessions_adminId_createdAt_idx" ON "admin_sessions"("adminId", "createdAt");

ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Tokens issued before this migration carry no session id and stop working: sign in again.
