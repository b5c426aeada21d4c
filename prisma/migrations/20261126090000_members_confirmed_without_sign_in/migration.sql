-- A member is also created when a person confirms their address without signing in (a tester
-- slot's link, the confirmation e-mail of "E-mail me about this"): no sign-in time until they do.

-- AlterTable
ALTER TABLE "members" ALTER COLUMN "lastSignInAt" DROP NOT NULL,
ALTER COLUMN "lastSignInAt" DROP DEFAULT;
