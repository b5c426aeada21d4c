import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { env, isBuildPhase } from "@/lib/env";

export type ProgramState = {
  cap: number;
  deadline: Date;
  liveCount: boolean;
  /** Hours a confirmation link stays valid. */
  confirmHours: number;
  /** Slots taken: by confirmed testers (lib/data/testers.ts). */
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
    confirmHours: row?.confirmHours ?? env.TESTER_CONFIRM_HOURS,
  };
}

/** The rows whose slot is taken: confirmed ones, and revoked ones whose slot was kept. A request waiting for its link holds none. */
export const HOLDS_SLOT_SQL = Prisma.sql`"holdsSlot"`;

export async function countClaimedSlots(client: Prisma.TransactionClient = db) {
  const [row] = await client.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM testers WHERE ${HOLDS_SLOT_SQL}`;
  return row?.n ?? 0;
}

type StateRow = { cap: number | null; deadline: Date | null; liveCount: boolean | null; confirmHours: number | null; claimed: number };

/** The settings row (absent until an admin changes something) and the claimed count, in one statement. */
function readProgramState() {
  return db.$queryRaw<StateRow[]>`
    SELECT s.cap, s.deadline, s."liveCount", s."confirmHours",
           (SELECT count(*)::int FROM testers WHERE ${HOLDS_SLOT_SQL}) AS claimed
    FROM (SELECT 1) AS one LEFT JOIN program_settings s ON s.id = 1`;
}

export async function getProgramState(now = new Date()): Promise<ProgramState> {
  const row = (await readProgramState())[0];
  const cap = row?.cap ?? env.TESTER_PROGRAM_CAP;
  const deadline = row?.deadline ?? env.TESTER_PROGRAM_DEADLINE;
  const claimed = row?.claimed ?? 0;
  const confirmHours = row?.confirmHours ?? env.TESTER_CONFIRM_HOURS;
  return { cap, deadline, liveCount: row?.liveCount ?? false, confirmHours, claimed, open: claimed < cap && now <= deadline };
}

/**
 * Cap and deadline as the pages that state them (terms, privacy) show them: the settings row over
 * the environment. While `next build` prerenders there is no database: the environment's values,
 * until the start-up revalidation (lib/instrumentation-node.ts) renders the pages again.
 */
export async function getProgramTerms(): Promise<{ cap: number; deadline: Date }> {
  if (isBuildPhase) return { cap: env.TESTER_PROGRAM_CAP, deadline: env.TESTER_PROGRAM_DEADLINE };
  const { cap, deadline } = await getProgramSettings();
  return { cap, deadline };
}

/** Cap, deadline and confirmation-window overrides; null restores the environment default. */
export function updateProgramSettings(data: { cap?: number | null; deadline?: Date | null; liveCount?: boolean; confirmHours?: number | null }) {
  return db.programSettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

export async function toggleLiveCount(): Promise<boolean> {
  const rows = await db.$queryRaw<{ liveCount: boolean }[]>`
    INSERT INTO program_settings (id, "liveCount", "updatedAt") VALUES (1, true, now())
    ON CONFLICT (id) DO UPDATE SET "liveCount" = NOT program_settings."liveCount", "updatedAt" = now()
    RETURNING "liveCount"`;
  return rows[0]?.liveCount ?? false;
}
