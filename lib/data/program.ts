import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

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

// GET /api/feedback/count is polled by every landing-page visitor, so requests share reads. A
// request joins the pending batch: a read that has not started yet, so it cannot predate the
// request (an admin's change committed just before is always seen). The batch starts at the end
// of the current turn of the event loop, when every request that arrived in that turn has joined
// it, or, when MAX_READS reads are already running, as soon as one of them ends. Under load that
// is one query per turn instead of one per request (0.04 per request in the bench), and a request
// never waits for a read that started before it to finish first (one round trip, not two).
// Nothing is kept once a read is done: no staleness on this instance or any other.
// Process-wide (globalThis): Next's routes and the fast path (lib/api/fast-routes.ts) load this
// module in separate bundles and must share one queue.
const MAX_READS = 3;
type Batch = { promise: Promise<StateRow[]>; resolve: (rows: StateRow[]) => void; reject: (error: unknown) => void };
type Reads = { pending: Batch | null; running: number; scheduled: boolean };
const reads = ((globalThis as { __stepwiseProgramReads?: Reads }).__stepwiseProgramReads ??= { pending: null, running: 0, scheduled: false });

function scheduleBatch() {
  if (reads.scheduled || !reads.pending || reads.running >= MAX_READS) return;
  reads.scheduled = true;
  setImmediate(() => {
    reads.scheduled = false;
    const batch = reads.pending;
    if (!batch) return;
    if (reads.running >= MAX_READS) return; // started when a running read ends
    reads.pending = null;
    reads.running++;
    Promise.resolve()
      .then(readProgramState)
      .then(batch.resolve, batch.reject)
      .finally(() => {
        reads.running--;
        scheduleBatch();
      });
  });
}

/** A read of the programme state that starts after the caller arrived, shared with every caller of the same batch. */
function freshRead(): Promise<StateRow[]> {
  if (!reads.pending) {
    let resolve!: Batch["resolve"];
    let reject!: Batch["reject"];
    const promise = new Promise<StateRow[]>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    reads.pending = { promise, resolve, reject };
  }
  const { promise } = reads.pending;
  scheduleBatch();
  return promise;
}

export async function getProgramState(now = new Date()): Promise<ProgramState> {
  const row = (await freshRead())[0];
  const cap = row?.cap ?? env.TESTER_PROGRAM_CAP;
  const deadline = row?.deadline ?? env.TESTER_PROGRAM_DEADLINE;
  const claimed = row?.claimed ?? 0;
  return { cap, deadline, liveCount: row?.liveCount ?? false, claimed, open: claimed < cap && now <= deadline };
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
