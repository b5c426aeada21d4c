-- The admin's member list (/admin/members) at a million members: newest first by keyset, and the
-- search by address. Built like the other lists' indexes (migration 20261125040000): each
-- statement on its own, outside a transaction, so CONCURRENTLY builds without blocking sign-ins.
-- No semicolons inside statements: the adapter splits the file on them.

CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_createdAt_id_idx" ON "members" ("createdAt", "id");

-- The search box matches the address as typed or as normalised (a Gmail address typed with dots
-- is found either way), joined by U+001F like the other lists' searches.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "members_search_trgm_idx" ON "members" USING gin (("email" || E'\x1f' || "emailKey") gin_trgm_ops);

-- The tester filter and column look a member's slot up by its key, whatever the slot's state.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "testers_emailKey_idx" ON "testers" ("emailKey");
