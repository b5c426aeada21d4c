import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env, isBuildPhase } from "@/lib/env";

export type ProgramState = {
  cap: number;
  deadline: Date;
  liveCount: boolean;
  claimed: number;
  /** Slots remain and the deadline has not passed. */
  open: boolean;
};

/** `client` lets a transaction read the settings on its own connection. */
export async function getProgramSettings(client: Prisma.TransactionClient = db) {
  const row = await client.programSettings.findUnique({ where: { id: 1 } });
  return {
    cap: row?.cap ?? env.TESTER_PROGRAM_CAP,
    deadline: row?.deadline ?? env.TESTER_PROGRAM_DEADLINE,
    liveCount: row?.liveCount ?? false,
  };
}

export function countClaimedSlots() {
  return db.feedback.count({ where: { testerSlot: { not: null } } });
}

type StateRow = { cap: number | null; deadline: Date | null; liveCount: boolean | null; claimed: number };

/** The settings row (absent until an admin changes something) and the claimed count, in one statement. */
function readProgramState() {
  return db.$queryRaw<StateRow[]>`
    SELECT s.cap, s.deadline, s."liveCount",
           (SELECT count(*)::int FROM feedback WHERE "testerSlot" IS NOT NULL) AS claimed
    FROM (SELECT 1) AS one LEFT JOIN program_settings s ON s.id = 1`;
}

export async function getProgramState(now = new Date()): Promise<ProgramState> {
  const row = (await readProgramState())[0];
  const cap = row?.cap ?? env.TESTER_PROGRAM_CAP;
  const deadline = row?.deadline ?? env.TESTER_PROGRAM_DEADLINE;
  const claimed = row?.claimed ?? 0;
  return { cap, deadline, liveCount: row?.liveCount ?? false, claimed, open: claimed < cap && now <= deadline };
}

/**
 * Cap and deadline as the pages that state them (terms, privacy) show them: the settings row over
 * the environment. While `next build` prerenders there is no database: the environment's values,
 * until the launcher's start-up revalidation renders the pages again.
 */
export async function getProgramTerms(): Promise<{ cap: number; deadline: Date }> {
  if (isBuildPhase) return { cap: env.TESTER_PROGRAM_CAP, deadline: env.TESTER_PROGRAM_DEADLINE };
  const { cap, deadline } = await getProgramSettings();
  return { cap, deadline };
}

/** Cap and deadline overrides; null restores the environment default. */
export function updateProgramSettings(data: { cap?: number | null; deadline?: Date | null; liveCount?: boolean }) {
  return db.programSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

export async function toggleLiveCount(): Promise<boolean> {
  const rows = await db.$queryRaw<{ liveCount: boolean }[]>`
    INSERT INTO program_settings (id, "liveCount", "updatedAt") VALUES (1, true, now())
    ON CONFLICT (id) DO UPDATE SET "liveCount" = NOT program_settings."liveCount", "updatedAt" = now()
    RETURNING "liveCount"`;
  return rows[0]?.liveCount ?? false;
}
