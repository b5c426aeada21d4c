import { db } from "@/lib/db";
import type { EmailProvider } from "@/lib/email/provider";
import { createJobQueue, JOBS_CHANNEL } from "@/lib/jobs/queue";
import { runJobs } from "@/lib/jobs/registry";
import { CLEAR_JOBS_SQL } from "@/tests/integration/job-reset";

/** Empties pg-boss's queues and schedules, as before every file (tests/integration/job-reset.ts). */
export async function clearJobs() {
  for (const statement of CLEAR_JOBS_SQL) await db.$executeRawUnsafe(statement);
}

/**
 * Retries wait seconds to minutes (pg-boss's backoff): make the waiting ones due now, and wake
 * their workers as sendJob's announcement would (a retry that falls due is otherwise found at the
 * worker's next poll, which is what the backoff waits for anyway).
 */
export async function hurryRetries() {
  await db.$executeRawUnsafe(
    `WITH due AS (UPDATE pgboss.job SET start_after = now() WHERE state = 'retry' RETURNING name)
     SELECT pg_notify($1, name) FROM (SELECT DISTINCT name FROM due) queues`,
    JOBS_CHANNEL,
  );
}

/** A server instance's job queue (as instrumentation starts it), on this process's pool; returns its stop. */
export async function startJobs(provider?: EmailProvider) {
  const boss = createJobQueue();
  const stop = await runJobs(boss, provider ? { provider: () => provider } : {});
  return { boss, stop };
}

/**
 * What a server's e-mail worker does with the queued messages: runs the job queue until none is
 * waiting, then stops it. Counts how those messages ended.
 */
export async function deliverQueuedEmails(provider: EmailProvider) {
  const waiting = await db.emailOutbox.findMany({ where: { status: { in: ["queued", "sending"] } }, select: { id: true } });
  const ids = waiting.map((w) => w.id);
  const { stop } = await startJobs(provider);
  try {
    for (let i = 0; i < 200 && (await db.emailOutbox.count({ where: { id: { in: ids }, status: { in: ["queued", "sending"] } } })) > 0; i++) {
      await hurryRetries();
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await stop();
  }
  const count = (status: "sent" | "failed" | "suppressed") => db.emailOutbox.count({ where: { id: { in: ids }, status } });
  return { sent: await count("sent"), failed: await count("failed"), suppressed: await count("suppressed") };
}
