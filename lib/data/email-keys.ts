import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { normalizeEmail } from "@/lib/testers/email";

// The tables whose rows carry the sender's address and its normalised key (emailKey).
export const KEYED_TABLES = ["feedback", "feature_suggestions", "contact_messages"] as const;
export type KeyedTable = (typeof KEYED_TABLES)[number];

/** Rows keyed per statement: short statements, so the backfill never holds many row locks for long. */
export const BACKFILL_BATCH = 500;

/**
 * Gives one batch of `table`'s rows that have an address but no key their key; how many it keyed.
 * The key is computed here, by the one normaliser, never in SQL. A row keyed meanwhile (a new
 * insert, an address change) keeps its key: the UPDATE only fills keys that are still null.
 */
async function keyBatch(client: Prisma.TransactionClient, table: KeyedTable, batch: number): Promise<number> {
  const name = Prisma.raw(`"${table}"`);
  const rows = await client.$queryRaw<{ id: string; email: string }[]>`
    SELECT id, email FROM ${name} WHERE "emailKey" IS NULL AND email IS NOT NULL ORDER BY id LIMIT ${batch}`;
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  const keys = rows.map((row) => normalizeEmail(row.email));
  await client.$executeRaw`
    UPDATE ${name} t SET "emailKey" = k.key
    FROM unnest(${ids}::text[], ${keys}::text[]) AS k(id, key)
    WHERE t.id = k.id AND t."emailKey" IS NULL`;
  return rows.length;
}

/**
 * Keys every row with an address and no key yet, batch by batch (idempotent); how many per table.
 * In `client`'s transaction when given: an erasure first keys what the job has not reached yet.
 */
export async function backfillEmailKeys(batch = BACKFILL_BATCH, client: Prisma.TransactionClient = db): Promise<Record<KeyedTable, number>> {
  const keyed = { feedback: 0, feature_suggestions: 0, contact_messages: 0 };
  for (const table of KEYED_TABLES) {
    for (;;) {
      const n = await keyBatch(client, table, batch);
      keyed[table] += n;
      if (n < batch) break;
    }
  }
  return keyed;
}
