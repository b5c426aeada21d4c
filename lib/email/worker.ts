import "server-only";
import { OUTBOX_BATCH_SIZE, OUTBOX_LEASE_MS, OUTBOX_POLL_MS } from "@/lib/config";
import {
  claimOutboxMessages,
  markOutboxFailed,
  markOutboxRetry,
  markOutboxSent,
  markOutboxSuppressed,
  nextOutboxDueAt,
  releaseOutboxMessage,
  type ClaimedMessage,
} from "@/lib/data/outbox";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { configuredProvider, type EmailProvider } from "@/lib/email/provider";
import { nextAttemptAt } from "@/lib/email/retry";
import { isSuppressed } from "@/lib/data/suppressions";
import { isVisitorEmail } from "@/lib/email/unsubscribe";
import { logger } from "@/lib/logger";

export type OutboxWorkerOptions = {
  /** Database client; tests give each worker its own pool. */
  client?: PrismaClient;
  provider?: EmailProvider;
  now?: () => Date;
  random?: () => number;
  maxAttempts?: number;
  leaseMs?: number;
  batchSize?: number;
  backoffBaseMs?: number;
  /** Checked between sends: once true, claimed but untried messages are given back. */
  isStopping?: () => boolean;
};

export type RunResult = { claimed: number; sent: number; retried: number; failed: number; released: number; suppressed: number };

/** One round: claim a batch, send each message once, record the outcome. */
export async function runOutboxOnce(options: OutboxWorkerOptions = {}): Promise<RunResult> {
  const client = options.client ?? db;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const messages = await claimOutboxMessages({ now: now(), leaseMs, limit: options.batchSize ?? OUTBOX_BATCH_SIZE }, client);
  const result: RunResult = { claimed: messages.length, sent: 0, retried: 0, failed: 0, released: 0, suppressed: 0 };
  for (const message of messages) {
    if (options.isStopping?.()) {
      await releaseOutboxMessage(message, client);
      result.released++;
      continue;
    }
    result[await deliver(message, options, client, now)]++;
  }
  return result;
}

async function deliver(message: ClaimedMessage, options: OutboxWorkerOptions, client: PrismaClient, now: () => Date) {
  const maxAttempts = options.maxAttempts ?? env.EMAIL_MAX_ATTEMPTS;
  if (message.attempts > maxAttempts) {
    // Its last try never finished (the worker died holding the lease): stop here, visibly.
    await markOutboxFailed(message, `Gave up after ${maxAttempts} tries: the last one did not finish`, client);
    return "failed" as const;
  }
  // Checked again just before sending: the recipient may have unsubscribed since it was queued.
  if (isVisitorEmail(message.kind) && (await isSuppressed(message.to, client))) {
    await markOutboxSuppressed(message, client);
    return "suppressed" as const;
  }
  const provider = options.provider ?? configuredProvider();
  const outcome = await provider.send(message, now()).catch((error: unknown) => ({
    ok: false as const,
    retryable: true,
    error: error instanceof Error ? error.message : String(error),
    statusCode: null,
    retryAfterMs: null,
  }));
  const tag = `[email] ${message.kind} ${message.id} try ${message.attempts}/${maxAttempts}`;
  if (outcome.ok) {
    const kept = await markOutboxSent(message, outcome.providerId, now(), client);
    if (!kept) logger.warn(`${tag}: sent, but its lease had passed to another worker`);
    return "sent" as const;
  }
  if (outcome.retryable && message.attempts < maxAttempts) {
    const at = nextAttemptAt(now(), message.attempts, outcome.retryAfterMs, options.random, options.backoffBaseMs);
    await markOutboxRetry(message, outcome.error, at, client);
    logger.warn(`${tag} failed (${outcome.error}); next try at ${at.toISOString()}`);
    return "retried" as const;
  }
  const reason = outcome.retryable ? `${outcome.error} (gave up after ${maxAttempts} tries)` : outcome.error;
  await markOutboxFailed(message, reason, client);
  logger.error(`${tag} failed for good: ${reason}`);
  return "failed" as const;
}

/** Rounds until nothing is due: what the worker does each time it wakes. */
export async function drainOutbox(options: OutboxWorkerOptions = {}) {
  const total: RunResult = { claimed: 0, sent: 0, retried: 0, failed: 0, released: 0, suppressed: 0 };
  for (;;) {
    const round = await runOutboxOnce(options);
    for (const key of Object.keys(total) as (keyof RunResult)[]) total[key] += round[key];
    if (round.claimed === 0 || options.isStopping?.()) return total;
  }
}

export type OutboxWorker = { wake(): void; stop(): Promise<void> };

/**
 * The long-running worker: drains, then sleeps until woken (a new row, in this process or any
 * other through LISTEN/NOTIFY), until the next message is due, or the poll timer, whichever first.
 * stop() lets the in-flight send finish, gives back the rest of the batch and resolves.
 */
export function startOutboxWorker(options: OutboxWorkerOptions & { pollMs?: number } = {}): OutboxWorker {
  let stopping = false;
  let woken = false;
  let interrupt: (() => void) | null = null;
  const pollMs = options.pollMs ?? OUTBOX_POLL_MS;
  const now = options.now ?? (() => new Date());
  const run: OutboxWorkerOptions = { ...options, isStopping: () => stopping };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = done;
    });

  const loop = (async () => {
    while (!stopping) {
      woken = false;
      try {
        await drainOutbox(run);
      } catch (error) {
        // Usually the database is down: keep the loop alive and look again on the timer.
        logger.warn(`[email] outbox round failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (stopping) break;
      if (woken) continue;
      const due = await nextOutboxDueAt(options.client ?? db).catch(() => null);
      const untilDue = due ? Math.max(0, due.getTime() - now().getTime()) + 25 : pollMs;
      await sleep(Math.min(pollMs, untilDue));
    }
  })();

  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      stopping = true;
      interrupt?.();
      await loop;
    },
  };
}
