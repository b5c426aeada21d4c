import "server-only";
import { isLockTimeout } from "@/lib/api/db-errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";

// A hot lock: one row or advisory lock that every request of a burst needs (an idea's vote
// counter, the tester slots). A request's lock_timeout (lib/postgres.ts) is short, so that a
// frozen database costs seconds; a burst on a busy machine keeps the line for a lock longer than
// that. A transaction in line therefore waits up to LOCK_WAIT_MS per try, and when that runs out
// it rolls back and starts again (nothing is done twice), up to LINE_WAIT_MS in all. Past it:
// lock_not_available (55P03), answered 503 "busy" with Retry-After (lib/api/db-errors.ts).

/** One try's wait for the lock: below the connection's answer bound (query_timeout). */
const LOCK_WAIT_MS = Math.max(100, env.DATABASE_STATEMENT_TIMEOUT_MS - 500);
/** How long a transaction may stand in line in all (Prisma's own transaction bounds included). */
export const LINE_WAIT_MS = 30_000;

/** Lets `tx`'s statements wait for locks for one try's time (until its end). */
export async function waitForLocks(tx: Prisma.TransactionClient) {
  await tx.$queryRaw`SELECT set_config('lock_timeout', ${`${LOCK_WAIT_MS}ms`}, true)`;
}

/** Runs `transaction` again from the start while its wait for a lock timed out, up to LINE_WAIT_MS. */
export async function inLockLine<T>(transaction: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LINE_WAIT_MS;
  for (;;) {
    try {
      return await transaction();
    } catch (error) {
      if (isLockTimeout(error) && Date.now() <= deadline) continue;
      throw error;
    }
  }
}
