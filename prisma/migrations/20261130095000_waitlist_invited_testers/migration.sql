-- A tester slot given to an invited waitlist member comes with no feedback entry: the tester row
-- is the member's address and slot, and no longer always a submission's.
ALTER TABLE "testers" ALTER COLUMN "feedbackId" DROP NOT NULL;
