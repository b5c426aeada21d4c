import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { BoardSettingsInput } from "@/lib/validation/ideas";

const DEFAULTS: BoardSettingsInput = { autoPublish: false };
const COLUMNS = { autoPublish: true } as const;

/** The idea board's settings, or their defaults before the admin first saves them. */
export async function getBoardSettings(tx: Prisma.TransactionClient = db): Promise<BoardSettingsInput> {
  return (await tx.boardSettings.findUnique({ where: { id: 1 }, select: COLUMNS })) ?? DEFAULTS;
}

export function saveBoardSettings(input: BoardSettingsInput): Promise<BoardSettingsInput> {
  return db.boardSettings.upsert({ where: { id: 1 }, create: { id: 1, ...input }, update: input, select: COLUMNS });
}
