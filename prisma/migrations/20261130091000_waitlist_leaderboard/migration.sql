-- The public leaderboard's top referrers (most referrals first, then who joined first): a short
-- scan of this partial index instead of a sort of every entry.
CREATE INDEX "waitlist_entries_referrers_idx" ON "waitlist_entries"("referrals" DESC, "seq") WHERE "referrals" > 0;
