-- A tester slot is given when the person confirms, not when the form is sent: an unconfirmed
-- entry waits for its link with no slot. No semicolons inside statements: Prisma's pg adapter
-- splits the file on them.

ALTER TABLE "testers" ALTER COLUMN "slot" DROP NOT NULL;

-- Reservations still waiting for their confirmation give their slot back: the first people to
-- confirm take the slots from now on.
UPDATE "testers" SET "slot" = NULL, "holdsSlot" = false WHERE "status" = 'reserved';

-- A row that holds a slot has one.
ALTER TABLE "testers" ADD CONSTRAINT "testers_held_has_slot" CHECK (NOT "holdsSlot" OR "slot" IS NOT NULL);
