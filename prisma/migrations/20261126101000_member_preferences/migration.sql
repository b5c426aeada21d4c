-- /account: the member's e-mail preference for updates on their suggestions (on until they switch it off).
-- No semicolons inside statements: Prisma's pg adapter splits the file on them.

-- AlterTable
ALTER TABLE "members" ADD COLUMN "suggestionUpdates" BOOLEAN NOT NULL DEFAULT true;
