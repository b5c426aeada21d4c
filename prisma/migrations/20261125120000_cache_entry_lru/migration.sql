-- The shared cache gets a size bound with least-recently-used eviction (server/cache/store.ts).
ALTER TABLE "next_cache_entries" ADD COLUMN "accessed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "size" INTEGER NOT NULL DEFAULT 0;

UPDATE "next_cache_entries" SET "size" = octet_length("value");

CREATE INDEX "next_cache_entries_accessed_at_idx" ON "next_cache_entries"("accessed_at");
