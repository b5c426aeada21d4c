import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isVisitorEmail, normaliseAddress } from "@/lib/email/unsubscribe";

/**
 * Why an address is on the list. "link" (an unsubscribe) stops every e-mail to a visitor; a hard
 * bounce or a complaint (reported by the provider's webhooks) stops every e-mail of any kind,
 * the owner's too: sending on would only harm the sending domain's reputation.
 */
export type SuppressionSource = "link" | "bounce" | "complaint";
const HARD_SOURCES: SuppressionSource[] = ["bounce", "complaint"];

/** Adds an address to the suppression list (idempotent): nothing more is queued or sent to it. */
export async function suppressAddress(address: string, source: SuppressionSource = "link", client: Prisma.TransactionClient = db) {
  const email = normaliseAddress(address);
  // A hard source replaces "link", so that the owner's mail stops too; never the other way round.
  const update = HARD_SOURCES.includes(source) ? { source } : {};
  await client.emailSuppression.upsert({ where: { email }, create: { email, source }, update });
}

export async function isSuppressed(address: string, client: Prisma.TransactionClient = db) {
  return (await client.emailSuppression.count({ where: { email: normaliseAddress(address) } })) > 0;
}

/** The one rule every sender asks before it queues or sends an e-mail of this kind to this address. */
export async function suppressionBlocks(kind: string, address: string, client: Prisma.TransactionClient = db): Promise<boolean> {
  const where = isVisitorEmail(kind) ? { email: normaliseAddress(address) } : { email: normaliseAddress(address), source: { in: HARD_SOURCES } };
  return (await client.emailSuppression.count({ where })) > 0;
}

/** The addresses among these that no e-mail may reach (one query for a batch). */
export async function suppressedAmong(addresses: string[], client: Prisma.TransactionClient = db): Promise<Set<string>> {
  const rows = await client.emailSuppression.findMany({ where: { email: { in: addresses.map(normaliseAddress) } }, select: { email: true } });
  return new Set(rows.map((r) => r.email));
}
