-- The referrals of a member that wait for review, counted on their entry: the admin's "with
-- flagged referrals only" reads a partial index in line order instead of probing the referrals of
-- every member (or every flagged referral's referrer) at a million entries. A trigger keeps the
-- count in the change's own transaction, cascades included. The bodies write their semicolons as
-- \073: Prisma's pg adapter splits a migration at every semicolon, dollar quotes included.

ALTER TABLE "waitlist_entries" ADD COLUMN "flagged" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION waitlist_flagged_count() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''UPDATE'', ''DELETE'') AND OLD.state = ''flagged'' THEN
    UPDATE waitlist_entries SET flagged = flagged - 1 WHERE "memberId" = OLD."referrerId"\073
  END IF\073
  IF TG_OP IN (''INSERT'', ''UPDATE'') AND NEW.state = ''flagged'' THEN
    UPDATE waitlist_entries SET flagged = flagged + 1 WHERE "memberId" = NEW."referrerId"\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER waitlist_flagged_count AFTER INSERT OR DELETE OR UPDATE OF state, "referrerId" ON waitlist_referrals
  FOR EACH ROW EXECUTE FUNCTION waitlist_flagged_count();

CREATE FUNCTION waitlist_flagged_clear() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE waitlist_entries SET flagged = 0 WHERE flagged <> 0\073
  RETURN NULL\073
END
';

CREATE TRIGGER waitlist_flagged_clear AFTER TRUNCATE ON waitlist_referrals
  FOR EACH STATEMENT EXECUTE FUNCTION waitlist_flagged_clear();

UPDATE waitlist_entries e SET flagged = r.n
  FROM (SELECT "referrerId", count(*)::int AS n FROM waitlist_referrals WHERE state = 'flagged' GROUP BY 1) r
  WHERE r."referrerId" = e."memberId";

-- The line's members with flagged referrals, and any status's members, in line order.
CREATE INDEX "waitlist_entries_flagged_rank_idx" ON "waitlist_entries"("status", "rank", "seq") WHERE "flagged" > 0;
CREATE INDEX "waitlist_entries_status_rank_seq_idx" ON "waitlist_entries"("status", "rank", "seq");
