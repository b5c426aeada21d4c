-- Deleted and reset entries wait here 30 days before they are gone for good (lib/data/trash.ts).
CREATE TABLE "trash_items" (
    "id" BIGSERIAL NOT NULL,
    "batch" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "reason" TEXT NOT NULL,
    "deleted_by" TEXT,
    "deleted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "trash_items_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "trash_items_batch_idx" ON "trash_items"("batch");

CREATE INDEX "trash_items_deleted_at_idx" ON "trash_items"("deleted_at");
