-- An address change keeps the addresses it replaced (as typed), so that the member's export and
-- erasure still find the e-mails sent to them before the change.
-- No semicolons inside statements: Prisma's pg adapter splits the file on them.

-- AlterTable
ALTER TABLE "member_email_changes" ADD COLUMN "oldAddresses" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[];
