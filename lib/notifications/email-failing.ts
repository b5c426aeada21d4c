import "server-only";
import { emitEvent, lastEventOf } from "@/lib/data/notifications";
import { inTransaction } from "@/lib/data/transaction";

/** One "e-mail failing" alarm an hour at most: an outage fails many messages, and its own e-mail may fail too. */
const ALARM_GAP_MS = 3600_000;
/** The advisory lock that keeps two workers from raising the alarm at once. */
const ALARM_LOCK = 7_461_034;

/** Raises the "e-mail failing" event (an outbox message gave up), unless one was raised within the hour. */
export async function noteEmailFailing(reason: string, now = new Date()) {
  await inTransaction(async (tx) => {
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(${ALARM_LOCK})::text`;
    const last = await lastEventOf("email_failing", tx);
    if (last && now.getTime() - last.createdAt.getTime() < ALARM_GAP_MS) return;
    await emitEvent(tx, { kind: "email_failing", summary: `E-mail is failing: ${reason}` });
  });
}
