-- Similar ideas match words (stemmed, stop words left out) rather than trigrams. At 200,000 ideas
-- a trigram match made every idea sharing common words a candidate and took seconds. Same
-- condition as the other partial indexes of the board. The trigram index stays for its search.
CREATE INDEX "feature_suggestions_board_words_idx" ON "feature_suggestions" USING gin (to_tsvector('english', "publicTitle" || ' ' || "publicSummary")) WHERE "isPublic" AND NOT "hidden" AND "mergedIntoId" IS NULL;
