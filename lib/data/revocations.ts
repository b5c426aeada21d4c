import "server-only";
import { db } from "@/lib/db";

// The revoked people (lib/data/testers.ts writes them with the revocation): the admin lists them
// and lifts one, after which the address may ask for a slot again.

export type RevocationRow = { emailKey: string; reason: string; revokedBy: string; revokedAt: Date };

/** Every revocation, newest first (a short list: the admin's own decisions). */
export function listRevocations(): Promise<RevocationRow[]> {
  return db.testerRevocation.findMany({ orderBy: [{ revokedAt: "desc" }, { emailKey: "asc" }] });
}

/** Lifts the revocation of a normalised address; false when there was none. */
export async function liftRevocation(emailKey: string): Promise<boolean> {
  const { count } = await db.testerRevocation.deleteMany({ where: { emailKey } });
  return count > 0;
}
