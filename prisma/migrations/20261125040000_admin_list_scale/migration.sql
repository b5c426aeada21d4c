-- Issue 20: the admin lists, their search and the blog at a million rows.
-- Prisma's migrate deploy (JS engine, pg driver adapter) sends each statement of this file on its
-- own, outside any transaction, so CREATE INDEX CONCURRENTLY works: the indexes are built without
-- blocking writes. If a concurrent build fails it leaves an INVALID index behind, which IF NOT EXISTS
-- then skips: drop it by hand before re-running. No semicolons inside statements here: the
-- adapter splits the file on them.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Keyset pagination: every sort ends with the id, so that a position in the list is exact.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "feedback_createdAt_id_idx" ON "feedback" ("createdAt", "id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "feedback_status_priority_createdAt_id_idx" ON "feedback" ("status", "priority", "createdAt", "id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "feedback_priority_createdAt_id_idx" ON "feedback" ("priority", "createdAt", "id");
-- Rating sorts put entries without a rating last in both directions (lib/data/list-query.ts).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "feedback_rating_desc_idx" ON "feedback" ((coalesce("rating", 0)), "createdAt", "id");
CREATE INDEX CONCURRENTLY IF NOT EXISTS "feedback_rating_asc_idx" ON "feedback" ((-coalesce("rating", 6)), "createdAt", "id");
DROP INDEX CONCURRENTLY IF EXISTS "feedback_createdAt_idx";

CREATE INDEX CONCURRENTLY IF NOT EXISTS "feature_suggestions_createdAt_id_idx" ON "feature_suggestions" ("createdAt", "id");
DROP INDEX CONCURRENTLY IF EXISTS "feature_suggestions_createdAt_idx";
CREATE INDEX CONCURRENTLY IF NOT EXISTS "contact_messages_createdAt_id_idx" ON "contact_messages" ("createdAt", "id");
DROP INDEX CONCURRENTLY IF EXISTS "contact_messages_createdAt_idx";

-- Search: one trigram index per list over its searched columns joined by U+001F (a character the
-- search box never sends), so that `text ILIKE '%q%'` matches exactly when one column does.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "feedback_search_trgm_idx" ON "feedback" USING gin ((coalesce("email", '') || E'\x1f' || "clarity" || E'\x1f' || "confusion" || E'\x1f' || "improvements" || E'\x1f' || "usage" || E'\x1f' || "additional" || E'\x1f' || coalesce("response", '')) gin_trgm_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "feature_suggestions_search_trgm_idx" ON "feature_suggestions" USING gin (("name" || E'\x1f' || "description" || E'\x1f' || "useCase" || E'\x1f' || coalesce("email", '')) gin_trgm_ops);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "contact_messages_search_trgm_idx" ON "contact_messages" USING gin (("firstName" || E'\x1f' || "lastName" || E'\x1f' || "email" || E'\x1f' || "subject" || E'\x1f' || "message") gin_trgm_ops);
-- The blog list's order: its first page is the first rows of this index.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "blog_posts_status_published_order_idx" ON "blog_posts" ("status", "publishedAt" DESC NULLS LAST, "createdAt" DESC, "id" DESC);
CREATE INDEX CONCURRENTLY IF NOT EXISTS "blog_posts_search_trgm_idx" ON "blog_posts" USING gin (("title" || E'\x1f' || "excerpt") gin_trgm_ops);
