-- Issue 19 part 4 / issue 22: the admin's public author profile, per-post SEO overrides, and the
-- index behind "related posts by shared tags". Each statement runs on its own (see
-- 20261125040000_admin_list_scale), so the index is built CONCURRENTLY without blocking writes.
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "displayName" TEXT NOT NULL DEFAULT '';
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "bio" TEXT NOT NULL DEFAULT '';
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "avatar" TEXT;
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "seoTitle" TEXT NOT NULL DEFAULT '';
ALTER TABLE "blog_posts" ADD COLUMN IF NOT EXISTS "seoDescription" TEXT NOT NULL DEFAULT '';
-- Related posts and tag pages: posts sharing any of a set of tags (tags && $1, tags @> ARRAY[$1]).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "blog_posts_tags_gin_idx" ON "blog_posts" USING gin ("tags");
