import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** One interactive transaction, for writes that span entities (a contact message and its e-mails). */
export function runInTransaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>) {
  return db.$transaction(work);
}
