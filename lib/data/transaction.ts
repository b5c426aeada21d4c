import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Runs data-layer calls that take a `tx` argument as one transaction (all or nothing). */
export function inTransaction<T>(work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(work, { maxWait: 10_000, timeout: 15_000 });
}
