import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { normaliseAddress } from "@/lib/email/unsubscribe";

/** Adds an address to the suppression list (idempotent): nothing more is queued or sent to it. */
export async function suppressAddress(address: string, source = "link", client: Prisma.TransactionClient = db) {
  const email = normaliseAddress(address);
  await client.emailSuppression.upsert({ where: { email }, create: { email, source }, update: {} });
}

export async function isSuppressed(address: string, client: Prisma.TransactionClient = db) {
  return (await client.emailSuppression.count({ where: { email: normaliseAddress(address) } })) > 0;
}
