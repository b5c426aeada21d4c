import "server-only";
import { db } from "@/lib/db";

const LISTED = { id: true, label: true, createdAt: true, revokedAt: true, passwordHash: true } as const;

export type ShareRow = { id: string; label: string; createdAt: Date; revokedAt: Date | null; hasPassword: boolean };
const shown = ({ passwordHash, ...row }: { id: string; label: string; createdAt: Date; revokedAt: Date | null; passwordHash: string | null }): ShareRow => ({ ...row, hasPassword: passwordHash !== null });

export async function createAnalyticsShare(input: { label: string; passwordHash: string | null; createdBy: string }): Promise<ShareRow> {
  return shown(await db.analyticsShare.create({ data: input, select: LISTED }));
}

/** Live links first, newest first; revoked ones stay listed (greyed) so the admin sees what ended. */
export async function listAnalyticsShares(): Promise<ShareRow[]> {
  const rows = await db.analyticsShare.findMany({ orderBy: [{ revokedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }], take: 100, select: LISTED });
  return rows.map(shown);
}

/** Ends a link; false when there is no such live link. */
export async function revokeAnalyticsShare(id: string): Promise<boolean> {
  const { count } = await db.analyticsShare.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
  return count === 1;
}

/** A live link's password hash (null: none), or undefined when the link is unknown or revoked. */
export async function openAnalyticsShare(id: string): Promise<{ passwordHash: string | null } | undefined> {
  const row = await db.analyticsShare.findFirst({ where: { id, revokedAt: null }, select: { passwordHash: true } });
  return row ?? undefined;
}
