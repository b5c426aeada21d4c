-- CreateTable
CREATE TABLE "next_cache_entries" (
    "key" TEXT NOT NULL,
    "build_id" TEXT NOT NULL,
    "value" BYTEA NOT NULL,
    "tags" TEXT[],
    "last_modified" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "next_cache_entries_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "next_cache_tags" (
    "tag" TEXT NOT NULL,
    "stale" BIGINT,
    "expired" BIGINT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "next_cache_tags_pkey" PRIMARY KEY ("tag")
);

-- CreateIndex
CREATE INDEX "next_cache_entries_build_id_updated_at_idx" ON "next_cache_entries"("build_id", "updated_at");

