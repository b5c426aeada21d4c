-- A waiting member's place counted in near-constant time at any length of the line, instead of an
-- index scan over everyone ahead (a million rows at the back of a long line). The waiting members
-- are counted per block of 4,096 ranks (rank >> 12): a place is the counts of the blocks before
-- the member's, plus a count inside their own block (at most 4,096 ranks of the partial index).
--
-- A trigger records each change to an entry as a delta row, in the change's own transaction: it
-- only inserts, so concurrent joins, invites and referrals never wait for one another on a shared
-- counter row (nor deadlock on two of them). A job folds the deltas into the blocks every minute
-- in one statement, so readers see the same sum before and after.

CREATE TABLE "waitlist_rank_blocks" (
    "block" BIGINT NOT NULL,
    "waiting" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "waitlist_rank_blocks_pkey" PRIMARY KEY ("block")
);

CREATE TABLE "waitlist_rank_deltas" (
    "id" BIGSERIAL NOT NULL,
    "block" BIGINT NOT NULL,
    "delta" INTEGER NOT NULL,

    CONSTRAINT "waitlist_rank_deltas_pkey" PRIMARY KEY ("id")
);

-- The function's body is an escape string whose semicolons are written \073: the migration
-- runner (Prisma's pg adapter) splits a script at every semicolon, dollar quotes included.
CREATE FUNCTION waitlist_rank_deltas_record() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE'' AND OLD.status = NEW.status AND (OLD.rank >> 12) = (NEW.rank >> 12) THEN
    RETURN NULL\073
  END IF\073
  IF TG_OP IN (''UPDATE'', ''DELETE'') AND OLD.status = ''waiting'' THEN
    INSERT INTO waitlist_rank_deltas (block, delta) VALUES (OLD.rank >> 12, -1)\073
  END IF\073
  IF TG_OP IN (''INSERT'', ''UPDATE'') AND NEW.status = ''waiting'' THEN
    INSERT INTO waitlist_rank_deltas (block, delta) VALUES (NEW.rank >> 12, 1)\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER waitlist_rank_deltas_record AFTER INSERT OR DELETE OR UPDATE OF status, rank ON waitlist_entries
  FOR EACH ROW EXECUTE FUNCTION waitlist_rank_deltas_record();

-- A TRUNCATE (which fires no row trigger) empties the counts with the line.
CREATE FUNCTION waitlist_rank_blocks_clear() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM waitlist_rank_blocks\073
  DELETE FROM waitlist_rank_deltas\073
  RETURN NULL\073
END
';

CREATE TRIGGER waitlist_rank_blocks_clear AFTER TRUNCATE ON waitlist_entries
  FOR EACH STATEMENT EXECUTE FUNCTION waitlist_rank_blocks_clear();

-- The entries already in line.
INSERT INTO waitlist_rank_blocks (block, waiting)
  SELECT rank >> 12, count(*) FROM waitlist_entries WHERE status = 'waiting' GROUP BY 1;
